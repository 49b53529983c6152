"""Game screens: `web.games.<game>` exposes `mount(view, args)` (see web/shell/router.py)."""
