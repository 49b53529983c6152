"""The geometry of the Sequoia table (web/games/sequoia/forest_view.py): the
eleven forests as wedges of a ring, their twin buttons on them, and the
players' stacks of trees (grouped in fives) fitting inside at 2-5 players
and 0-20 trees. The module draws through `js`, so a bare stand-in for the
browser's modules lets it import; only its pure helpers are called."""
from __future__ import annotations

import importlib
import math
import types
from typing import Iterator

import pytest

from engine.sequoia.forests import FORESTS
from engine.sequoia.state import MAX_PLAYERS, MIN_PLAYERS
from tests.browser_stand_ins import Recorder, browser_stand_ins

MODULE = "web.games.sequoia.forest_view"


@pytest.fixture(scope="module")
def fv() -> Iterator[types.ModuleType]:
    with browser_stand_ins():
        yield importlib.import_module(MODULE)


def test_each_forest_button_lies_on_its_own_wedge(fv: types.ModuleType) -> None:
    """The twin's button of forest i (centred on centre_of(i), BUTTON wide) is all inside wedge i."""
    for i in range(len(FORESTS)):
        x, y = fv.centre_of(i)
        assert fv.forest_at(x, y) == i
        for k in range(36):
            a = 2 * math.pi * k / 36
            r = fv.BUTTON / 2
            assert fv.forest_at(x + r * math.cos(a), y + r * math.sin(a)) == i


def test_forests_go_clockwise_from_the_top_and_the_middle_is_no_forest(fv: types.ModuleType) -> None:
    m = fv.MIDDLE
    assert fv.forest_at(m, m - fv.OUTER + 2) == 0  # forest 2 at the top
    assert fv.forest_at(m + 150, m) == 3  # forest 5 just after three o'clock
    assert fv.forest_at(m, m) is None
    assert fv.forest_at(m + fv.INNER - 1, m) is None
    assert fv.forest_at(1, 1) is None  # a corner, outside the ring


@pytest.mark.parametrize("players", range(MIN_PLAYERS, MAX_PLAYERS + 1))
def test_every_lane_fits_its_wedge_from_its_foot(players: int, fv: types.ModuleType) -> None:
    """The lanes side by side, at the letters' radius, stay inside the wedge (GAP from its sides)."""
    half = fv.LANES_START * math.tan(fv.SPAN / 2) - fv.GAP / 2
    offsets = [fv.lane_offset(s, players) for s in range(players)]
    assert offsets == sorted(offsets)
    assert max(abs(o) for o in offsets) + fv.lane_width(players) / 2 <= half
    assert fv.lane_width(players) >= 11  # wide enough to see a tree in a phone's third of the canvas


@pytest.mark.parametrize("most", range(0, 21))
def test_stacks_of_up_to_twenty_fit_and_show_groups_of_five(most: int, fv: types.ModuleType) -> None:
    pitch = fv.pitch_for(most)
    assert 4 <= pitch <= fv.MAX_PITCH
    spans = [fv.tree_span(k, pitch) for k in range(most)]
    if spans:
        assert spans[0][0] == fv.TREES_START and spans[-1][1] <= fv.TREES_END
    for k in range(1, most):
        gap = spans[k][0] - spans[k - 1][1]
        assert gap > 1  # every tree a separate mark
        if k % 5 == 0:  # after each five, a wider gap: tally groups
            assert gap >= spans[k - 1][0] - spans[k - 2][1] + fv.FIVE_GAP - 0.01
    assert fv.pitch_for(most + 1) <= pitch


def test_a_forest_label_reads_naturally_face_up_and_face_down(fv: types.ModuleType) -> None:
    """SETUP (RULINGS Sequoia 1: tokens face up, or face down until scoring): the twin's label says
    "tokens face down" once, and a count never runs into a name ending in a number."""
    from web.games.sequoia import GAME
    from web.model.seats import Seat, SeatKind
    from web.model.session import Session

    seats = [Seat("Player 1"), Seat("Bob", SeatKind.AI, "easy")]
    down = Session.new(GAME, {"players": 2, "tokens": "face-down"}, seats, {}, 4)
    for seat in down.waiting():
        down.apply(seat, max(down.state.legal_actions(seat), key=lambda a: (a[0] == a[1], a)))
    pair = down.state.revealed[0]
    label = fv.forest_label(down, pair[0])
    assert label.startswith(f"Forest {pair[0]}: tokens face down; Player 1: ")
    assert label.count("face down") == 1
    assert "Player 1: 2 trees" in label if pair[0] == pair[1] else "Player 1: 1 tree," in label
    empty = next(f for f in range(2, 13) if down.state.observation(0)["trees"][str(f)] == [0, 0])
    assert fv.forest_label(down, empty) == f"Forest {empty}: tokens face down; Player 1: no trees, Bob: no trees"
    up = Session.new(GAME, {"players": 2, "tokens": "face-up"}, seats, {}, 4)
    first, second = up.state.observation(0)["tokens"]["7"]
    assert fv.forest_label(up, 7) == f"Forest 7: tokens {first} and {second}; Player 1: no trees, Bob: no trees"


