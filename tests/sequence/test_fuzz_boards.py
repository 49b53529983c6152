"""Fuzzing the board-file parser (issue 16): whatever a board file holds
(the classic board with codes swapped, lines cut or doubled, garbage and
long tokens, byte-order marks, any value that is not text), parse_board
returns a board or raises SetupError with a short message; nothing else."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import SetupError
from engine.sequence.board import parse_board
from engine.sequence.boards import CLASSIC, CUSTOM
from engine.sequence.state import SequenceState

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

TOKENS = st.sampled_from(["XX", "2S", "TH", "AD", "KC", "JD", "JS", "PW", "OR", "10H", "#", "# x", "xx", "\ufeff",
                          "\u200b", "\t", "ß", "Ǆ", "5h", "Z" * 5000, "\r", "\x00", "😀"]) | st.text(max_size=6)


@st.composite
def board_texts(draw) -> str:
    lines = draw(st.sampled_from([CLASSIC, CUSTOM])).splitlines()
    for _ in range(draw(st.integers(1, 4))):
        how = draw(st.sampled_from(["token", "token", "drop-line", "double-line", "garbage-line", "join"]))
        i = draw(st.integers(0, len(lines) - 1))
        if how == "token":
            words = lines[i].split() or [""]
            words[draw(st.integers(0, len(words) - 1))] = draw(TOKENS)
            lines[i] = " ".join(words)
        elif how == "drop-line":
            del lines[i]
            if not lines:
                lines = [""]
        elif how == "double-line":
            lines.insert(i, lines[i])
        elif how == "garbage-line":
            lines.insert(i, " ".join(draw(st.lists(TOKENS, max_size=25))))
        else:
            lines[i:i + 2] = [" ".join(lines[i:i + 2])]
    prefix = draw(st.sampled_from(["", "", "\ufeff", "\ufeff\ufeff", "\n\n"]))
    return prefix + draw(st.sampled_from(["\n", "\r\n", "\r"])).join(lines)


def _only_setup_errors(text) -> None:
    try:
        board = parse_board(text)
    except SetupError as error:
        assert str(error).startswith("board file") and len(str(error)) < 300
        return
    assert board.rows * board.cols >= 5


@SETTINGS
@given(board_texts())
def test_mutated_boards(text) -> None:
    _only_setup_errors(text)


@SETTINGS
@given(st.text(max_size=300) | st.none() | st.integers() | st.binary(max_size=50)
       | st.lists(st.text(max_size=3), max_size=4))
def test_random_values(value) -> None:
    _only_setup_errors(value)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(board_texts())
def test_a_game_with_a_mutated_board_starts_or_is_refused(text) -> None:
    try:
        SequenceState.new({"players": 2, "variant": "custom", "board": text}, 1)
    except SetupError:
        pass


def test_huge_files_are_refused_quickly() -> None:
    for text in ("2S " * 6_000_000, "Z" * 2_000_000, "\n" * 3_000_000, CLASSIC * 2000):
        _only_setup_errors(text)
