"""The table: one driver for every game (pure parts tested on CPython).

A game plugs in with one registration (`web.games.<id>.GAME`, a `GameSpec`)
and its views; everything else is done here once:

- `seats`: who sits where (a person here, a built-in AI, a person on
  another device), names cleaned by web/device/names.py;
- `session`: the engine state, the seats, the public events and log, undo,
  rematch, save and export (`envelope`: the one save format, with the
  migration of older saves);
- `driver`: the turn loop in the page (chance, forced actions, AI seats
  through the worker, people here behind the pass-the-device cover), the
  stale-answer token, thinking time, fast mode and reduced motion,
  autosave;
- `ai_worker`: the background worker's one entry, `act(game, ...)`;
- the shared pieces of every screen: `cover`, `log_view`, `message`,
  `setup_form` (players, seats, the level picker, resume and import).
"""
