"""The ceiling bench's clairvoyant (bench/sequitur_ceiling.py, docs/ai.md
"How far from 20 points") must be told the real draws, or its figure
measures nothing: its draws for each chance card and for the letters still
to come in step 1 are the ones the game then deals."""

from __future__ import annotations

from engine.core.seats import Decision
from engine.core.state import CHANCE
from engine.sequitur.actions import End, Keep
from engine.sequitur.cards import INSERT, REDRAW, REPLACE, Play
from engine.sequitur.state import SequiturState

from bench.sequitur_ceiling import Clairvoyant, solo


def settle(state: SequiturState) -> None:
    while state.acting.kind == CHANCE:
        state.resolve_chance()


def dealt(state: SequiturState, count: int, *, at: int | None = None) -> list[str]:
    """The next `count` balls seat 0 is dealt in `state`, each put on the left end."""
    balls = []
    while len(balls) < count:
        settle(state)
        if at is not None:
            return [state.racks[0][at]]
        balls.append(state.held_ball[0])
        state.apply(0, End("left") if state.decision(0) == "letter-end" else state.legal_actions(0)[0])
    return balls


def test_the_clairvoyant_draws_what_the_game_deals():
    state = SequiturState.new({"players": 1}, 5)
    seat = Clairvoyant(1, max_plays=1)
    seat.state = state
    settle(state)
    assert state.decision(0) == "secret-colour"
    obs = state.observation(0)
    foreseen = seat._letters_to_come(obs, 3)
    real = state.clone()
    real.apply(0, real.legal_actions(0)[0])
    settle(real)
    real.apply(0, Keep(0))
    assert foreseen == [dealt(real, 3)]
    while state.decision(0) != "action":  # on to the first action step
        state.apply(0, seat.act(Decision(0, state.legal_actions(0), state.observation)))
        settle(state)
    obs = state.observation(0)
    for play, count, at in ((Play(INSERT), 1, None), (Play(REPLACE, (2,)), 1, 2), (Play(REDRAW, (0, 1, 7)), 3, None)):
        foreseen = seat._draws(play, [], obs)
        real = state.clone()
        real.apply(0, play)
        assert foreseen == [dealt(real, count, at=at)], play


def test_the_bench_plays_whole_games(monkeypatch):
    monkeypatch.setenv("SEQUITUR_AI_PLAYS", "3")
    scores = [solo(("expert", 3)), solo(("clairvoyant", 3))]
    assert all(isinstance(s, int) and 0 <= s <= 27 for s in scores)
