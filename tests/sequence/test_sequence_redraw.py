"""A tap at the Sequence table redraws only what it changed (issue 49): the
board's spaces are drawn once onto a layer and each drawing puts the chips and
highlights on it in one call to JavaScript (web/page/canvas.py `Batch`, which
web/boot.js `seqgamesPaint` and `canvas.replay` run alike), and the hand's
buttons are changed in place when only their attributes differ
(web/games/sequence/hand_view.py `card_specs`, `changes`). The modules draw
through `js`, so a bare stand-in for the browser's modules lets them import;
the board is drawn on a context that records every call."""
from __future__ import annotations

import importlib
import types
from typing import Any, Iterator

import pytest

from engine.sequence.sequences import EMPTY, FREE
from engine.sequence.state import SequenceState
from tests.browser_stand_ins import Recorder, browser_stand_ins

MODULES = ("web.page.canvas", "web.games.sequence.board_view", "web.games.sequence.hand_view")


@pytest.fixture(scope="module")
def web() -> Iterator[types.SimpleNamespace]:
    with browser_stand_ins() as js:
        canvas, board_view, hand_view = (importlib.import_module(name) for name in MODULES)
        js.seqgamesPaint = canvas.replay  # the page's painter, in Python: what a Batch hands over is drawn by replay
        yield types.SimpleNamespace(canvas=canvas, board_view=board_view, hand_view=hand_view)


def board(web: types.SimpleNamespace, *, layered: bool) -> Any:
    """A classic board's view, without its page: the state a game gives it, a chip of each team,
    a completed sequence, the last move and a chosen card's targets."""
    grid = SequenceState.new({"players": 2}, 1).setup_info()["board"]
    view = object.__new__(web.board_view.BoardView)
    view.rows, view.cols = len(grid), len(grid[0])
    view.codes = [code for row in grid for code in row]
    view.chips = [FREE if code == "XX" else EMPTY for code in view.codes]
    line = [11, 12, 13, 14, 15]
    for cell in line + [40, 41]:
        view.chips[cell] = 0
    view.chips[55] = 1
    view.locked, view.sequences, view.winning = set(line), [(0, line)], set()
    view.targets, view.remove_mode, view.last, view.suggested = {60, 77}, False, 55, 41
    view.ghost, view.animation, view.growing = (60, 0), None, {}
    view.layered, view.base, view.base_key, view.base_min_font = layered, None, None, 12.0
    view.pieces = web.canvas.Pieces(live=layered)
    view.css_targets = layered  # on the page the twin's cells light the targets
    view.still, view.still_key, view.still_min_font = None, None, 12.0
    view.marked_layer, view.marked_key, view.marked_min_font = None, None, 12.0
    view.animation_ms, view.frame_asked = 320.0, False
    view.css_size, view.canvas = (360.0, 360.0), Canvas(720, 720)
    view.shown_sequences, view.shown_min_font = "0:11,12,13,14,15", ""
    view.min_font = 12.0
    return view


def test_a_batch_draws_what_the_calls_made_one_by_one_draw(web: types.SimpleNamespace) -> None:
    """The board painted through a Batch (one call to the painter) makes, on the context,
    exactly the calls that painting straight onto it makes."""
    view = board(web, layered=False)
    direct = Recorder()
    view.paint(direct, 36.0, 360.0, 360.0, None)
    batched, batch = Recorder(), web.canvas.Batch()
    view.paint(batch, 36.0, 360.0, 360.0, None)
    assert len(batch.ops) == len(direct.calls) > 1000
    batch.run(batched)
    assert batched.calls == direct.calls
    assert batch.ops == []  # run starts afresh


def test_the_layer_of_spaces_and_the_drawing_on_it_make_the_whole_board(web: types.SimpleNamespace) -> None:
    """The spaces drawn once (the layer), then the chips and highlights over them: the same
    calls, in the same order, as drawing the whole board at once; and the smallest font said
    is the whole board's."""
    view = board(web, layered=False)
    whole = Recorder()
    view.paint(whole, 36.0, 360.0, 360.0, None)
    whole_font = view.min_font
    spaces, overlay = Recorder(), Recorder()
    view.min_font = 1000.0
    view.paint_spaces(spaces, 36.0, 360.0, 360.0, range(len(view.codes)))
    view.base_min_font = view.min_font
    view.paint(overlay, 36.0, 360.0, 360.0, None, spaces=False)
    assert spaces.calls + overlay.calls == whole.calls
    assert view.min_font == whole_font
    assert not any(call[0] == "roundRect" for call in overlay.calls)  # no space drawn again on a tap
    assert len(overlay.calls) < len(whole.calls) / 5


