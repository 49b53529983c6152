""""Suggest a move" in the three games (web/ui/suggest.py, the engines'
`suggest`): one wording, one option, and for each game a suggestion worked
out from the seat's observation only, naming the clear best choice with a
reason that is true of the position."""

from __future__ import annotations

import json

import pytest

from engine.core.rng import Rng
from engine.core.seats import Decision
from engine.sequence.state import SequenceState
from engine.sequitur import dictionary
from engine.sequitur.ai import make_seat as sequitur_seat
from engine.sequitur.ai.advice import plan_word, suggest as sequitur_suggest
from engine.sequitur.ai.expert import STEPS_AFTER, ExpertSeat, goal_mask
from engine.sequitur.cards import SHIFT, SWAP, Play, swap
from engine.sequitur.goals import BY_ID
from engine.sequitur.spelling import Spell, Word, read_word
from engine.sequitur.state import SequiturState
from engine.sequoia.actions import Sums
from engine.sequoia.ai import suggest as sequoia_suggest
from engine.sequoia.state import SequoiaState
from positions import sequoia_last_turn
from steady_clock import steady
from web.table.ai_worker import suggest as worker_suggest
from web.model.hints import check_hints
from web.model.wording import ALLOW_HINTS, SUGGEST, suggestion_text


@pytest.fixture
def steady_clock(monkeypatch):
    steady(monkeypatch, ("engine.sequoia.ai.levels", "engine.sequoia.ai.search", "engine.sequitur.ai.seat",
                         "engine.sequitur.ai.expert"))


def _info(state, seat: int) -> dict:
    info = state.start_message(seat)
    info.pop("type", None)
    return info


# --- the shared words and option --------------------------------------------------------
def test_one_wording_for_every_game():
    assert suggestion_text("Choose 6 and 8", "widens your lead in forest 8 from 1 to 2") == \
        "Suggestion: Choose 6 and 8, which widens your lead in forest 8 from 1 to 2."
    assert suggestion_text("Pass.", "") == "Suggestion: Pass."
    assert suggestion_text("Spell CAT", "meets your secret goal.") == "Suggestion: Spell CAT, which meets your secret goal."
    assert SUGGEST == "Suggest a move" and "“Suggest a move”" in ALLOW_HINTS


def test_the_hint_option_is_kept_clean_and_off_when_missing():
    assert check_hints({"hints": True}) == {"hints": True}
    assert check_hints({"hints": "yes"}) == {"hints": False}
    assert check_hints({}) == {"hints": False}  # a game saved before hints existed: none


@pytest.mark.parametrize("game", ["sequence", "sequoia", "sequitur"])
def test_every_game_keeps_the_hint_option_in_its_record(game):
    import importlib

    from web.model.seats import Seat
    from web.model.session import Session

    spec = importlib.import_module(f"web.games.{game}").GAME
    session = Session.new(spec, {"players": 2}, [Seat("Ann"), Seat("Bob")], {"hints": True}, 5)
    assert session.options == {"hints": True}
    assert session.record()["table"]["hints"] is True
    assert Session.new(spec, {"players": 2}, [Seat("Ann"), Seat("Bob")], {"hints": False}, 5).options == {"hints": False}


# --- Sequoia --------------------------------------------------------------------------------
def test_sequoia_suggests_breaking_the_tie_for_the_big_token_and_says_so():
    state, obs = sequoia_last_turn()
    info = _info(state, 0)
    info["setup"]["tokens"] = obs["tokens"]
    action, what, why = sequoia_suggest(info, obs, [Sums(2, 3), Sums(6, 6)], 1, time_limit=0.05)
    assert action == Sums(6, 6)
    assert what == "Choose 6 twice"
    assert why == "breaks the tie for the lead in forest 6 (tokens 6 and 1), on the last turn"


def test_sequoia_reasons_say_where_the_seat_stands():
    state, obs = sequoia_last_turn()
    obs["turn"] = 3
    obs["trees"]["8"] = [3, 1]
    obs["trees"]["9"] = [0, 2]
    info = _info(state, 0)
    info["setup"]["tokens"] = obs["tokens"]
    from engine.sequoia.ai.suggest import explain
    from engine.sequoia.ai.view import read_position

    position = read_position(obs, obs["tokens"])
    _, why = explain(position, (8, 9), tokens_seen=True)
    assert why == ("closes the gap in forest 9 (tokens 2 and 1) from 2 to 1 and "
                   "widens your lead in forest 8 (tokens 2 and 1) from 2 to 3")


