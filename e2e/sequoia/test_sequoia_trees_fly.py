"""Another seat's move is seen where it lands (issue 65): with animations on, when the pairs are
revealed each AI's trees fly from its pill, in its colour, to the forests they grow in, and the forests
stand still meanwhile; Ann's own trees, and every tree with reduced motion, have no flight (the trees
growing, the glimpse and the news strip tell them)."""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from conftest import wait_ready
from engine.sequoia.events import Revealed
from memory_records import played, store
from web.games.sequoia import GAME
from web.model.seats import Seat, SeatKind
from web.model.session import Session

# each flying tree put on the page: its colour, where it lands (its centre, as laid out, not as it flies:
# scaled), and the forests' centres at that moment
WATCH = """() => { window.__flown = [];
  new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes)
    if (n.classList && n.classList.contains('sq-flying-tree')) requestAnimationFrame(() => {
      const s = n.style, forests = {};
      for (const f of document.querySelectorAll('#sq-forests [data-forest]')) {
        const b = f.getBoundingClientRect(); forests[f.dataset.forest] = [b.left + b.width / 2, b.top + b.height / 2]; }
      window.__flown.push({seat: s.getPropertyValue('--seat').trim(), x: parseFloat(s.left) + n.offsetWidth / 2,
                           y: parseFloat(s.top) + n.offsetHeight / 2, forests}); }); })
  .observe(document.body, {childList: true}); }"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_each_ai_s_trees_fly_from_its_pill_to_their_forests(browser: Browser, base_url: str, motion: str) -> None:
    seats = [Seat("Ann"), Seat("Computer 1", SeatKind.AI, "easy"), Seat("Computer 2", SeatKind.AI, "easy")]
    session = played("sequoia", 5, lambda s: len(s.state.history) >= 6 and 0 in s.waiting(), seats=seats)
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                  reduced_motion=motion)
    page = context.new_page()
    page.goto(f"{base_url}manifest.webmanifest")
    store(page, "sequoia", session.save_text())
    page.goto(f"{base_url}#/sequoia/play")  # animations on, unless the system asks for less motion
    wait_ready(page)
    pair = page.locator("#sq-pairs [data-pair]:not([disabled])").first
    expect(pair).to_be_visible(timeout=30_000)
    page.evaluate(WATCH)
    before = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('#sq-forests [data-forest]')]
        .map(f => { const b = f.getBoundingClientRect(); return [f.dataset.forest, [b.left + b.width / 2, b.top + b.height / 2]]; }))""")
    pair.click()
    expect(page.locator("#sq-glimpse")).to_be_visible(timeout=30_000)  # the reveal, told
    page.wait_for_timeout(1500)
    saved = Session.from_save(GAME, page.evaluate("localStorage.getItem('seqgames.sequoia.game')"))
    revealed = [e for _at, e in saved.events if isinstance(e, Revealed)][-1]
    flown = page.evaluate("window.__flown")
    if motion == "reduce":
        assert flown == []
        return context.close()
    colours = [GAME.colour(saved, seat)[2] for seat in range(3)]
    expected = sorted((colours[seat], forest) for seat in (1, 2) for forest in revealed.grown[seat])
    landed = []
    for tree in flown:
        # the forests stand where they stood at Ann's tap (an AI's "thinking…" once grew the seats strip)
        assert all(abs(tree["forests"][f][1] - before[f][1]) < 1 for f in before), (tree["forests"], before)
        at = {int(f): xy for f, xy in tree["forests"].items()}
        forest = min(at, key=lambda f: abs(at[f][0] - tree["x"]) + abs(at[f][1] - tree["y"]))
        assert abs(at[forest][0] - tree["x"]) + abs(at[forest][1] - tree["y"]) < 2, (tree, at[forest])
        landed.append((tree["seat"], forest))
    assert sorted(landed) == expected, (landed, expected)  # the AIs' trees, none of Ann's
    expect(page.locator(".sq-flying-tree")).to_have_count(0)  # each goes once it has landed
    context.close()
