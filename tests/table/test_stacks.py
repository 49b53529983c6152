"""The players' stacks (web/model/stacks.py), the end screens' pictures of
points: one scale for every stack, so a taller stack always means more
points and the tallest takes the room; a part shows its number only where
it fits; a part of no points keeps its place and takes no room; Sequoia's
tokens pile evenly, each with its value."""
from __future__ import annotations

import pytest

from web.model.stacks import Part, even, layout, scale


def test_one_scale_for_every_stack_the_tallest_filling_the_room() -> None:
    stacks = [[4, 3, 2], [8, 10], [0, 5]]
    parts = layout(stacks, 180.0, 16.0)
    assert scale(stacks, 180.0) == pytest.approx(10.0)  # 18 points, the most, fill 180 px
    heights = [sum(p.height for p in stack) for stack in parts]
    assert heights == pytest.approx([90.0, 180.0, 50.0])
    for stack, points in zip(parts, stacks):
        assert [p.points for p in stack] == points
        for part in stack:
            assert part.height == pytest.approx(10.0 * part.points)


def test_a_part_shows_its_number_only_where_it_fits() -> None:
    parts = layout([[1, 2, 30]], 165.0, 16.0)[0]  # 5.0 px a point
    assert [p.labelled for p in parts] == [False, False, True]
    assert parts[0] == Part(1, 5.0, False)


def test_a_part_of_no_points_takes_no_room_and_keeps_its_place() -> None:
    parts = layout([[0, 6, 0], [3, 0, 3]], 120.0, 12.0)
    assert [p.height for p in parts[0]] == pytest.approx([0.0, 120.0, 0.0])
    assert [p.labelled for p in parts[0]] == [False, True, False]
    assert [p.height for p in parts[1]] == pytest.approx([60.0, 0.0, 60.0])


def test_no_points_at_all_draws_empty_stacks() -> None:
    assert scale([[0, 0], []], 150.0) == 0.0
    assert all(p.height == 0 and not p.labelled for stack in layout([[0, 0], []], 150.0, 16.0) for p in stack)


def test_tokens_pile_evenly_each_with_its_value() -> None:
    assert even([[5, 1, 6], []], 22.0) == [[Part(5, 22.0, True), Part(1, 22.0, True), Part(6, 22.0, True)], []]
