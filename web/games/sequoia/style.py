"""The Sequoia table's own CSS (the forests' keyboard twin, the dice, the
final scoring), added once when Sequoia opens, after the table's shared
look (web/ui/style.py). The text is a constant, never user data.
"""
from __future__ import annotations

from web.page import stylesheet

STYLE_ID = "sq-style"

CSS = """
.sq-table { display: flex; flex-wrap: wrap; gap: 1rem; }
.sq-pair { display: inline-flex; flex-direction: column; align-items: center; gap: .05rem; line-height: 1.15; }
.sq-pair-totals { font-weight: 700; }
.sq-pair-dice { font-size: 1.25rem; letter-spacing: .05em; }
.sq-pair-left { font-size: .75rem; opacity: .8; }
.sq-pair-left::first-letter { font-size: 1rem; }
.sq-board { position: relative; width: min(100%, 560px); aspect-ratio: 1; flex: none; align-self: flex-start; }
.sq-board canvas { position: absolute; inset: 0; width: 100%; height: 100%; display: block; border-radius: 10px; }
.sq-forests { position: absolute; inset: 0; margin: 0; padding: 0; list-style: none; }
.sq-forest { position: absolute; width: 20%; height: 20%; border-radius: 50%; border: 0; padding: 0; margin: 0;
  background: transparent; cursor: pointer; color: transparent; font-size: 1px; }
.sq-forest:focus { outline: none; }
.sq-forest:focus-visible { outline: 4px solid #ffffff; outline-offset: 2px; box-shadow: 0 0 0 8px #111; border-radius: 50%; }
.sq-forest[aria-disabled='true'] { cursor: default; }
.sq-dice { display: flex; gap: .45rem; margin: .3rem 0 .6rem; min-height: 3rem; }
.sq-die { display: grid; place-items: center; width: 2.8rem; height: 2.8rem; border-radius: 9px; background: #fffdf8;
  border: 2px solid #5b4a2e; font: 800 1.5rem/1 system-ui, sans-serif; color: #1d2421; box-shadow: 0 2px 0 #5b4a2e; }
.sq-die.rolling { animation: sq-tumble .14s linear infinite alternate; background: #fff3cf; }
@keyframes sq-tumble { from { transform: rotate(-14deg) translateY(-3px); } to { transform: rotate(14deg) translateY(2px); } }
#sq-choose [hidden] { display: none !important; }
.sq-pair[aria-pressed='true'] { box-shadow: 0 0 0 3px var(--focus); }
.sq-hint { margin: .3rem 0; font-size: .92rem; min-height: 1.3em; }
.sq-tools { display: flex; flex-wrap: wrap; gap: .5rem; margin: .8rem 0; }
.sq-scoring { background: #fff6d9; border-left: 4px solid var(--focus); padding: .4rem .6rem; border-radius: 6px; font-weight: 600; }
.sq-scoring:empty { display: none; }
.sq-awards { padding-left: 1.4rem; font-size: .92rem; }
.sq-awards li.now { font-weight: 700; }
/* a phone held upright: the setup's controls and texts wrap inside the screen */
#sq-setup select, #sq-setup input[type=text] { max-width: 100%; }
#sq-setup, #sq-setup li { overflow-wrap: anywhere; min-width: 0; }
.sq-side { flex: 1; min-width: min(16rem, 100%); overflow-wrap: anywhere; }
#sq-scores { border-collapse: collapse; }
#sq-scores th, #sq-scores td { padding: .2rem .9rem .2rem 0; text-align: left; vertical-align: top; }
#sq-scores th:last-child, #sq-scores td:last-child { padding-right: 0; }
#sq-scores th { font-size: .9rem; line-height: 1.2; }
#sq-scores th, #sq-scores td + td { white-space: nowrap; overflow-wrap: normal; }  /* a name wraps, never a header */
/* a phone: the forests' grid (forest_view.py) sticks at the top of the screen while the player
   scrolls the pairs below it, and the choice comes before the scores */
.sq-board.grid { aspect-ratio: auto; width: 100%; position: sticky; top: 0; z-index: 2; background: var(--paper);
  box-shadow: 0 4px 0 var(--paper); }
.sq-board.grid canvas { border-radius: 0; }
.sq-board.grid .sq-forest { border-radius: 8px; }
.sq-board.grid .sq-forest:focus-visible { border-radius: 8px; }
.sq-board.grid + .sq-side { display: flex; flex-direction: column; }
.sq-board.grid + .sq-side > #sq-choose { order: -1; }
.sq-board.grid + .sq-side #sq-pairs { display: grid; grid-template-columns: repeat(auto-fill, minmax(5.6rem, 1fr)); gap: .4rem; }
.sq-board.grid + .sq-side #sq-pairs .sq-pair { margin: 0; padding: .3rem .2rem; }
.sq-board.grid + .sq-side .sq-pair, .sq-board.grid + .sq-side #sq-choose { scroll-margin-top: calc(var(--sq-board-h, 0px) + 12px); }
@media (prefers-reduced-motion: reduce) { .sq-die.rolling { animation: none; } }
"""


def install() -> None:
    """Add the stylesheet to the page (once)."""
    stylesheet.install(STYLE_ID, CSS)