def test_sequoia_suggestion_depends_only_on_the_observation(steady_clock):
    """Two games the same to seat 0 but not to seat 1 (its roll, its stored
    choice: state.scrambled) give seat 0 the same suggestion."""
    for seed in range(4):
        state = SequoiaState.new({"players": 3}, 40 + seed)
        state.resolve_chance()
        state.apply(1, state.legal_actions(1)[0])  # a stored choice seat 0 cannot see
        twin = state.scrambled(0, Rng(seed))
        assert twin.observation(0) == state.observation(0)
        answers = [worker_suggest("sequoia", json.dumps(_info(s, 0)), json.dumps(s.observation(0)),
                                  json.dumps([a.to_json() for a in s.legal_actions(0)]), 7) for s in (state, twin)]
        first, second = (json.loads(a) for a in answers)
        assert first["what"] == second["what"] and first["why"] == second["why"]
        assert Sums(*first["action"]["sums"]) in state.legal_actions(0)


# --- Sequitur --------------------------------------------------------------------------------
def _advance(state: SequiturState, until) -> int | None:
    seats = [sequitur_seat("medium", i) for i in range(state.players)]
    while not state.is_over:
        if state.acting.kind == "chance":
            state.resolve_chance()
            continue
        for seat in state.acting.seats:
            if until(state, seat):
                return seat
        seat = state.acting.seats[0]
        state.apply(seat, seats[seat].act(Decision(seat, state.legal_actions(seat), state.observation)))
    return None


def test_sequitur_suggests_the_word_for_the_secret_goal():
    """Step 6 with C, A, T, Z, Z on the rack and the secret goal "a word with
    exactly one vowel": spell CAT, because it meets that goal."""
    state = SequiturState.new({"players": 2, "catalog": 1}, 3)  # G15 is a card of catalog 1
    seat = _advance(state, lambda s, k: s.observation(k)["decision"] == "spell")
    obs = state.observation(seat)
    obs["rack"] = ["C", "A", "T", "Z", "Z"]
    obs["secret"] = "G15"
    obs["public"] = []
    action, what, why = sequitur_suggest(_info(state, seat), obs, None, 3, time_limit=0.1)
    assert isinstance(action, Spell) and action.word == "cat"
    assert what == "Spell CAT"
    assert why == "meets your secret goal “A word with exactly one vowel”"


def test_sequitur_suggests_the_swap_that_spells_the_goal_word_and_says_the_plan():
    """The last action step, rack E, L, T, T, E, R and the secret goal "a word
    of five letters or more with a double letter", met by no word of the rack
    as it stands but by LETTER once E and L trade places: a move card, and the
    plan names the word and the goal."""
    state = SequiturState.new({"players": 2, "catalog": 1}, 3)  # R21 is a card of catalog 1
    seat = _advance(state, lambda s, k: s.observation(k)["decision"] == "action")
    obs = state.observation(seat)
    obs.update(rack=list("ELTTER"), secret="R21", public=[], step="green-action", cards=[SWAP, SHIFT])
    legal = [Play(None)] + [Play(SWAP, (i, j)) for i in range(6) for j in range(i + 1, 6)]
    action, what, why = sequitur_suggest(_info(state, seat), obs, legal, 3, time_limit=2.0)
    assert action.card == SWAP and what.startswith("Play Swap (")
    after = list(obs["rack"])
    swap(after, *action.positions)
    assert why.startswith("sets up ") and why.endswith(
        ", to meet your secret goal “A word of five letters or more with a double letter”")
    word = why[len("sets up "):].split(",")[0].lower()
    assert word in dictionary.load() and len(word) >= 5 and _reads_in_order(word, "".join(after).lower())
    assert not _reads_in_order(word, "eltter")


def _reads_in_order(word: str, letters: str) -> bool:
    it = iter(letters)
    back = iter(letters[::-1])
    return all(c in it for c in word) or all(c in back for c in word)


def _checked_reason(obs: dict, action, why: str) -> None:
    """Every goal a reason names as met is met by the word it names."""
    from engine.sequitur.letters import LETTER_POINTS
    from engine.sequitur.ai.expert import GOAL_BIT

    words = dictionary.load()
    named = [g for g in [obs["secret"], *obs["public"]] if g and f"“{BY_ID[g].text}”" in why]
    if isinstance(action, Spell) and not action.is_nothing:
        word = read_word(obs["rack"], action)
        assert all(BY_ID[g].is_met(word, words) for g in named), (named, action)
    elif "sets up " in why:
        text = why.split("sets up ")[1].split(" ")[0].split(",")[0].lower()
        assert text in words
        mask = goal_mask(Word(text, sum(LETTER_POINTS[c] for c in text)), obs["catalog"], words)
        assert all(mask & GOAL_BIT[g] for g in named), (named, text)


