"""The table's layout CSS, shared by every game's setup and play screens
(the setup's form controls and seat cards, the status line, the message
line, the log, a replay's bar, the statistics), added to the page once.
The components themselves (buttons, panels, seat pills, dialogs, the
pass-the-device cover, the end screen) and the design tokens are in
web/app.css, loaded at first paint; each game adds its own layout
(web/games/<id>/style.py). The text is a constant, never user data.
"""
from __future__ import annotations

from web.page import stylesheet

STYLE_ID = "table-style"

CSS = """
.seq-game [hidden], .seq-cover[hidden], .seq-confirm[hidden] { display: none !important; }
.seq-error { color: #a3261b; font-weight: 600; overflow-wrap: anywhere; }
.seq-error:empty { display: none; }
.seq-hint-text { color: var(--muted); margin: .25rem 0 .5rem; }

/* setup: the table, the seats and the game's options in panels (web/app.css), one big Start */
.seq-setup { display: grid; gap: 0; }
.seq-seat-list { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
.seq-seat-row { display: grid; grid-template-columns: auto minmax(0, 1fr) minmax(0, 1fr); gap: .4rem .6rem; align-items: center;
  padding: .5rem .6rem; border-radius: var(--r-m); border: 1px solid var(--line-soft); border-left: 6px solid var(--seat, #b9b09c);
  background: #fff; }
.seat-badge { display: inline-flex; align-items: center; gap: .4rem; }
.seat-badge .seat-letter { min-width: 2.2rem; height: 2.2rem; font-size: 1rem; }
.seq-level-desc { grid-column: 2 / -1; font-size: var(--t-xs); color: var(--muted); }
@media (max-width: 34rem) {
  .seq-seat-row { grid-template-columns: auto minmax(0, 1fr); }
  .seq-seat-row select, .seq-level-desc { grid-column: 1 / -1; }
}
.setup-start-bar { position: sticky; bottom: 0; z-index: var(--z-sticky); margin: 0 calc(-1 * var(--s-4)); padding: .6rem var(--s-4) calc(.6rem + env(safe-area-inset-bottom));
  background: linear-gradient(rgba(244, 239, 228, 0), var(--paper) 35%); }
.setup-start-bar .button { width: 100%; margin: 0; }
@media (min-width: 40rem) { .setup-start-bar { position: static; margin: 0; padding: 0 0 var(--s-3); background: none; }
  .setup-start-bar .button { width: auto; min-width: 16rem; } }
/* the finished games' list (the fold itself is app.css's .seq-import look) */
.seq-history-list { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
.seq-history-item { padding: .4rem .6rem; border: 1px solid var(--line-soft); border-radius: var(--r-m); background: #fff;
  overflow-wrap: anywhere; }
.seq-history-item p { margin: 0 0 .2rem; }
.seq-assisted { margin-left: .4rem; }

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
.seq-actions .button { margin: 0; font-size: .95rem; padding: .45rem .9rem; }
.seq-log h2 { font-size: 1.05rem; margin: 0 0 .4rem; overflow-wrap: anywhere; }
.seq-log-list { min-height: var(--tap); box-sizing: border-box; max-height: 14rem; overflow: auto; margin: 0; padding: .2rem .4rem .2rem 1.8rem; font-size: .88rem;
  background: var(--card); border-radius: 8px; border: 1px solid #e1d9c7; }
.seq-log-list li { margin: .15rem 0; overflow-wrap: anywhere; }
.seq-log-list .log-line { display: flex; align-items: center; gap: .5rem; }
.seq-log-list .log-line > span { flex: 1; min-width: 0; }
.seq-log-list .log-why-button { flex: none; min-height: var(--tap); min-width: var(--tap); padding: .2rem .8rem; margin: 0;
  font-size: var(--t-s); }
.seq-log-list .log-why { margin: .2rem 0 .4rem; padding: .3rem .5rem; border-left: 3px solid var(--gold); background: var(--sunken);
  border-radius: var(--r-s, 6px); font-size: var(--t-s); }

/* the import's question, a replay's controls, the statistics */
.seq-import .seq-confirm { margin-top: .5rem; }
.replay-bar { display: flex; flex-wrap: wrap; align-items: center; gap: .3rem .4rem; margin: 0 0 .4rem; }
.replay-bar .button { margin: 0; padding: .3rem .7rem; }
.replay-where { font-weight: 700; min-width: 8.5em; text-align: center; }
.replay-reveal { display: flex; align-items: center; gap: .3rem; min-height: 44px; margin: 0; }
.replay-reveal input { width: 1.3rem; height: 1.3rem; }
.replay-reveal label { display: inline-flex; align-items: center; min-height: var(--tap); cursor: pointer; }
.replay-move { background: var(--card); border-left: 4px solid var(--felt); padding: .4rem .6rem; border-radius: 6px;
  margin: .2rem 0 .5rem; overflow-wrap: anywhere; }
.replay-hidden { margin: 0 0 .5rem; padding-left: 1.4rem; font-size: .92rem; overflow-wrap: anywhere; }
.replay-table .seq-actions:not(.end-actions) { display: none; }
.replay-play-on { margin: .6rem 0; }
.replay-play-on[hidden], .review [hidden], .review-advice[hidden] { display: none !important; }

/* a review with the AI (web/table/review_view.py): progress, the graph, the graph in words, each move's advice */
.review { margin: .6rem 0; }
.review h2, .review-advice h2 { font-size: var(--t-l); margin: 0 0 .3rem; }
.review h3 { font-size: var(--t-m); margin: .6rem 0 .2rem; }
.review-run { display: flex; flex-wrap: wrap; align-items: center; gap: .4rem .6rem; }
.review-run .button { margin: 0; }
.review-run progress { flex: 1 1 10rem; min-width: 0; height: 1rem; accent-color: var(--felt); }
.review-status { margin: .3rem 0; font-weight: 600; }
.review-status:empty { display: none; }
.review-graph { display: block; width: 100%; height: 180px; border: 1px solid var(--line); border-radius: var(--r-m);
  background: var(--card); cursor: crosshair; touch-action: manipulation; }
.review-legend { list-style: none; display: flex; flex-wrap: wrap; gap: .2rem 1rem; margin: .4rem 0 0; padding: 0;
  font-size: var(--t-s); }
.review-legend li { display: inline-flex; align-items: center; gap: .35rem; overflow-wrap: anywhere; }
.review-swatch { display: inline-block; width: 1.4rem; height: .35rem; border-radius: var(--r-pill); }
.review-words { margin: 0; padding-left: 1.4rem; font-size: var(--t-s); }
.review-words li { margin: .2rem 0; overflow-wrap: anywhere; }
.review-words .button { margin: .2rem 0 .2rem .5rem; padding: .2rem .8rem; }
.review-words .button[aria-current] { outline: 3px solid var(--gold); }
.review-advice { margin: .6rem 0; border-left: 4px solid var(--gold); }
.review-advice p { margin: .2rem 0; overflow-wrap: anywhere; }
.stats-player { overflow-wrap: anywhere; }
.stats-player h2 { margin: 0 0 .4rem; font-size: 1.15rem; }
.stats-table { border-collapse: collapse; margin: 0 0 .4rem; }
.stats-table th, .stats-table td { text-align: left; padding: .2rem .6rem .2rem 0; overflow-wrap: normal; }
.stats-table tr > :last-child { padding-right: 0; }
.stats-table td { font-variant-numeric: tabular-nums; }
.stats-notes { margin: 0; padding-left: 1.2rem; font-size: .92rem; }
.stats-ladder { margin: .2rem 0; padding-left: 1.4rem; }

"""


def install() -> None:
    """Add the stylesheet to the page (once)."""
    stylesheet.install(STYLE_ID, CSS)
