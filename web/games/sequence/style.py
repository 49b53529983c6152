"""The Sequence screens' CSS, added to the page once when Sequence opens.

Kept with the game (not in the shell's app.css) so the game's look lives in
its own package. The text is a constant of this module, never user data.
"""
from __future__ import annotations

from web import stylesheet

STYLE_ID = "seq-style"

CSS = """
main:has(.seq-game) { max-width: 84rem; }
.seq-game [hidden], .seq-cover[hidden], .seq-confirm[hidden] { display: none !important; }
.seq-error { color: #a3261b; font-weight: 600; }
.seq-error:empty { display: none; }
.seq-hint-text { color: var(--muted); margin: .25rem 0 .5rem; }

/* setup */
.seq-setup fieldset { border: 1px solid #d8cfbd; border-radius: 10px; margin: 0 0 1rem; padding: .75rem 1rem; background: var(--card); }
.seq-setup legend { font-weight: 700; padding: 0 .3rem; }
.seq-setup select, .seq-setup input[type=text] { font: inherit; min-height: 44px; padding: .3rem .5rem; border: 1px solid #b9b09c; border-radius: 8px; background: #fff; min-width: 0; }
.seq-radio { display: flex; align-items: center; gap: .5rem; min-height: 44px; }
.seq-radio input { width: 1.3rem; height: 1.3rem; flex: none; }
.seq-teams { display: flex; flex-wrap: wrap; gap: 0 1.5rem; margin-top: .5rem; }
.seq-seat-list { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
.seq-seat-row { display: grid; grid-template-columns: auto 3.6rem minmax(0, 1fr) minmax(0, 1fr); gap: .35rem .6rem; align-items: center;
  padding: .4rem .6rem; border-radius: 8px; border-left: 8px solid; background: #fbf8f1; }
.seq-seat-row.team-0 { border-color: #2f6fd6; } .seq-seat-row.team-1 { border-color: #2e8b57; } .seq-seat-row.team-2 { border-color: #d9483b; }
.seq-team-name { font-weight: 600; }
.seq-level-desc { grid-column: 3 / -1; font-size: .85rem; color: var(--muted); }
@media (max-width: 34rem) {
  .seq-seat-row { grid-template-columns: auto minmax(0, 1fr); }
  .seq-seat-row input, .seq-seat-row select, .seq-level-desc { grid-column: 1 / -1; }
}
.seq-board-file { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; margin-top: .5rem; }
.seq-board-msg.bad { color: #a3261b; font-weight: 600; }
.seq-import { margin: 0 0 1rem; }
.seq-import summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; gap: .4rem;
  color: var(--felt); font-weight: 600; text-decoration: underline; text-underline-offset: .2em; }
.seq-import summary::before { content: "▸"; text-decoration: none; }
.seq-import[open] summary::before { content: "▾"; }

/* chips (seat badges): colour + shape + letter */
.seq-chip { display: inline-grid; place-items: center; width: 1.6rem; height: 1.6rem; flex: none; color: #fff; font-weight: 800; font-size: .85rem; }
.seq-chip.team-0 { background: #2f6fd6; border-radius: 50%; }
.seq-chip.team-1 { background: #2e8b57; border-radius: 3px; }
.seq-chip.team-2 { background: #d9483b; clip-path: polygon(50% 0, 100% 50%, 50% 100%, 0 50%); width: 1.9rem; height: 1.9rem; }

/* the table */
.seq-top { margin-bottom: .6rem; }
.seq-status { font-weight: 700; margin: 0 0 .2rem; min-height: 1.5em; }
.seq-status.thinking::after { content: ""; display: inline-block; width: .8em; height: .8em; margin-left: .5em; border-radius: 50%;
  border: 3px solid var(--felt); border-right-color: transparent; vertical-align: -.1em; animation: seq-spin .8s linear infinite; }
@keyframes seq-spin { to { transform: rotate(360deg); } }
.seq-scores { margin: 0 0 .4rem; color: var(--muted); font-size: .92rem; }
.seq-seats { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .35rem; }
.seq-seat { display: flex; align-items: center; gap: .4rem; padding: .2rem .6rem .2rem .25rem; border-radius: 999px; background: var(--card);
  border: 2px solid #d8cfbd; font-size: .88rem; }
.seq-seat-name { font-weight: 700; }
.seq-seat-meta { color: var(--muted); }
.seq-seat.to-move { border-color: var(--ink); box-shadow: 0 0 0 2px var(--focus); }
.seq-thinking { font-style: italic; color: var(--felt-dark); animation: seq-pulse 1s ease-in-out infinite alternate; }
@keyframes seq-pulse { from { opacity: .35; } to { opacity: 1; } }
.seq-main { display: grid; gap: .6rem 1rem; align-items: start; grid-template-areas: "top" "board" "side"; }
.seq-top { grid-area: top; min-width: 0; } .seq-board-col { grid-area: board; min-width: 0; } .seq-side { grid-area: side; }
.seq-board { position: relative; width: 100%; margin: 0 auto; aspect-ratio: var(--cols) / var(--rows);
  max-width: calc((100vh - 3rem) * var(--cols) / var(--rows)); touch-action: manipulation; user-select: none; }
@media (max-width: 34rem) {  /* a phone held upright: keep the hand close under the board */
  main:has(.seq-game) h1#seq-title { font-size: 1.1rem; margin: 0 0 .25rem; }
  .seq-scores { font-size: .8rem; margin-bottom: .3rem; }
  .seq-seat { font-size: .78rem; padding: .1rem .45rem .1rem .2rem; gap: .3rem; }
  .seq-seat .seq-chip { width: 1.3rem; height: 1.3rem; font-size: .72rem; }
  .seq-top { margin-bottom: .2rem; }
}
@media (min-width: 60rem) {
  .seq-main { grid-template-columns: minmax(0, 1fr) 22rem; grid-template-areas: "board top" "board side"; grid-template-rows: auto 1fr; }
  .seq-board { max-width: calc((100vh - 8.5rem) * var(--cols) / var(--rows)); }
}
main:has(.seq-game) h1 { margin: 0 0 .5rem; font-size: 1.3rem; }
.seq-canvas { position: absolute; inset: 0; width: 100%; height: 100%; display: block; border-radius: 8px; }
.seq-grid { position: absolute; inset: 0; display: grid; }
.seq-row { display: contents; }
.seq-cell { cursor: pointer; border-radius: 4px; }
.seq-cell:focus { outline: none; }
.seq-cell:focus-visible, .seq-cell.kbd-focus:focus { outline: 3px solid #111; outline-offset: -3px; box-shadow: inset 0 0 0 6px var(--focus); border-radius: 4px; }
.seq-side { display: grid; gap: .6rem; align-content: start; min-width: 0; }
.seq-hand-area h2, .seq-log h2, .seq-end h2 { font-size: 1.05rem; margin: 0 0 .4rem; }
.seq-hand { display: flex; flex-wrap: wrap; gap: .45rem; min-height: 1rem; }
.seq-card-slot { display: flex; flex-direction: column; align-items: center; gap: .2rem; }
.seq-card { width: 3.3rem; height: 4.5rem; padding: 0; border-radius: 8px; border: 2px solid #c9bfa9; background: #fffdf8;
  display: flex; flex-direction: column; align-items: center; justify-content: center; font: 800 1.3rem/1.1 system-ui, sans-serif;
  cursor: pointer; transition: transform .12s ease-out; }
.seq-card.red { color: #c0182b; } .seq-card.black { color: #1d2421; }
.seq-card.bordered.wild { border: 4px solid #7b3fb0; color: #7b3fb0; }
.seq-card.bordered.remove { border: 4px solid #e07b00; color: #a85400; }
.seq-card-small { font-size: .62rem; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
.seq-card.selected { border-color: #8a6508; box-shadow: 0 0 0 3px var(--focus); transform: translateY(-5px); }
.seq-card.dead { background: repeating-linear-gradient(135deg, #fffdf8 0 6px, #eee6d6 6px 12px); }
.seq-card.dead .seq-card-small { color: #a3261b; }
.seq-card[aria-disabled='true'] { cursor: default; opacity: .8; }
.seq-actions .button[aria-disabled='true'] { cursor: default; opacity: .6; }
.seq-turn-in { font: 600 .78rem system-ui, sans-serif; min-height: 32px; padding: .15rem .45rem; border-radius: 6px;
  border: 2px solid #a3261b; background: #fff; color: #a3261b; cursor: pointer; }
.seq-hand-note, .seq-message { margin: .2rem 0; font-size: .92rem; }
.seq-message:empty { display: none; }
.seq-message { background: #fff6d9; border-left: 4px solid var(--focus); padding: .4rem .6rem; border-radius: 6px; }
.seq-actions .button { min-height: 40px; padding: .35rem .8rem; font-size: .92rem; }
.seq-confirm { background: var(--card); border: 2px solid var(--accent); border-radius: 8px; padding: .5rem .75rem; }
.seq-log-list { max-height: 14rem; overflow: auto; margin: 0; padding: .2rem .4rem .2rem 1.8rem; font-size: .88rem;
  background: var(--card); border-radius: 8px; border: 1px solid #e1d9c7; }
.seq-log-list li { margin: .15rem 0; }
.seq-end { background: #fff6d9; border: 2px solid var(--focus); border-radius: 10px; padding: .6rem .8rem; }
.seq-reveal { font-size: .9rem; padding-left: 1.2rem; }

/* the cut */
.seq-cut h2 { font-size: 1.15rem; margin: .25rem 0 .5rem; }
.seq-cut h3 { font-size: 1rem; }
.seq-cut-row { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .6rem; }
.seq-cut-card { display: flex; flex-direction: column; align-items: center; gap: .2rem; max-width: 8rem; text-align: center; font-size: .85rem; }
.seq-card-face { display: grid; place-items: center; width: 3rem; height: 4.2rem; border-radius: 8px; border: 2px solid #c9bfa9; background: #fffdf8; font: 800 1.25rem system-ui, sans-serif; }
.seq-card-face.red { color: #c0182b; } .seq-card-face.black { color: #1d2421; }

/* the hot-seat cover: opaque, full screen */
.seq-cover { position: fixed; inset: 0; z-index: 100; display: flex; align-items: center; justify-content: center; padding: 1.5rem;
  background: var(--felt-dark); color: #fff; text-align: center; }
.seq-cover-box { max-width: 30rem; }
.seq-cover h2 { font-size: 1.6rem; margin: 0 0 .6rem; overflow-wrap: anywhere; }
.seq-cover .button { background: var(--focus); border-color: var(--focus); color: #1d2421; font-weight: 700; overflow-wrap: anywhere; }
"""


def install() -> None:
    """Add the stylesheet to the page (once)."""
    stylesheet.install(STYLE_ID, CSS)