@pytest.mark.parametrize("players,seed", [(1, 21), (2, 22)])
def test_sequitur_suggestions_are_legal_and_private_for_every_kind_of_decision(players, seed, steady_clock):
    """Every kind of decision of a round gets a legal suggestion with a
    reason, the same for a twin game whose hidden parts differ."""
    state = SequiturState.new({"players": players}, seed)
    seen: set[str] = set()
    twin_rng = Rng(seed)
    while not state.is_over and state.observation(state.acting.seats[0] if state.acting.seats else 0).get("round", 1) == 1:
        if state.acting.kind == "chance":
            state.resolve_chance()
            continue
        seat = state.acting.seats[0]
        obs = state.observation(seat)
        kind = obs["decision"]
        if kind not in seen:
            seen.add(kind)
            legal = state.legal_actions(seat)
            raw = "null" if legal is None else json.dumps([state.action_to_json(a) for a in legal])
            answers = []
            for s in (state, _sequitur_twin(state, seat, twin_rng)):
                assert s.observation(seat) == obs
                answers.append(json.loads(worker_suggest("sequitur", json.dumps(_info(s, seat)),
                                                         json.dumps(s.observation(seat)), raw, 9)))
            assert answers[0] == answers[1], kind
            action = state.action_from_json(answers[0]["action"])
            assert state.is_legal(seat, action), (kind, action)
            assert answers[0]["what"] and answers[0]["why"], kind
            _checked_reason(obs, action, answers[0]["why"])
        seats = sequitur_seat("medium", seat)
        state.apply(seat, seats.act(Decision(seat, state.legal_actions(seat), state.observation)))
    assert {"secret-colour", "letter-end", "goal", "action", "spell"} <= seen


def _sequitur_twin(state: SequiturState, seat: int, rng: Rng) -> SequiturState:
    """The same game to `seat`, other letters on the other racks and in the bag."""
    twin = state.clone()
    for other, rack in enumerate(twin.racks):
        if other == seat:
            continue
        for i, ball in enumerate(rack):
            j = rng.below(len(twin.bag))
            rack[i], twin.bag[j] = twin.bag[j], ball
    rng.shuffle(twin.bag)
    return twin


def test_the_plan_word_meets_the_goals_it_is_said_to_meet():
    """plan_word's word is a dictionary word of the rack's letters, reachable
    with the moves left, and meets a goal in play; L, E, E, R, S with the
    secret goal "a word of four letters or more with a double letter" has one."""
    from collections import Counter

    from engine.sequitur.ai.expert import GOAL_BIT

    state = SequiturState.new({"players": 2, "catalog": 1}, 8)  # Y06 is a card of catalog 1
    expert = ExpertSeat(1, 0.1)
    expert.catalog = 1
    seat = _advance(state, lambda s, k: s.observation(k)["decision"] == "action")
    obs = state.observation(seat)
    for k, rack in enumerate((["L", "E", "E", "R", "S"], ["D", "O", "R", "X"], list(obs["rack"]))):
        obs["rack"] = rack
        obs["secret"] = "Y06"
        found = plan_word(expert, rack, obs, obs["cards"])
        if k == 0:
            assert found is not None
        if found is None:
            continue
        text, needed, mask = found
        assert text in dictionary.load()
        assert not Counter(text) - Counter("".join(rack).lower())
        assert needed <= min(STEPS_AFTER[obs["step"]], sum(c in obs["cards"] for c in (SWAP, SHIFT)))
        assert any(mask & GOAL_BIT[g] for g in [obs["secret"], *obs["public"]])


def test_sequence_suggestion_goes_through_the_one_worker_entry():
    state = SequenceState.new({"players": 2}, 4)
    seat = state.to_move
    legal = state.legal_actions(seat)
    answer = json.loads(worker_suggest("sequence", json.dumps(_info(state, seat)), json.dumps(state.observation(seat)),
                                       json.dumps([state.action_to_json(a) for a in legal]), 3))
    assert state.action_from_json(answer["action"]) in legal
    assert answer["what"].startswith(("Play the", "Remove the", "Turn in", "Pass"))
    assert answer["why"] and not answer["why"].endswith(".")
    # what the table says
    assert suggestion_text(answer["what"], answer["why"]).startswith("Suggestion: " + answer["what"] + ", which ")