def test_the_loupe_draws_its_spaces_only(web: types.SimpleNamespace) -> None:
    """The loupe's 3 x 3 spaces: nine spaces drawn, and the chips among them only."""
    view = board(web, layered=False)
    view.ghost = None  # drawn wherever it is (the canvas crops it): not a space of the board's
    loupe = Recorder()
    cells = [r * 10 + c for r in range(3) for c in range(3)]
    view.paint(loupe, 56.0, 560.0, 560.0, None, cells=cells)
    assert sum(1 for call in loupe.calls if call[0] == "roundRect") == 9
    letters = [call for call in loupe.calls if call[0] == "fillText" and call[1] in "BG"]
    assert len(letters) == sum(1 for cell in cells if view.chips[cell] >= 0) == 2  # 11 and 12, of the sequence


class Canvas:
    """A canvas off the page: its pixel size and a context that records."""

    def __init__(self, width: int = 0, height: int = 0) -> None:
        self.width, self.height, self.context = width, height, Recorder()

    def getContext(self, kind: str) -> Recorder:  # noqa: N802 - the canvas's name
        return self.context

    def setAttribute(self, name: str, value: str) -> None:  # noqa: N802
        pass


def chip_letters(calls: list[Any]) -> int:
    """The chips drawn: their letters, or a chip drawn once put down (web/page/canvas.py `Pieces`)."""
    return sum(1 for call in calls if call[0] == "fillText" and call[1] in ("B", "G")
               or call[0] == "piece" and call[1].startswith("chip")
               or call[0] == "drawImage" and any(piece is call[1] for name, piece in PIECES().items() if name.startswith("chip")))


def layers_put(calls: list[Any]) -> int:
    """The layers put down whole (a drawImage at 0, 0 with no size: not a piece)."""
    return sum(1 for call in calls if call[0] == "drawImage" and len(call) == 4)


def PIECES() -> dict[str, Any]:  # noqa: N802 - the module's dict, imported with the stand-ins
    import web.page.canvas
    return web.page.canvas.PIECES


def test_a_card_chosen_draws_its_highlights_on_the_chips_drawn_before(web: types.SimpleNamespace) -> None:
    """The chips and lines standing still are drawn once onto a second layer, on the spaces (each
    chip a piece drawn once a look and size, then put down);
    a card chosen puts it down and draws only the highlights (no chip drawn again, but the
    move waiting for its confirmation); a chip played, or a line growing, draws the chips
    again (a growing line goes under them); the drawing on the layer is the board's split in
    four (the targets on open spaces, under or over the chips alike)."""
    view = board(web, layered=True)
    with off_page_canvases(web):
        overlay, targets, still, marks, moving = Recorder(), Recorder(), Recorder(), Recorder(), Recorder()
        view.paint(overlay, 36.0, 360.0, 360.0, None, spaces=False)
        view.paint_targets(targets, 36.0, range(100))
        view.paint_still(still, 36.0, range(100), None)
        view.paint_marks(marks, 36.0, range(100))
        view.paint_moving(moving, 36.0, None)
        assert targets.calls + still.calls + marks.calls + moving.calls == overlay.calls
        assert chip_letters(still.calls) == 8 and chip_letters(marks.calls) == 1  # the ghost's
        view.draw()
        layer = view.still
        assert chip_letters(layer.context.calls) == 8 and (layer.width, layer.height) == (720, 720)
        # each chip a piece drawn once and put down (web/page/canvas.py `Pieces`): its look costs one call a chip
        assert not any(call[0] == "fillText" for call in layer.context.calls)
        assert len({name for name in PIECES() if name.startswith("chip") and "L:" not in name}) <= 2 * 2  # two teams, in a line or not
        assert chip_letters(view.canvas.context.calls) == 1
        drawn_once = len(layer.context.calls)
        view.canvas.context, view.targets = Recorder(), {70, 88}  # another card chosen
        view.draw()
        assert len(layer.context.calls) == drawn_once  # the layer stays
        painted = view.canvas.context.calls
        assert layers_put(painted) == 1 and chip_letters(painted) == 1
        assert not any(call[0] == "fillRect" for call in painted)  # the targets: lit by the twin's cells
        view.chips[70] = 1  # a chip played: the layer is drawn again
        view.draw()
        assert len(layer.context.calls) > drawn_once and chip_letters(layer.context.calls) == 8 + 9
        view.canvas.context = Recorder()
        view.growing = {(11, 12, 13, 14, 15): (0.0, 500.0)}  # a line growing: every chip each frame
        view.draw(250.0)
        assert chip_letters(view.canvas.context.calls) == 9 + 1
        assert view.marked_layer is None  # no chip was on its way


