"""The Sequitur screens' CSS (letter balls, goal cards, the panels), added
once when Sequitur opens, after the table's shared look (web/ui/style.py).
The text is a constant of this module, never user data."""
from __future__ import annotations

from web.page import stylesheet

STYLE_ID = "sr-style"

CSS = """
.sr-ball.fresh { box-shadow: 0 0 0 3px #ff8c1a; animation: sr-pop calc(.4s * var(--pace, 1)) ease-out; }
@keyframes sr-pop { from { transform: scale(.4); opacity: .2; } to { transform: scale(1); opacity: 1; } }
.sr-chip.fresh { outline: 3px solid #ff8c1a; outline-offset: 1px; }
.sr-met { margin: .2rem 0 .6rem; }
.sr-met-list { margin: .3rem 0; }
.sr-secret-tag { display: inline-block; margin-left: .4rem; font-size: .75rem; font-weight: 700; text-transform: uppercase; color: #7b3fb0; }
.sr-game { display: grid; gap: .8rem; }
.sr-game h2 { font-size: 1.05rem; margin: .4rem 0; }
.sr-game h3 { font-size: .98rem; margin: .3rem 0; }
.sr-private:empty { display: none; }
.sr-private { background: var(--card); border: 2px solid var(--felt); border-radius: 12px; padding: .6rem .8rem; min-width: 0; overflow-wrap: anywhere; }
.sr-panel-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .4rem; }
.sr-rack { list-style: none; margin: .5rem 0; padding: .45rem; display: flex; flex-wrap: wrap; gap: .3rem; align-items: center;
  background: #6b4a2b; border-radius: 999px; min-height: 3.2rem; }
.sr-rack li { display: flex; }
.sr-ball { position: relative; display: inline-grid; place-items: center; width: 2.75rem; height: 2.75rem; border-radius: 50%;
  border: 2px solid #c9bfa9; background: radial-gradient(circle at 35% 30%, #fff, #f1e8d6 60%, #d8cbb0); color: #1d2421;
  font: 800 1.25rem/1 system-ui, sans-serif; padding: 0; flex: none; }
.sr-ball.blank { background: radial-gradient(circle at 35% 30%, #fff, #e9eef5 60%, #c2ccd8); }
button.sr-ball { cursor: pointer; }
button.sr-ball:focus-visible, .sr-gap:focus-visible { outline: 3px solid #111; box-shadow: 0 0 0 6px var(--focus); }
.sr-ball .sr-points { position: absolute; right: .2rem; bottom: .05rem; font-size: 12px; line-height: 1; font-weight: 700; color: #8a3b12; }
.sr-ball.chosen { border-color: #8a6508; box-shadow: 0 0 0 3px var(--focus); transform: translateY(-4px); }
.sr-ball .sr-order { position: absolute; top: -.45rem; left: -.3rem; background: var(--felt); color: #fff; border-radius: 999px;
  font-size: 12px; line-height: 1.1; min-width: 1rem; padding: 0 .2rem; }
.sr-ball.drawn { width: 2.2rem; height: 2.2rem; font-size: 1rem; vertical-align: middle; }
.sr-gap { width: 2.75rem; height: 2.75rem; border-radius: 6px; border: 2px dashed #f2c14e; background: transparent; color: #fff;
  font: 800 1rem system-ui, sans-serif; cursor: pointer; padding: 0; }
.sr-goals { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr)); gap: .4rem; }
.sr-goals .sr-goal { max-width: none; font-size: .84rem; padding: .35rem .5rem; }
.sr-goal { display: flex; flex-direction: column; gap: .25rem; max-width: 16rem; padding: .45rem .6rem; border-radius: 8px;
  background: #fffdf8; border: 2px solid; border-left-width: 10px; font-size: .9rem; }
.sr-goal.red { border-color: #c0392b; } .sr-goal.yellow { border-color: #d4a017; } .sr-goal.green { border-color: #2e8b57; }
.sr-goal-head { font-size: max(12px, .72rem); font-weight: 700; text-transform: uppercase; letter-spacing: .03em; color: var(--muted); }
.sr-drawn-goals { display: flex; flex-wrap: wrap; gap: .5rem; margin: .4rem 0; }
.sr-secret { margin: .3rem 0; }
.sr-secret .sr-goal { border-style: double; border-width: 4px; border-left-width: 10px; }
.sr-chip { display: inline-block; padding: 0 .4rem; margin: 0 .2rem .2rem 0; border-radius: 6px; font-size: .8rem; font-weight: 700; color: #fff; }
.sr-chip.red { background: #c0392b; } .sr-chip.yellow { background: #8a6508; } .sr-chip.green { background: #237a4b; }
.sr-stacks { list-style: none; padding: 0; margin: 0; display: grid; gap: .25rem; }
.sr-cards h3 { margin-top: .6rem; }
.sr-card-list { list-style: none; padding: 0; margin: 0; display: grid; gap: .3rem; font-size: .9rem; }
.sr-card { padding: .3rem .5rem; border-radius: 8px; background: #f6f1e6; border: 1px solid #e1d9c7; }
.sr-card.used { opacity: .6; text-decoration: line-through; }
.sr-card .button { margin: 0 0 0 .4rem; padding: .3rem .8rem; font-size: .9rem; }
.sr-card-status { color: var(--muted); }
.sr-word { font-size: 1.2rem; margin: .3rem 0; min-height: 1.6em; }
.sr-verdict { margin: .2rem 0; padding: .3rem .5rem; border-radius: 6px; }
.sr-verdict.ok { background: #e3f4e8; color: #1d5e36; } .sr-verdict.bad { background: #fff6d9; color: #6b4a00; }
.sr-colour.red { background: #c0392b; border-color: #c0392b; } .sr-colour.yellow { background: #8a6508; border-color: #8a6508; }
.sr-colour.green { background: #237a4b; border-color: #237a4b; }
.sr-players { border-collapse: collapse; width: 100%; font-size: .88rem; }
/* names and words wrap between words only ("Computer 1", never "Compu / ter 1"); a table wider
   than the screen scrolls in its own box (.sr-table-wrap), not the page */
.sr-players th, .sr-players td { text-align: left; padding: .2rem .35rem; border-bottom: 1px solid #e1d9c7; vertical-align: top;
  overflow-wrap: normal; word-break: normal; hyphens: manual; }
.sr-who { display: inline-flex; align-items: center; gap: .3rem; overflow-wrap: anywhere; }
.sr-players .seat-name, .sr-players .sr-name { overflow-wrap: normal; }  /* a name breaks between words only */
.sr-dot { width: .8rem; height: .8rem; border-radius: 50%; flex: none; }
.sr-meta { color: var(--muted); font-weight: 400; }
.sr-line { display: block; font-size: .78rem; }
.sr-players th[scope=row] { min-width: 5rem; }
.sr-players th[scope=col] { overflow-wrap: normal; }
.sr-table-wrap { overflow-x: auto; }
.sr-layout { display: grid; gap: .8rem; align-items: start; grid-template-columns: minmax(0, 1fr); }
.sr-col { display: grid; gap: .8rem; min-width: 0; align-content: start; }
.sr-col > * { min-width: 0; }  /* a wide table scrolls in its own box, not the page */
@media (min-width: 60rem) { .sr-layout { grid-template-columns: minmax(0, 1fr) minmax(0, 26rem); } }
/* a desktop: the table takes more of the screen, so the players' table (five pills with their AI
   levels, six columns) fits its column whole */
main:has(.sr-game) { max-width: 72rem; }
@media (min-width: 75rem) { .sr-layout { grid-template-columns: minmax(0, 1fr) minmax(0, 34rem); } }
.sr-deciding { font-style: italic; }
.sr-bag { font-weight: 600; }
.sr-none { color: var(--muted); }
.sr-seat-no { display: inline-grid; place-items: center; width: 1.6rem; height: 1.6rem; border-radius: 50%; color: #fff; font-weight: 800; }
.sr-seat-row[hidden], .seq-setup [hidden] { display: none !important; }
.sr-ladder li.reached { font-weight: 700; }
.sr-round { margin-bottom: .5rem; }
.sr-summaries:empty { display: none; }
@media (max-width: 34rem) {
  /* the rack runs the screen's full width: eight 44 px balls fit one row at 390 px; a rack that
     does not fit takes two even rows (--half columns), read like text, left to right then below */
  .sr-rack:not(.with-gaps) { display: grid; grid-template-columns: repeat(var(--balls), 2.75rem); justify-content: center;
    gap: .4rem 4px; }
  .sr-rack { width: 100vw; box-sizing: border-box; margin-left: calc(50% - 50vw); margin-right: 0;
    border-radius: 0; padding: 3px; justify-content: center; gap: .4rem 4px; }
  .sr-players { font-size: .78rem; }
  .sr-players th, .sr-players td { padding: .15rem .2rem; }
}
/* Insert: the balls 46 px apart; each gap is a 44 px target centred on the edge between two balls
   (the balls are not buttons in this step), drawn as a gold bar with its "+", so the rack and its
   gaps take the room of the balls alone */
.sr-rack.with-gaps { gap: .4rem 0; padding-left: calc(.45rem + 22px); padding-right: calc(.45rem + 22px); }
.sr-rack.with-gaps > li { margin: 0 1px; }
.sr-rack.with-gaps > li.sr-gap-slot { width: 0; margin: 0; position: relative; z-index: 1; }
.sr-rack.with-gaps .sr-gap { flex: none; margin-left: -22px; border: 0; border-radius: var(--r-s); color: #1d2421;
  font: 800 14px/1 system-ui, sans-serif;
  background: radial-gradient(circle, #f2c14e 0 10px, transparent 11px), linear-gradient(#f2c14e, #f2c14e) center / 4px 100% no-repeat; }
@media (max-width: 34rem) {
  /* on a phone, rows like the rack's: --cols balls a row, all of them when they fit with the two
     ends' half gaps, else half (the queries below), so a rack of eight takes two rows, not four */
  .sr-rack.with-gaps { --cols: var(--balls); justify-content: flex-start;
    padding: 3px max(22px, calc((100vw - var(--cols) * 46px) / 2)); }
}
@media (max-width: 22.8rem) { .sr-rack.with-gaps[data-size="7"] { --cols: var(--half); } }
@media (max-width: 25.7rem) { .sr-rack.with-gaps[data-size="8"] { --cols: var(--half); } }
@media (max-width: 28.6rem) { .sr-rack.with-gaps[data-size="9"] { --cols: var(--half); } }
@media (max-width: 31.5rem) { .sr-rack.with-gaps[data-size="10"] { --cols: var(--half); } }
@media (max-width: 34rem) { .sr-rack.with-gaps[data-size="11"], .sr-rack.with-gaps[data-size="12"] { --cols: var(--half); } }
@media (max-width: 27.1rem) { .sr-rack:not(.with-gaps)[data-size="9"], .sr-rack:not(.with-gaps)[data-size="10"],
  .sr-rack:not(.with-gaps)[data-size="11"], .sr-rack:not(.with-gaps)[data-size="12"] { grid-template-columns: repeat(var(--half), 2.75rem); } }
@media (max-width: 24.1rem) { .sr-rack:not(.with-gaps)[data-size="8"] { grid-template-columns: repeat(var(--half), 2.75rem); } }
@media (max-width: 21.1rem) { .sr-rack:not(.with-gaps)[data-size="7"] { grid-template-columns: repeat(var(--half), 2.75rem); } }
@media (max-width: 18.1rem) { .sr-rack:not(.with-gaps)[data-size="6"] { grid-template-columns: repeat(var(--half), 2.75rem); } }
"""


def install() -> None:
    """Add the stylesheet to the page (once)."""
    stylesheet.install(STYLE_ID, CSS)
