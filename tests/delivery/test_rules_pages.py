"""How to play, written for players (issue 67): each game's page, as the page's
own code renders it (tools/prerender.py, web/shell/rules.py), reads in short
parts before its "More details": at most about 2,500 characters of words a
player sees there; no goal card is named by its code (R44, Y35) anywhere on the
page, details included; and Sequoia's says that a pair's two dice are added."""
from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from tools import prerender

BUDGET = 2_500  # characters of the parts before "More details"
GOAL_CODE = re.compile(r"\b[RYG]\d{1,2}\b")  # engine/sequitur/goals.py ids: G01, Y25, R44


class Words(HTMLParser):
    """The text a person reads, before the <details> and in all: what is hidden from
    screen readers and the eye (`aria-hidden`: the pictures) left out."""

    VOID = {"br", "hr", "img", "input", "meta", "link", "col", "wbr"}

    def __init__(self) -> None:
        super().__init__()
        self.before: list[str] = []
        self.all: list[str] = []
        self.hidden_depth = 0  # >0 inside an aria-hidden element
        self.in_details = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "details":
            self.in_details = True
        if tag in self.VOID:
            return
        if self.hidden_depth or dict(attrs).get("aria-hidden") == "true":
            self.hidden_depth += 1

    def handle_endtag(self, tag: str) -> None:
        if tag not in self.VOID and self.hidden_depth:
            self.hidden_depth -= 1

    def handle_data(self, data: str) -> None:
        if self.hidden_depth:
            return
        self.all.append(data)
        if not self.in_details:
            self.before.append(data)


@pytest.fixture(scope="module")
def pages() -> dict[str, Words]:
    screens = prerender.rendered()
    found = {}
    for game in ("sequence", "sequoia", "sequitur"):
        words = Words()
        words.feed(screens[f"rules/{game}"])
        assert words.in_details, f"{game}: no More details"
        found[game] = words
    return found


@pytest.mark.parametrize("game", ["sequence", "sequoia", "sequitur"])
def test_the_parts_before_more_details_are_short(pages: dict[str, Words], game: str) -> None:
    before = " ".join(" ".join(pages[game].before).split())
    assert 500 < len(before) <= BUDGET, (game, len(before))
    assert "More details" in " ".join(pages[game].all)


@pytest.mark.parametrize("game", ["sequence", "sequoia", "sequitur"])
def test_no_goal_card_is_named_by_its_code(pages: dict[str, Words], game: str) -> None:
    text = " ".join(pages[game].all)
    assert not GOAL_CODE.findall(text), (game, GOAL_CODE.findall(text)[:5])


def test_the_goal_cards_are_all_there_by_what_they_ask(pages: dict[str, Words]) -> None:
    from engine.sequitur.goals import GOALS

    text = " ".join(pages["sequitur"].all)
    assert all(goal.text in text for goal in GOALS)


def test_sequoia_says_a_pair_is_the_sum_of_its_two_dice(pages: dict[str, Words]) -> None:
    before = " ".join(" ".join(pages["sequoia"].before).split())
    assert "the two dice are added" in before and "SUM" in before
    assert "3 and 4 make 7" in before