def test_a_frame_of_a_chip_on_its_way_puts_the_layers_down_and_draws_the_chip(web: types.SimpleNamespace) -> None:
    """While a chip lands, the highlights and marks go onto a third layer, on the chips', and
    each frame puts it down and draws that chip only: with a jack chosen meanwhile (eighty
    highlights), nothing else is drawn again at each frame (it took a phone 25 ms a frame, in
    the frames of the person's tap). The frames stop when it has landed, and a move played
    while a chip still lands asks for each frame once."""
    view = board(web, layered=True)
    asked: list[Any] = []
    with off_page_canvases(web) as js:
        js.requestAnimationFrame = asked.append
        js.performance = types.SimpleNamespace(now=lambda: 1000.0)
        view.element = types.SimpleNamespace(removeAttribute=lambda name: None)
        view._frame_proxy = view._frame
        view.chips[70] = view.chips[71] = 1  # the position shows the chips; the animation draws them on their way
        assert view.animate(70, 1, appearing=True) == 320.0
        assert view.animate(71, 1, appearing=True) == 320.0  # the next move, while the first chip lands
        assert asked == [view._frame]
        view.targets = set(range(20, 100)) - {55, 70, 71}  # a jack chosen: its open spaces
        view.draw(1000.0)
        layer, marked = view.still, view.marked_layer
        calls = (len(layer.context.calls), len(marked.context.calls))
        assert not any(call[0] == "fillRect" for call in marked.context.calls)  # its spaces: lit by the twin
        for now in (1016.0, 1100.0, 1200.0):
            view.canvas.context = Recorder()
            asked.pop()(now)
            assert asked == [view._frame]  # the next frame, asked once
            frame = view.canvas.context.calls
            assert (len(layer.context.calls), len(marked.context.calls)) == calls  # no layer drawn again
            assert layers_put(frame) == 1 and chip_letters(frame) == 1
            assert len(frame) < 40
        view.canvas.context = Recorder()
        asked.pop()(1400.0)  # landed: the chip goes onto the chips' layer, and no frame is asked
        assert asked == [] and view.animation is None
        assert chip_letters(layer.context.calls[calls[0]:]) == 8 + 2
        landed = view.canvas.context.calls  # the chips' layer, and the marks on it
        assert layers_put(landed) == 1 and chip_letters(landed) == 1  # the ghost
        assert not any(call[0] == "fillRect" for call in landed)  # the jack's spaces: lit by the twin


def test_the_pieces_of_sizes_no_longer_drawn_are_let_go(web: types.SimpleNamespace) -> None:
    """A window resized again and again (or a phone turned) asks for every piece at a new size: the
    canvases of the sizes no longer drawn are let go, here and in the page's painter (web/boot.js,
    told by a piece without its canvas), and never one a batch being recorded puts down."""
    canvas, kept, fresh = web.canvas, dict(web.canvas.PIECES), set(web.canvas.FRESH)
    told: list[tuple[str, bool]] = []
    try:
        with off_page_canvases(web) as js:
            js.seqgamesPiece = lambda name, piece: told.append((name, piece is None))
            pieces = canvas.Pieces()
            for size in range(300):  # four pieces a size, as a board's chips are
                batch = canvas.Batch()
                for look in range(4):
                    pieces.put(batch, f"resized{look}:{size}", 0, 0, 10, 10, lambda ctx: ctx.fillRect(0, 0, 1, 1))
                assert all(op[1] in canvas.PIECES for op in batch.ops if op[0] == "piece")
            assert len(canvas.PIECES) <= 2 * canvas.KEPT
            let_go = {name for name, gone in told if gone}
            assert len(let_go) > 900 and not let_go & set(canvas.PIECES)
            assert {f"resized{look}:299@2.00" for look in range(4)} <= set(canvas.PIECES)
    finally:
        canvas.PIECES.clear()
        canvas.PIECES.update(kept)
        canvas.FRESH.clear()
        canvas.FRESH.update(fresh)


