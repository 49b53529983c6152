"""The table's CSS, shared by every game's setup and play screens (the
forms, the seat rows, the status line, the message line, the log, the end
box, the pass-the-device cover), added to the page once. Each game adds
its own (web/games/<id>/style.py). The text is a constant, never user data.
"""
from __future__ import annotations

from web import stylesheet

STYLE_ID = "table-style"

CSS = """
.seq-game [hidden], .seq-cover[hidden], .seq-confirm[hidden] { display: none !important; }
.seq-error { color: #a3261b; font-weight: 600; overflow-wrap: anywhere; }
.seq-error:empty { display: none; }
.seq-hint-text { color: var(--muted); margin: .25rem 0 .5rem; }

/* setup */
.seq-setup fieldset { border: 1px solid #d8cfbd; border-radius: 10px; margin: 0 0 1rem; padding: .75rem 1rem; background: var(--card); min-width: 0; }
.seq-setup legend { font-weight: 700; padding: 0 .3rem; }
.seq-setup select, .seq-setup input[type=text] { font: inherit; min-height: 44px; padding: .3rem .5rem; border: 1px solid #b9b09c; border-radius: 8px; background: #fff; min-width: 0; }
.seq-setup input[type=file], .seq-import input[type=file] { max-width: 100%; }
.seq-radio { display: flex; align-items: center; gap: .5rem; min-height: 44px; }
.seq-radio input { width: 1.3rem; height: 1.3rem; flex: none; }
.seq-seat-list { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
.seq-seat-row { display: grid; grid-template-columns: auto 3.6rem minmax(0, 1fr) minmax(0, 1fr); gap: .35rem .6rem; align-items: center;
  padding: .4rem .6rem; border-radius: 8px; border-left: 8px solid #b9b09c; background: #fbf8f1; }
.seat-badge { display: inline-flex; align-items: center; gap: .4rem; }
.seat-letter { display: inline-grid; place-items: center; min-width: 1.6em; height: 1.6em; padding: 0 .2em; font-weight: 700;
  border-radius: 4px; color: #111; }
.seq-level-desc { grid-column: 3 / -1; font-size: .85rem; color: var(--muted); }
@media (max-width: 34rem) {
  .seq-seat-row { grid-template-columns: auto minmax(0, 1fr); }
  .seq-seat-row input, .seq-seat-row select, .seq-level-desc { grid-column: 1 / -1; }
}
.seq-import { margin: 0 0 1rem; }
.seq-import summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; gap: .4rem;
  color: var(--felt); font-weight: 600; text-decoration: underline; text-underline-offset: .2em; }
.seq-import summary::before { content: "▸"; text-decoration: none; }
.seq-import[open] summary::before { content: "▾"; }

/* the table */
.seq-status { font-weight: 700; margin: 0 0 .2rem; min-height: 1.5em; overflow-wrap: anywhere; }
.seq-status.thinking::after { content: ""; display: inline-block; width: .8em; height: .8em; margin-left: .5em; border-radius: 50%;
  border: 3px solid var(--felt); border-right-color: transparent; vertical-align: -.1em; animation: seq-spin .8s linear infinite; }
@keyframes seq-spin { to { transform: rotate(360deg); } }
.seq-thinking { font-style: italic; color: var(--felt-dark); animation: seq-pulse 1s ease-in-out infinite alternate; }
@keyframes seq-pulse { from { opacity: .35; } to { opacity: 1; } }
.seq-hand-note, .seq-message { margin: .2rem 0; font-size: .92rem; overflow-wrap: anywhere; }
.seq-message:empty { display: none; }
.seq-message { background: #fff6d9; border-left: 4px solid var(--focus); padding: .4rem .6rem; border-radius: 6px; }
.seq-actions { display: flex; flex-wrap: wrap; gap: .4rem; }
.seq-actions .button { min-height: 44px; padding: .35rem .8rem; font-size: .92rem; }
.seq-actions .button[aria-disabled='true'] { cursor: default; opacity: .6; }
.seq-confirm { background: var(--card); border: 2px solid var(--accent); border-radius: 8px; padding: .5rem .75rem; }
.seq-log h2, .seq-end h2 { font-size: 1.05rem; margin: 0 0 .4rem; overflow-wrap: anywhere; }
.seq-log-list { max-height: 14rem; overflow: auto; margin: 0; padding: .2rem .4rem .2rem 1.8rem; font-size: .88rem;
  background: var(--card); border-radius: 8px; border: 1px solid #e1d9c7; }
.seq-log-list li { margin: .15rem 0; overflow-wrap: anywhere; }
.end-scores { margin: .3rem 0; padding-left: 1.4rem; }
.end-decided { margin: .3rem 0 .6rem; color: var(--muted); }
.end-actions { margin-top: .6rem; }
.seq-end { background: #fff6d9; border: 2px solid var(--focus); border-radius: 10px; padding: .6rem .8rem; overflow-wrap: anywhere; }

/* the import's question, a replay's controls, the statistics */
.seq-import .seq-confirm { margin-top: .5rem; }
.replay-bar { display: flex; flex-wrap: wrap; align-items: center; gap: .3rem .4rem; margin: 0 0 .4rem; }
.replay-bar .button { margin: 0; min-height: 44px; padding: .3rem .7rem; }
.replay-where { font-weight: 700; min-width: 8.5em; text-align: center; }
.replay-reveal { display: flex; align-items: center; gap: .3rem; min-height: 44px; margin: 0; }
.replay-reveal input { width: 1.3rem; height: 1.3rem; }
.replay-move { background: var(--card); border-left: 4px solid var(--felt); padding: .4rem .6rem; border-radius: 6px;
  margin: .2rem 0 .5rem; overflow-wrap: anywhere; }
.replay-hidden { margin: 0 0 .5rem; padding-left: 1.4rem; font-size: .92rem; overflow-wrap: anywhere; }
.replay-table .seq-actions:not(.end-actions) { display: none; }
.stats-player { background: var(--card); border-radius: 10px; padding: .6rem .9rem; margin: 0 0 1rem; overflow-wrap: anywhere; }
.stats-player h2 { margin: 0 0 .4rem; font-size: 1.15rem; }
.stats-table { border-collapse: collapse; margin: 0 0 .4rem; }
.stats-table th, .stats-table td { text-align: left; padding: .2rem .9rem .2rem 0; }
.stats-table td { font-variant-numeric: tabular-nums; }
.stats-notes { margin: 0; padding-left: 1.2rem; font-size: .92rem; }
.stats-ladder { margin: .2rem 0; padding-left: 1.4rem; }

/* the hot-seat cover: opaque, full screen */
.seq-cover { position: fixed; inset: 0; z-index: 100; display: flex; align-items: center; justify-content: center; padding: 1.5rem;
  background: var(--felt-dark); color: #fff; text-align: center; }
.seq-cover-box { max-width: 30rem; min-width: 0; }
.seq-cover h2 { font-size: 1.6rem; margin: 0 0 .6rem; overflow-wrap: anywhere; }
.seq-cover .button { background: var(--focus); border-color: var(--focus); color: #1d2421; font-weight: 700; overflow-wrap: anywhere; }
.seq-cover-extra { display: flex; flex-wrap: wrap; gap: .4rem; justify-content: center; margin-top: 1rem; }
.seq-cover-extra .button { background: transparent; color: #fff; border-color: #fff; font-weight: 600; }
"""


def install() -> None:
    """Add the stylesheet to the page (once)."""
    stylesheet.install(STYLE_ID, CSS)