@pytest.mark.parametrize("line", ["LEAST_LINE", "LINE", "MOST_LINE"])
@pytest.mark.parametrize("width", [288.0, 358.0, 479.0])
@pytest.mark.parametrize("players", range(MIN_PLAYERS, MAX_PLAYERS + 1))
def test_phone_grid_cards_fit_and_are_touch_targets(fv: types.ModuleType, width: float, players: int, line: str) -> None:
    """On a phone (a board narrower than WHEEL_MIN) the forests are a grid of
    cards: every card inside the board's width, none overlapping, each at
    least 44 x 44 CSS px (its twin button covers it), rows in order 2..12."""
    line = float(getattr(fv, line))  # the least a small phone's stage gets, the usual, the most
    cards = [fv.grid_cell(i, width, players, line) for i in range(len(FORESTS))]
    for i, (x, y, w, h) in enumerate(cards):
        assert 0 <= x and x + w <= width + 1e-6
        assert 0 <= y and y + h <= fv.grid_height(width, players, line) + 1e-6
        assert w >= 44 and h >= 44, (i, w, h)
        assert fv.grid_forest_at(x + w / 2, y + h / 2, width, players, line) == i
        for j, (x2, y2, w2, h2) in enumerate(cards[:i]):
            assert x + w <= x2 or x2 + w2 <= x or y + h <= y2 or y2 + h2 <= y, (i, j)
        if i:  # reading order: left to right, then the next row
            px, py = cards[i - 1][:2]
            assert (y, x) > (py, px)
    # a card holds its number and tokens line, then a line per player (the text is 12-18 px)
    assert cards[0][3] >= fv.CARD_HEAD + 12 * players
    assert fv.grid_forest_at(width / 2, fv.grid_height(width, players, line) + 5, width, players, line) is None


@pytest.mark.parametrize("players", range(MIN_PLAYERS, MAX_PLAYERS + 1))
def test_the_grid_s_line_fills_the_stage_between_its_least_and_most(fv: types.ModuleType, players: int) -> None:
    """The cards' line grows to fill a tall stage and shrinks to fit a short one (a
    320x640 phone), never under LEAST_LINE (its 12 px count) nor over MOST_LINE."""
    width = 304.0
    for room in range(60, 900, 7):
        line = fv.grid_line(float(room), players)
        assert fv.LEAST_LINE <= line <= fv.MOST_LINE
        if fv.LEAST_LINE < line < fv.MOST_LINE:  # between the ends it fits the room, within a pixel a line
            assert fv.grid_height(width, players, line) <= room < fv.grid_height(width, players, line + 1)
    assert fv.grid_line(170.0, 2) == 12  # the small phone's stage at 2 players: 3 rows of 24 + 6 + 2 x 12


@pytest.mark.parametrize("players", range(MIN_PLAYERS, MAX_PLAYERS + 1))
def test_a_crowded_short_stage_puts_two_players_a_line(fv: types.ModuleType, players: int) -> None:
    """Issue 80: where four or five players' lines, one a line at LEAST_LINE, are taller than the
    stage (a 320x640 phone, a phone held sideways), a card holds two players a line at LEAST_LINE, so
    the three rows of forests fit where they did not; elsewhere one a line, as before."""
    width = 304.0
    for room in range(100, 700, 5):
        across = fv.grid_across(float(room), players)
        one = fv.grid_height(width, players, fv.LEAST_LINE)
        assert across == (2 if players >= 4 and one > room else 1), (room, players)
        if across == 2:
            line = fv.grid_line(float(room), players, across)
            assert line == fv.LEAST_LINE
            assert fv.grid_height(width, players, line, 2) < one
            cards = [fv.grid_cell(i, width, players, line, 2) for i in range(len(FORESTS))]
            assert all(h >= 44 for _x, _y, _w, h in cards)  # still a target a finger hits
            x, y, w, h = cards[5]
            assert fv.grid_forest_at(x + w / 2, y + h / 2, width, players, line, 2) == 5
    # the 320x640 phone's stage at five players (about 185 px): one a line 278 px, two a line 182
    assert fv.grid_height(width, 5, fv.LEAST_LINE) > 185 >= fv.grid_height(width, 5, fv.LEAST_LINE, 2)


