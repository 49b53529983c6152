"""Sequitur's goals named by what they ask wherever a player reads (issue 80): whole games played by
the AI levels, said in English and German, and no goal card's id (G01, Y25, R39) is left in what the
table shows, only the words the goal card itself shows (card_words.goal_words): the log (each goal
made public, a secret goal met, each claim), the reveal's rows, a round's table (secret goal met,
goals claimed), the end, the confirm bar's and the undo's words (a replay's and a review's moves too),
a replay's steps and its "Reveal all", the spelling step's goals met, a refusal, and the AI's reasons
(Suggest, "Why?", the review's "Better: …"). An old save (catalog 1, tests/data/catalogs) replays
and says its goals by their words too; its record keeps the ids."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Iterator

import pytest

from engine.core.errors import IllegalAction
from engine.core.voice import IT, THEY, YOU
from engine.sequitur.actions import Claim, Keep
from engine.sequitur.ai.greedy import GreedySeat
from engine.sequitur.ai.review import _expert
from engine.sequitur.events import Claimed, GoalsShown, SecretGoalWon
from engine.sequitur.goals import BY_ID
from engine.sequitur.spelling import Spell
from tests.browser_stand_ins import browser_stand_ins
from tests.sequitur.test_sequitur_session import decide, decide_action, new
from tools import words as catalogs
from web.games.sequitur import GAME, narration, refusals
from web.games.sequitur.card_words import goal_words
from web.games.sequitur.decisions_done import done
from web.games.sequitur.preview import goals_met, met_line, met_text
from web.games.sequitur.reasons import reasons
from web.model.session import Session
from web.page import words

advice = __import__("engine.sequitur.ai.advice", fromlist=["reason"])  # the module, not a function

# a goal card's id as the engine has them (engine/sequitur/goals.py: colour letter, two digits; three for
# the cards written for Dutch and Polish words, R101 to R115)
GOAL_ID = re.compile(r"\b[RGY]\d{2,3}\b")
CATALOGS = Path(__file__).resolve().parent.parent / "data" / "catalogs"


def test_every_goal_id_has_the_form_the_check_looks_for() -> None:
    assert all(GOAL_ID.fullmatch(goal) for goal in BY_ID)
    assert not [goal.text for goal in BY_ID.values() if GOAL_ID.search(goal.text)]  # no card's words look like one


class Quick(GreedySeat):
    """The greedy baseline, but it passes at every card (the cards take the most time and name no goal)."""

    def _play(self, obs: dict, legal: list, goals: object) -> object:
        return next(action for action in legal if action.card is None)


LANGUAGES = ("en", "de")


COMPILED: dict[str, object] = {}


def speak(code: str) -> None:
    """Say what follows in `code` (a catalog compiled once)."""
    if code != "en" and code not in COMPILED:
        COMPILED[code] = catalogs.compiled(code)
    words.install(code, COMPILED.get(code))


def move_words(session: Session, seat: int, action: object) -> list[str]:
    """What the table says of a decision that can name a goal, from the game just before it: the
    confirm bar's and the undo's words (a replay's and a review's move too), the goals a word meets
    as it is spelled, a refusal naming the goal claimed, each seat's "Reveal all"."""
    said = [narration.action_text(session, seat, action), done(session, seat, action)]
    mine = session.private(seat)
    if isinstance(action, Spell) and not action.is_nothing:
        goals = list(mine["public"]) + ([mine["secret"]] if mine["secret"] else [])
        met = goals_met(mine["rack"], action, goals, house_rule=False)
        said += [met_text(met, mine["secret"]), met_line(met)]
    if isinstance(action, Claim):  # as if the word did not meet it
        said.append(refusals.sentence(session, IllegalAction(seat, action, "not met", code="goal-not-met")))
    return said + [GAME.hidden(session, other) for other in range(len(session.seats))]


def game_words(session: Session) -> list[str]:
    """What the table says of a finished game that can name a goal: the log, the reveal's rows, each
    round's table, the end."""
    said = list(session.log)
    for at in sorted({at for at, _event in session.events}):
        shown = narration.reveal(session, [event for when, event in session.events if when == at])
        if shown is not None:
            said += [shown[0]] + [row for _seat, row in shown[1]]
    for summary in narration.rounds(session):
        for seat in range(len(session.seats)):
            said += list(narration.round_words(summary, seat))
    title, scores, decided = narration.ending(session)
    return said + [title, decided] + scores


@pytest.fixture(scope="module")
def games() -> list[tuple[Session, dict[str, list[str]], list[tuple[int, object, dict]]]]:
    """Whole games of one, two and three seats played by `Quick`: each game, what its table says in
    each of LANGUAGES (the log as the game went in that language, a game replayed from its record
    once more), and its goal decisions (a goal kept or discarded, a claim) as (seat, action, the
    seat's observation then)."""
    out = []
    try:
        for players, seed in ((1, 3), (2, 5), (3, 8)):
            names = ["Ann", "Bob", "Cy"][:players]
            session = new(players, seed=seed, names=names)
            seats = [Quick(seed * 7 + s) for s in range(players)]
            said: dict[str, list[str]] = {code: [] for code in LANGUAGES}
            goals = []
            while not session.is_over:
                seat = session.waiting()[0]
                action = decide_action(session, seats, seat)
                if isinstance(action, (Keep, Spell, Claim)):
                    for code in LANGUAGES:
                        speak(code)
                        said[code] += move_words(session, seat, action)
                    if isinstance(action, (Keep, Claim)):
                        goals.append((seat, action, session.state.observation(seat)))
                decide(session, seat, action)
            record = session.save_text()
            for code in LANGUAGES:
                speak(code)
                said[code] += game_words(Session.from_save(GAME, record))  # the log in this language
            out.append((session, said, goals))
    finally:
        speak("en")
    events = [event for session, _said, _goals in out for _at, event in session.events]
    assert any(isinstance(e, GoalsShown) and any(e.public) for e in events)
    assert any(isinstance(e, SecretGoalWon) for e in events) and any(isinstance(e, Claimed) for e in events)
    return out


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    words.install("en", None)