class off_page_canvases:
    """Within the block the board's `js` makes recording canvases off the page, at a
    device pixel ratio of 2, and the view draws on a recording canvas of 360 CSS px."""

    def __init__(self, web: types.SimpleNamespace) -> None:
        self.js = web.board_view.js

    def __enter__(self) -> Any:
        self.saved = dict(vars(self.js))
        self.js.document = types.SimpleNamespace(createElement=lambda tag: Canvas())
        self.js.window = types.SimpleNamespace(devicePixelRatio=2)
        self.js.seqgamesPiece = lambda name, canvas: None  # the page's painter keeps its pieces: replay has PIECES
        return self.js

    def __exit__(self, *exc: Any) -> None:
        for name in set(vars(self.js)) - set(self.saved):
            delattr(self.js, name)
        vars(self.js).update(self.saved)


def only_a_layer(calls: list[Any]) -> bool:
    """What the board's canvas got is one layer put down (web/page/canvas.py `replay`), nothing drawn."""
    return [call[0] for call in calls] == ["save", "setTransform", "=globalCompositeOperation", "drawImage", "restore"]


def specs(web: types.SimpleNamespace, hand: list[str], **options: Any) -> Any:
    settings = {"dead": set(), "selected": None, "wild": ("JD", "JC"), "remove": ("JH", "JS"),
                "can_turn_in": True, "active": True}
    settings.update(options)
    return web.hand_view.card_specs(hand, **settings)


HAND = ["2S", "JD", "7H", "QC", "AS"]


def test_choosing_a_card_changes_two_buttons_in_place(web: types.SimpleNamespace) -> None:
    before, after = specs(web, HAND), specs(web, HAND, selected=2)
    assert web.hand_view.changes(before, after) == [
        (0, "tabindex", "-1"),
        (2, "class", "seq-card red selected"), (2, "aria-pressed", "true"), (2, "tabindex", "0")]
    assert web.hand_view.changes(after, after) == []
    back = web.hand_view.changes(after, specs(web, HAND, selected=1))
    assert back == [(1, "class", "seq-card red selected"), (1, "aria-pressed", "true"), (1, "tabindex", "0"),
                    (2, "class", "seq-card red"), (2, "aria-pressed", "false"), (2, "tabindex", "-1")]


def test_the_turn_passing_disables_the_cards_in_place(web: types.SimpleNamespace) -> None:
    assert web.hand_view.changes(specs(web, HAND), specs(web, HAND, active=False)) == [
        (index, "aria-disabled", "true") for index in range(len(HAND))]
    assert web.hand_view.changes(specs(web, HAND, active=False), specs(web, HAND)) == [
        (index, "aria-disabled", None) for index in range(len(HAND))]  # None: the attribute removed


def test_another_hand_or_a_dead_card_builds_the_hand_anew(web: types.SimpleNamespace) -> None:
    changes = web.hand_view.changes
    assert changes(None, specs(web, HAND)) is None  # nothing shown yet
    assert changes(specs(web, HAND), specs(web, HAND[:4] + ["KD"])) is None  # a card played, one drawn
    assert changes(specs(web, HAND), specs(web, HAND[:4])) is None
    assert changes(specs(web, HAND), specs(web, HAND, dead={"7H"})) is None  # its "dead" text and Turn in
    # a dead card's Turn in button goes with the turn: a new button, not an attribute
    assert changes(specs(web, HAND, dead={"7H"}), specs(web, HAND, dead={"7H"}, active=False)) is None


class Space:
    """A twin cell of the board: counts what is set on it."""

    def __init__(self) -> None:
        self.label: str | None = None
        self.target = self.lit = False
        self.touched = 0
        self.classList = types.SimpleNamespace(toggle=self.toggle)

    def setAttribute(self, name: str, value: str) -> None:  # noqa: N802 (the DOM's name)
        assert name == "aria-label"
        self.label, self.touched = value, self.touched + 1

    def toggle(self, name: str, on: bool) -> None:
        assert name in ("target", "lit")
        setattr(self, name, on)
        self.touched += 1


