"""bench/sequence_hard_variants.py: the casual player asked in process plays as the bot does, and the
variants it names are the ones it plays (issue 82)."""

import pytest

from bench.levels_against_greedy import CASUAL
from bench.sequence_hard_variants import CasualSeat, _casual, measure, variant
from engine.arena import DEFAULT_TURN_LIMIT, arena_config, make_seat, play, run
from engine.sequence.ai import levels

HARD_WEIGHTS = levels.CHOICES["hard"].params.playout_weights
from engine.sequence.state import SequenceState


def test_the_casual_player_in_process_plays_the_bot_s_games():
    """The same games as the casual bot run as a subprocess (`--against casual`): the same moves."""
    seed = 87000
    through_the_protocol = run("sequence", ["ai:medium", CASUAL["sequence"]], games=2, seed=seed)["results"]
    choose = _casual().choose
    for k, game in enumerate(through_the_protocol):
        state = SequenceState.new(arena_config(SequenceState, 2, None, None, DEFAULT_TURN_LIMIT), seed + k)
        outcome = play(state, [make_seat("ai:medium", (seed + k) * 31, "sequence"), CasualSeat(choose)])
        assert outcome.result.to_json()["winners"] == game["winners"]
        assert outcome.result.turns == game["turns"]


def test_the_variants():
    assert variant("hard") is levels.CHOICES["hard"]
    assert variant("tactical:1.5").params is None  # no search
    assert variant("prior:2").params.prior == 2.0
    deep = variant("deep:10,8").params
    assert (deep.max_samples, deep.depth) == (10, 8)
    assert variant("greedy-playouts").params.playout_weights is None and HARD_WEIGHTS is not None
    for name in ("tactical", "margin:x", "deep:10", "greedy"):
        with pytest.raises(ValueError):
            variant(name)
    cell = measure("tactical:1.5", 2, 87000)
    assert cell["wins"] + cell["losses"] + cell["draws"] == 2 and cell["ms_per_decision"] > 0