def replay_steps(session: Session) -> list[str]:
    """The replay's words, revealed (web/table/replay.py `step_text`), of every step that can name a
    goal: a goal kept, made public, met or claimed."""
    goal_events = (GoalsShown, SecretGoalWon, Claimed)
    steps = {at for at, event in session.events if isinstance(event, goal_events)}
    steps |= {count + 1 for count, (_seat, action) in enumerate(session.state.history) if isinstance(action, (Keep, Claim))}
    with browser_stand_ins():
        from web.table.replay import step_text
        return [step_text(session, count, True) for count in sorted(steps)]


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_goal_is_named_by_its_id_in_whole_games(games, code: str, speaking: None) -> None:
    for number, (session, said, _goals) in enumerate(games):
        speak(code)
        lines = said[code] + (replay_steps(session) if number == 1 else [])
        with_ids = [line for line in lines if GOAL_ID.search(line)]
        assert not with_ids, with_ids[:5]
        # each goal met or claimed is named by its card's words, quoted as the language quotes
        text = "\n".join(lines)
        opens, closes = ("“", "”") if code == "en" else ("„", "“")
        for _at, event in session.events:
            if isinstance(event, (Claimed, SecretGoalWon)):
                assert f"{opens}{goal_words(event.goal)}{closes}" in text


def test_the_log_and_a_rounds_table_name_a_goal_by_its_cards_words(games, speaking: None) -> None:
    session, said, _goals = games[1]
    claim = next(e for _at, e in session.events if isinstance(e, Claimed))
    goal = BY_ID[claim.goal]
    points = "1 point" if goal.points == 1 else f"{goal.points} points"
    assert f"{session.name(claim.seat)} claims “{goal.text}” ({goal.colour}, {points})." in said["en"]
    summary = next(r for r in narration.rounds(session) if (claim.seat, claim.goal) in r.claims)
    assert f"“{goal.text}” (+{goal.points})" in narration.round_words(summary, claim.seat)[2]
    speak("de")
    colour = {"red": "rot", "yellow": "gelb", "green": "grün"}[goal.colour]
    german = "1 Punkt" if goal.points == 1 else f"{goal.points} Punkte"
    text = goal_words(claim.goal)  # the card's words in German (issue 84)
    assert text != goal.text
    assert f"„{text}“ ({colour}, {german})" in narration.narrate(session, [claim])[0]
    assert f"„{text}“ (+{goal.points})" in narration.round_words(summary, claim.seat)[2]


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_ais_reasons_name_goals_by_their_words(games, code: str, speaking: None) -> None:
    """Suggest's, "Why?"'s and the review's reasons of each goal kept, made public or claimed of a
    two-seat game: the engine's English (what a bot reads, and the page without the codes) and the
    page's words, in each voice."""
    speak(code)
    session, _said, goals = games[1]
    expert = _expert(0, session.state.public_observation())
    said = []
    for _seat, action, observation in goals[:16]:
        codes = advice.reason(expert, observation, action)
        json.dumps(codes)  # JSON, as the worker carries it
        for voice, name in ((YOU, "you"), (THEY, "they"), (IT, "it")):
            phrased = reasons(codes, name)
            assert phrased is not None, codes
            said += list(advice.english(codes, voice=voice)) + list(phrased)
    assert len(said) > 20 and any(goal_words(action.goal) in text for _s, action, _o in goals[:16]
                                  if isinstance(action, Claim) for text in said)
    assert not [line for line in said if GOAL_ID.search(line)]


def test_an_old_save_replays_and_names_its_goals_by_their_words(speaking: None) -> None:
    """A catalog 1 save (before issue 80: the log then named goals by their ids) still loads; its
    record keeps the ids, what the table says names none."""
    text = (CATALOGS / "sequitur-catalog-1.json").read_text()
    session = Session.from_save(GAME, text)
    assert GOAL_ID.search(text)  # the record's codes are as they were
    for code in LANGUAGES:
        speak(code)
        again = Session.from_save(GAME, text)
        assert again.state.history == session.state.history
        assert not [line for line in again.log if GOAL_ID.search(line)], again.log
    assert not [line for line in replay_steps(again) if GOAL_ID.search(line)]  # in German


def test_the_spelling_steps_line_counts_the_goals_a_screen_reader_hears_named(speaking: None) -> None:
    """The spelling step shows one short line a phone keeps whole (the goals light up themselves): their
    count and points, the secret goal among them; the sentence a screen reader hears names each."""
    red, green = sorted(g for g in BY_ID if g[0] == "R")[0], sorted(g for g in BY_ID if g[0] == "G")[0]
    assert met_line([red, green]) == "Meets 2 goals (4 points)"  # red 3, green 1
    assert met_line([green]) == "Meets 1 goal (1 point)"
    assert met_text([red, green], green) == f"This word meets “{BY_ID[red].text}” (red, 3 points) and your secret goal."
    assert met_line([]) == met_text([], None) == "This word meets no goal in play."
    speak("de")
    assert met_line([red, green]) == "Erfüllt 2 Ziele (4 Punkte)"
    speak("pl")
    assert met_line([red, green]) == "Spełnia 2 cele (4 punkty)"
