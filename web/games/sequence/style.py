"""The Sequence screens' own CSS (the board, the hand, the seats in team
colours, the cut), added to the page once when Sequence opens, after the
table's shared look (web/ui/style.py). The text is a constant of this
module, never user data.
"""
from __future__ import annotations

from web.page import stylesheet

STYLE_ID = "seq-style"

CSS = """
main:has(#seq-game) { max-width: 84rem; }
.seq-teams { display: flex; flex-wrap: wrap; gap: 0 1.5rem; margin-top: .5rem; }
.seq-team-name { font-weight: 600; }
.seq-board-file { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; margin-top: .5rem; }
.seq-board-msg.bad { color: #a3261b; font-weight: 600; }

/* chips (seat badges): colour + shape + letter */
.seq-chip { display: inline-grid; place-items: center; width: 1.6rem; height: 1.6rem; flex: none; color: #fff; font-weight: 800; font-size: .85rem; }
.seq-chip.team-0 { background: #2f6fd6; border-radius: 50%; }
.seq-chip.team-1 { background: #2e8b57; border-radius: 3px; }
.seq-chip.team-2 { background: #d9483b; clip-path: polygon(50% 0, 100% 50%, 50% 100%, 0 50%); width: 1.9rem; height: 1.9rem; }

/* the table */
.seq-top { margin-bottom: .6rem; }
.seq-scores { margin: 0 0 .4rem; color: var(--muted); font-size: .92rem; }
.seq-seats { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .35rem; }
.seq-seat { display: flex; flex-wrap: wrap; gap: .4rem; font-size: .88rem; font-weight: 400; }  /* a seat pill (web/ui/pill.py) */
.seq-seat .seat-name { font-weight: 700; }
.seq-seat-meta { color: var(--muted); }
.seq-discard { display: inline-grid; place-items: center; min-width: 1.7rem; height: 1.5rem; padding: 0 .2rem; border-radius: 4px;
  border: 1px solid #c9bfa9; background: #fffdf8; font: 800 .8rem system-ui, sans-serif; }
.seq-discard.red { color: #c0182b; } .seq-discard.black { color: #1d2421; } .seq-discard.empty { color: var(--muted); }
.seq-discard.wild { color: #7b3fb0; } .seq-discard.remove { color: #a85400; }
.seq-seat.to-move { border-color: var(--ink); box-shadow: 0 0 0 2px var(--focus); }
.seq-main { display: grid; gap: .6rem 1rem; align-items: start; grid-template-columns: minmax(0, 1fr);
  grid-template-areas: "top" "board" "side"; }
.seq-top { grid-area: top; min-width: 0; } .seq-board-col { grid-area: board; min-width: 0; } .seq-side { grid-area: side; }
/* the board with its row and column numbers on the left and top edges (at least 12 px) */
.seq-board-frame { --edge: 1.15rem; display: grid; grid-template-columns: var(--edge) minmax(0, 1fr); grid-template-rows: auto auto;
  margin: 0 auto; max-width: calc((100vh - 4rem) * var(--cols) / var(--rows) + var(--edge)); }
.seq-edge { list-style: none; margin: 0; padding: 0; display: grid; color: var(--muted);
  font: 700 max(12px, .75rem)/1 system-ui, sans-serif; user-select: none; }
.seq-edge li { display: grid; place-items: center; min-width: 0; }
.seq-col-labels { grid-column: 2; grid-row: 1; grid-template-columns: repeat(var(--cols), 1fr); padding-bottom: .15rem; }
.seq-row-labels { grid-column: 1; grid-row: 2; grid-template-rows: repeat(var(--rows), 1fr); padding-right: .1rem; }
.seq-board { grid-column: 2; grid-row: 2; position: relative; width: 100%; aspect-ratio: var(--cols) / var(--rows);
  touch-action: manipulation; user-select: none; }
@media (max-width: 34rem) {  /* a phone held upright: keep the hand close under the board */
  main:has(#seq-game) h1#seq-title { font-size: 1.1rem; margin: 0 0 .25rem; }
  .seq-scores { font-size: .8rem; margin-bottom: .3rem; }
  .seq-seat { font-size: .78rem; padding: .1rem .45rem .1rem .2rem; gap: .3rem; }
  .seq-top { margin-bottom: .2rem; }
}
@media (min-width: 60rem) {
  .seq-main { grid-template-columns: minmax(0, 1fr) 22rem; grid-template-areas: "board top" "board side"; grid-template-rows: auto 1fr; }
  .seq-board-frame { max-width: calc((100vh - 9.5rem) * var(--cols) / var(--rows) + var(--edge)); }
}
main:has(#seq-game) h1 { margin: 0 0 .5rem; font-size: 1.3rem; }
.seq-canvas { position: absolute; inset: 0; width: 100%; height: 100%; display: block; border-radius: 8px; }
.seq-grid { position: absolute; inset: 0; display: grid; }
.seq-row { display: contents; }
.seq-cell { cursor: pointer; border-radius: 4px; }
.seq-cell:focus { outline: none; }
.seq-cell:focus-visible, .seq-cell.kbd-focus:focus { outline: 3px solid #111; outline-offset: -3px; box-shadow: inset 0 0 0 6px var(--focus); border-radius: 4px; }
/* the loupe (board_view.py): a tapped space and its neighbours enlarged over a board too small to touch */
.seq-loupe { position: absolute; z-index: 3; border-radius: 10px; box-shadow: 0 0 0 3px #fff, 0 6px 18px rgba(0, 0, 0, .55);
  overflow: hidden; background: #1f5c4a; }
.seq-loupe[hidden] { display: none; }
.seq-loupe-canvas { position: absolute; inset: 0; width: 100%; height: 100%; display: block; }
.seq-loupe-space { position: absolute; padding: 0; margin: 0; border: 0; background: transparent; cursor: pointer; border-radius: 6px; }
.seq-loupe-space:focus-visible { outline: 3px solid #111; outline-offset: -3px; box-shadow: inset 0 0 0 6px var(--focus); }
@media (prefers-reduced-motion: no-preference) {
  .seq-loupe:not([hidden]) { animation: seq-loupe-in calc(.15s * var(--pace, 1)) ease-out; }
  @keyframes seq-loupe-in { from { transform: scale(.6); opacity: 0; } to { transform: none; opacity: 1; } }
}
.seq-side { display: grid; gap: .6rem; align-content: start; min-width: 0; }
.seq-hand-area h2 { overflow-wrap: anywhere; }
.seq-hand-area h2 { font-size: 1.05rem; margin: 0 0 .4rem; }
.seq-hand { display: flex; flex-wrap: wrap; gap: .45rem; min-height: 1rem; }
.seq-card-slot { display: flex; flex-direction: column; align-items: center; gap: .2rem; }
.seq-card { width: 3.3rem; height: 4.5rem; padding: 0; border-radius: 8px; border: 2px solid #c9bfa9; background: #fffdf8;
  display: flex; flex-direction: column; align-items: center; justify-content: center; font: 800 1.3rem/1.1 system-ui, sans-serif;
  cursor: pointer; transition: transform .12s ease-out; }
.seq-card.red { color: #c0182b; } .seq-card.black { color: #1d2421; }
.seq-card.bordered.wild { border: 4px solid #7b3fb0; color: #7b3fb0; }
.seq-card.bordered.remove { border: 4px solid #e07b00; color: #a85400; }
.seq-card-small { font-size: 12px; font-weight: 700; letter-spacing: 0; color: var(--muted); }
.seq-card.selected { border-color: #8a6508; box-shadow: 0 0 0 3px var(--focus); transform: translateY(-5px); }
.seq-card.dead { background: repeating-linear-gradient(135deg, #fffdf8 0 6px, #eee6d6 6px 12px); }
.seq-card.dead .seq-card-small { color: #a3261b; }
.seq-card[aria-disabled='true'] { cursor: default; opacity: .8; }
.seq-turn-in { font: 600 .78rem system-ui, sans-serif; min-height: 32px; padding: .15rem .45rem; border-radius: 6px;
  border: 2px solid #a3261b; background: #fff; color: #a3261b; cursor: pointer; }
.seq-reveal { font-size: .9rem; padding-left: 1.2rem; }

/* the cut */
.seq-cut h2 { font-size: 1.15rem; margin: .25rem 0 .5rem; }
.seq-cut h3 { font-size: 1rem; }
.seq-cut-row { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .6rem; }
.seq-cut-card { display: flex; flex-direction: column; align-items: center; gap: .2rem; max-width: 8rem; text-align: center; font-size: .85rem; }
.seq-card-face { display: grid; place-items: center; width: 3rem; height: 4.2rem; border-radius: 8px; border: 2px solid #c9bfa9; background: #fffdf8; font: 800 1.25rem system-ui, sans-serif; }
.seq-card-face.red { color: #c0182b; } .seq-card-face.black { color: #1d2421; }
"""


def install() -> None:
    """Add the stylesheet to the page (once)."""
    stylesheet.install(STYLE_ID, CSS)
