"""Property tests over random Sequitur games at every table size 1..5: all 72
balls and 72 goal cards always accounted for, observations leak no other
seat's rack, secret goal, undecided draw or stored choice, records replay
exactly, and built-in seats never play an illegal action.

The games that check conservation and hiding are played at random (`Chancer`:
every card as likely as any other, the ones that draw too, which the built-in
seats seldom play), so each costs little and the hiding is checked at every
step; the games replayed from their records are the built-in seats'."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from engine.core import record
from engine.core.rng import Rng
from engine.core.seats import Decision
from engine.sequitur import dictionary
from engine.sequitur.ai import make_seat
from engine.sequitur.ai.greedy import GreedySeat
from engine.sequitur.cards import Play
from engine.sequitur.goals import BY_ID, deck
from engine.sequitur.spelling import NOTHING, check_spelling, reachable_spells
from engine.sequitur.state import SequiturState


def scrambled(state: SequiturState, seat: int, rng: Rng) -> SequiturState:
    """A copy where every hidden thing of the other seats is changed (`SequiturState.scrambled`)."""
    return state.scrambled(seat, rng)


class Chancer:
    """A player choosing at random: a card first (each it holds, or the pass, as likely), then
    its positions; any other listed choice uniformly; the word, the rack's best for the greedy
    baseline (it meets goals, so claims follow), one of its words at random, or nothing."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self.greedy = GreedySeat(seed)

    def act(self, decision: Decision) -> object:
        rng = self.rng
        legal = decision.legal
        if legal is None:  # the word to spell
            pick = rng.below(4)
            if pick < 2:
                return self.greedy.act(decision)
            found = reachable_spells(decision.observation["rack"], dictionary.for_game(decision.observation))
            return found[rng.below(len(found))] if found and pick == 2 else NOTHING
        if isinstance(legal[0], Play):
            cards = []
            for play in legal:
                if play.card not in cards:
                    cards.append(play.card)
            card = cards[rng.below(len(cards))]
            legal = [play for play in legal if play.card == card]
        return legal[rng.below(len(legal))]


def play_game(players: int, seed: int, *, check_every: int = 1, built_in: bool = True, language: str = "en",
              levels: tuple[str, ...] = ("medium", "easy")) -> SequiturState:
    """A whole game of words in `language`: the built-in seats (of `levels` in turn, the searching
    ones held to a few plays a decision), or `Chancer`s; every `check_every` steps, each seat's
    observation is checked against a twin with all it cannot see changed."""
    state = SequiturState.new({"players": players, **({} if language == "en" else {"language": language})}, seed)
    if built_in:
        seats = [make_seat(level, seed * 7 + s, **({"max_plays": 6} if level in ("hard", "expert") else {}))
                 for s, level in ((s, levels[(seed + s) % len(levels)]) for s in range(players))]
    else:
        seats = [Chancer(seed * 7 + s) for s in range(players)]
    rng = Rng(seed)
    words = state.dictionary()
    goals = sum(len(ids) for ids in deck(state.catalog, language).values())
    step = 0
    while not state.is_over:
        acting = state.acting
        if acting.kind == "chance":
            state.resolve_chance()
            continue
        seat = acting.seats[0]
        legal = state.legal_actions(seat)
        decision = Decision(seat, legal, state.observation, lambda a, s=seat: state.check(s, a))
        action = seats[seat].act(decision)
        if legal is None:
            check_spelling(state.racks[seat], action, words)
        else:
            assert action in legal
        state.apply(seat, action)
        step += 1
        assert state.ball_count() == 72
        assert state.goal_count() == goals
        if step % check_every == 0:
            for s in range(players):
                obs = state.observation(s)
                assert obs == scrambled(state, s, rng).observation(s), "observation leaks hidden information"
                assert obs["rack"] == state.racks[s]
    return state


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**31))
def test_random_games_conserve_and_hide(players, seed):
    state = play_game(players, seed, built_in=False)
    result = state.result()
    assert result is not None and len(result.scores) == players
    assert list(result.scores) == [sum(BY_ID[g].points for g in stack) for stack in state.stacks]
    assert state.round == 3 and state.public == [] and all(not r for r in state.racks)
    assert len(state.bag) == 72


@pytest.mark.parametrize("players", [1, 3, 5])
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 2**31))
def test_records_replay_exactly(players, seed):
    state = play_game(players, seed, check_every=50)
    text = record.dumps(state)
    again = record.loads(text, game="sequitur")
    assert again.final() == state.final() and again.result() == state.result()
    assert [again.observation(s) for s in range(players)] == [state.observation(s) for s in range(players)]
    assert record.dumps(again) == text
    # a prefix replays to the same point
    half = record.to_record(state)
    half["actions"] = half["actions"][: len(half["actions"]) // 2]
    partial = record.loads(half)
    assert len(partial.history) == len(half["actions"])


def test_hard_seat_plays_legal_actions():
    """The strongest level, short time limit: a whole solo game of legal actions."""
    state = SequiturState.new({"players": 2}, 77)
    seats = [make_seat("hard", 1, time_limit=0.02), make_seat("medium", 2)]
    words = dictionary.load()
    while not state.is_over:
        if state.acting.kind == "chance":
            state.resolve_chance()
            continue
        seat = state.acting.seats[0]
        legal = state.legal_actions(seat)
        action = seats[seat].act(Decision(seat, legal, state.observation))
        if legal is None:
            check_spelling(state.racks[seat], action, words)
        state.apply(seat, action)
    assert state.result() is not None


def test_arena_plays_sequitur_with_built_in_seats():
    """The match runner plays Sequitur (the word to spell is a decision without a legal list)."""
    from engine.arena import run

    summary = run("sequitur", ["ai:easy", "ai:medium", "ai:hard@0.01"], games=1, seed=3)
    assert summary["forfeits"] == 0 and summary["results"][0]["reason"] == "scores"


BOT = r'''
import json, sys
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] == "act":
        obs = msg["observation"]
        if "legal" in msg:
            reply = {"id": msg["id"], "index": 0}
        else:
            assert obs["decision"] == "spell"
            reply = {"id": msg["id"], "action": {"word": None}}
        print(json.dumps(reply), flush=True)
    elif msg["type"] == "end":
        break
'''


def test_protocol_bot_spells_by_action(tmp_path):
    """Bot protocol: the spell decision comes without `legal`; the bot replies with the action."""
    import sys

    from engine.arena import run

    bot = tmp_path / "bot.py"
    bot.write_text(BOT)
    summary = run("sequitur", [f"cmd:{sys.executable} {bot}", "ai:medium"], games=1, seed=5)
    assert summary["forfeits"] == 0 and summary["results"][0]["reason"] == "scores"