def test_a_redraw_sets_the_labels_and_marks_of_the_spaces_that_changed_only(web: types.SimpleNamespace,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Each update leaves every twin space's label and "target" mark as a full recount makes
    them (space_label and the highlights), touching only the spaces whose label or mark
    differs: choosing a card marks its spaces, and nothing else is set (issue 49: a hundred
    labels made at each tap took a phone 25 ms)."""
    import random

    view = board(web, layered=True)
    view.cells = [Space() for _ in view.codes]
    # web/boot.js's, in Python, on the `js` web/page/dom.py calls (imported before this module's
    # stand-ins when another test of this worker imported it first)
    monkeypatch.setattr(web.board_view.dom.js, "seqgamesSet", lambda root, key_name, changes: web.board_view.dom.set_each_here(
        {str(cell): space for cell, space in enumerate(view.cells)}, changes), raising=False)
    view.grid = None
    view.labels, view.marked, view.lit = [None] * len(view.codes), [None] * len(view.codes), [None] * len(view.codes)
    view.places = [None] * len(view.codes)
    view.shown_sequences, view.element = "", types.SimpleNamespace(setAttribute=lambda *a: None)
    view.chips = [FREE if code == "XX" else EMPTY for code in view.codes]
    view.locked, view.targets, view.remove_mode, view.last, view.suggested, view.ghost = set(), set(), False, None, None, None
    view.scene = lambda: None
    view.drawn = None
    view.draw = view.show_loupe = lambda: None
    rng = random.Random(49)
    chips = list(view.chips)
    for step in range(300):
        before = list(zip(view.labels, view.marked, view.lit))  # what the view set last (None: nothing yet)
        touched = [space.touched for space in view.cells]
        open_cells = [cell for cell, chip in enumerate(chips) if chip == EMPTY]
        if open_cells and step % 3 == 0:
            chips[rng.choice(open_cells)] = rng.randrange(2)
        targets = set(rng.sample(range(len(chips)), rng.randrange(8))) if step % 2 else set()
        locked = {cell for cell in range(len(chips)) if chips[cell] >= 0 and rng.random() < 0.05}
        last, suggested = rng.choice([None, *range(len(chips))]), rng.choice([None, *range(len(chips))])
        ghost = (rng.randrange(len(chips)), 0) if rng.random() < 0.2 else None
        remove_mode = rng.random() < 0.3
        view.update(chips, locked, [], targets=targets, remove_mode=remove_mode, last=last, suggested=suggested,
                    ghost=ghost)
        for cell, space in enumerate(view.cells):
            r, c = divmod(cell, view.cols)
            label = web.board_view.space_label(view.codes[cell], r, c, chips[cell], cell in locked)
            label += ", last move" if cell == last else ""
            label += ", suggested" if cell == suggested else ""
            if cell in targets:
                label += ", you can remove this chip" if remove_mode else ", you can play here"
            label += ", your move, waiting for confirmation" if ghost is not None and cell == ghost[0] else ""
            # lit (sequence.css) where the card may go, but under a move waiting for its confirmation
            lit = cell in targets and not remove_mode and (ghost is None or cell != ghost[0])
            assert (space.label, space.target, space.lit) == (label, cell in targets, lit), (step, cell)
            # set only where it differs from what the view set last
            assert space.touched - touched[cell] == (label != before[cell][0]) + ((cell in targets) != before[cell][1]) \
                + (lit != before[cell][2])
    # a card chosen: its spaces are marked and labelled, and no other space is set at all
    view.update(chips, locked, [], last=last, suggested=suggested)
    touched, made = [space.touched for space in view.cells], []
    label_of = web.board_view.space_label
    web.board_view.space_label = lambda *args: made.append(args) or label_of(*args)
    try:
        view.update(chips, locked, [], targets={20, 30, 44}, last=last, suggested=suggested)
    finally:
        web.board_view.space_label = label_of
    assert len(made) <= 3  # at most three labels made (the spaces' own are kept while their chip stays), not a hundred
    assert [cell for cell, space in enumerate(view.cells) if space.touched != touched[cell]] == [20, 30, 44]
    assert all(view.cells[cell].touched - touched[cell] == 3 for cell in (20, 30, 44))  # its label, mark and light