def test_the_forests_drawn_in_one_call_are_drawn_alike(fv: types.ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    """The wheel's wedges and stacks and a grid's card, recorded in a Batch and run in one
    call (web/page/canvas.py), make the calls drawing them one by one makes: the wedge's
    arc drawn back (anticlockwise), a rotation, text fitted to a width."""
    canvas = importlib.import_module("web.page.canvas")
    monkeypatch.setattr(fv.js, "seqgamesPaint", canvas.replay, raising=False)  # web/boot.js's painter, in Python

    def draw(ctx: object) -> None:
        fv._wedge(ctx, 3)
        fv._stacks(ctx, 3, [4, 7, 0], fv.pitch_for(7), [1, 1], 0.5)
        fv.draw_card(ctx, (0.0, 0.0, 120.0, 90.0), 5, [2, 6, 1], (3, 1), 6, chosen=5, fresh=[1], growth=1.0)
        ctx.fillText("Turn 3", 10, 20, 80)

    direct, batched, batch = Recorder(), Recorder(), canvas.Batch()
    draw(direct)
    draw(batch)
    batch.run(batched)
    assert batched.calls == direct.calls
    assert ("arc", fv.MIDDLE, fv.MIDDLE) == direct.calls[1][:3] and direct.calls[2][-1] is True  # the inner arc, back
    assert any(call[0] == "rotate" for call in direct.calls) and ("fillText", "Turn 3", 10, 20, 80) in direct.calls


def test_a_cards_frame_and_tokens_are_drawn_once_and_put_down(fv: types.ModuleType,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """A card's frame (its shadow, face, edges lit from the top left) and its two tokens are pieces
    (web/page/canvas.py `Pieces`): drawn once each on a canvas off the page, then put down by one call
    at every drawing, so the lit look costs a drawing less than the flat one did; a card drawn in place
    (a picture) draws the same."""
    canvas = importlib.import_module("web.page.canvas")
    made: list[object] = []

    class OffPage:
        def __init__(self) -> None:
            self.width = self.height = 0
            self.context = Recorder()
            made.append(self)

        def getContext(self, kind: str) -> Recorder:  # noqa: N802
            return self.context

    monkeypatch.setattr(fv.js, "document", types.SimpleNamespace(createElement=lambda tag: OffPage()), raising=False)
    monkeypatch.setattr(fv.js, "window", types.SimpleNamespace(devicePixelRatio=2), raising=False)
    monkeypatch.setattr(fv.js, "seqgamesPiece", lambda name, piece: None, raising=False)
    monkeypatch.setattr(fv.js, "seqgamesPaint", canvas.replay, raising=False)
    pieces = canvas.Pieces()

    def drawn(forest: int) -> list[tuple]:
        batch = canvas.Batch()
        fv.draw_card(batch, (0.0, 0.0, 88.0, 96.0), forest, [2, 6, 1], (3, 1), 6, pieces=pieces)
        return batch.ops

    first = drawn(5)
    assert len(made) == 3 and [op[0] for op in first].count("piece") == 3  # the frame and two tokens
    again = drawn(6)  # another forest with the same tokens: nothing drawn anew
    assert len(made) == 3 and [op[0] for op in again].count("piece") == 3
    assert not any(op[0] == "arc" or op == ["fillText", "3", *op[2:]] for op in again)  # the tokens: put down only
    lit = made[0].context.calls
    assert any(call[0] == "roundRect" for call in lit) and any(call == ("=strokeStyle", fv.look.SHEEN) for call in lit)
    in_place = Recorder()
    fv.draw_card(in_place, (0.0, 0.0, 88.0, 96.0), 5, [2, 6, 1], (3, 1), 6)
    assert ("=strokeStyle", fv.look.SHEEN) in in_place.calls and not any(c[0] == "drawImage" for c in in_place.calls)
