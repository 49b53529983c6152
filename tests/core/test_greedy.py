"""The greedy baseline of every game (issue 42): a casual player, one move
deep, that sees only its observation. One registration path for the three
games; each game's rules of thumb in a scenario from its rulebook; and
fairness: a scrambled twin (everything the seat cannot see changed,
`GameState.scrambled`) gets the same decision."""

from __future__ import annotations

import json

import pytest

from engine.arena import make_seat, run
from engine.core.levels import BASELINE_ORDER
from engine.core.rng import Rng
from engine.core.seats import Decision
from engine.core.state import CHANCE
from engine.games import GAMES, ai_module
from engine.sequence.actions import Play, TurnIn
from engine.sequitur import dictionary
from engine.sequitur.actions import Keep
from engine.sequitur.ai.seat import words_of
from engine.sequitur.cards import CARDS, PASS, SHIFT, SWAP, plays, rearranged
from engine.sequitur.goals import BY_ID
from engine.sequitur.ai.greedy import GreedySeat
from engine.sequoia.actions import Sums
from engine.sequoia.state import SequoiaState
from sequence_helpers import at, cover, position

GAME_NAMES = sorted(GAMES)


def _decide(state, seat: int, seed: int = 1):
    """A fresh greedy seat's decision for `seat`, through the arena's seat spec."""
    greedy = make_seat("greedy", seed, state.GAME)
    greedy.start(state.start_message(seat, state.setup_info()))
    return greedy.act(Decision(seat, state.legal_actions(seat), state.observation))


# --- one registration path ----------------------------------------------------------------------

@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_game_offers_the_greedy_baseline_the_same_way(game):
    """Each AI module lists its baselines as it lists its levels (name -> one line),
    `make_seat` builds them, and the arena seats one by its bare name."""
    module = ai_module(game)
    assert list(module.BASELINES) == list(BASELINE_ORDER)
    for name, text in module.BASELINES.items():
        assert text and "\n" not in text and name not in module.LEVELS
        seat = make_seat(name, 3, game)
        assert seat.name == name
    assert make_seat("ai:greedy", 3, game).name == "ai:greedy"  # the level form reads the same seat


@pytest.mark.parametrize("game", GAME_NAMES)
def test_greedy_against_medium_is_deterministic_for_a_seed(game):
    """`python3 -m engine.arena --game G --seats greedy,ai:medium` replays exactly for a seed."""
    first = run(game, ["greedy", "ai:medium"], games=2, seed=70)
    again = run(game, ["greedy", "ai:medium"], games=2, seed=70)
    assert first["forfeits"] == 0
    assert first["results"] == again["results"]


# --- Sequence (RULINGS Sequence 5, 6, 9) ---------------------------------------------------------

_sequence = position  # a 2-player game, the seat to move holding a hand (tests/sequence_helpers.py)


def test_sequence_greedy_completes_a_sequence_with_a_card_before_a_jack():
    """Row 0 reads XX 2S 3S 4S 5S: with the corner and three chips, the 5S
    completes the sequence, and a wild jack could too; the card goes first."""
    state, seat = _sequence([(0, 1), (0, 2), (0, 3)], [(4, 4), (5, 5)], ["5S", "JD", "9H", "KD", "2D", "QS", "8D"])
    assert _decide(state, seat) == Play("5S", at(state, 0, 4))


def test_sequence_greedy_blocks_a_four():
    """Row 1 reads 6C 5C 4C 3C 2C AH: the other team holds the four clubs, and
    the 6C on its one open space blocks it, before any line of its own."""
    state, seat = _sequence([(1, 5), (3, 3), (3, 4), (3, 5)], [(1, 1), (1, 2), (1, 3), (1, 4)],
                            ["6C", "9H", "KD", "2D", "QS", "8D", "5D"])
    assert _decide(state, seat) == Play("6C", at(state, 1, 0))


def test_sequence_greedy_keeps_its_jacks_when_a_card_builds():
    """Jacks are for completing and blocking (RULINGS Sequence 5): with nothing
    to complete or block, a card lengthens a line and both jacks stay in hand."""
    state, seat = _sequence([(3, 3), (3, 4)], [(7, 7)], ["JD", "JH", "9H", "KD", "2D", "QS", "8D"])
    action = _decide(state, seat)
    assert type(action) is Play and action.card not in ("JD", "JH")


def test_sequence_greedy_turns_in_a_dead_card():
    """Both 9H spaces covered: the 9H is dead and is turned in first (RULINGS Sequence 6)."""
    state, seat = _sequence([], [], ["9H", "KD", "2D", "QS", "8D", "5D", "7C"])
    cover(state, "9H", 1 - seat % 2)
    assert _decide(state, seat) == TurnIn("9H")


# --- Sequoia (RULINGS Sequoia 4) -----------------------------------------------------------------

def test_sequoia_greedy_takes_the_pair_that_wins_the_majority():
    """Forest 8 holds the 6-point token, one tree each: a tree there takes the
    majority. Every other forest is the other player's by three trees, so a
    tree there earns at most a second place (1 point). Greedy grows in 8."""
    state = SequoiaState.new({"players": 2}, 5)
    state.tokens = [(2, 1)] * 11
    state.tokens[8 - 2] = (6, 2)
    state.trees = [[0, 3] for _ in range(11)]
    state.trees[8 - 2] = [1, 1]
    state.resolve_chance()
    state.rolls[0] = (4, 4, 1, 1, 6)  # 4+4 makes 8; no pair of it needs forest 8
    legal = state.legal_actions(0)
    assert any(8 not in (p.a, p.b) for p in legal)
    choice = _decide(state, 0)
    assert isinstance(choice, Sums) and 8 in (choice.a, choice.b)


# --- Sequitur (rulebook steps 3-7; RULINGS Sequitur 2, 4) ----------------------------------------

def _sequitur(decision: str, rack: str, secret: str | None, public: list[str], **extra) -> dict:
    """A 2-player observation of seat 0 (only the fields a decision reads)."""
    obs = {"seat": 0, "players": 2, "catalog": 2, "round": 1, "step": "red-action", "decision": decision,
           "rack": list(rack), "drawn": None, "drawn_goals": [], "secret": secret, "public": public,
           "cards": list(CARDS), "words": [None, None]}
    obs.update(extra)
    return obs


def _greedy_on(obs: dict, legal):
    return GreedySeat(1).act(Decision(0, legal, lambda _seat: obs))


def test_sequitur_greedy_spells_the_word_meeting_the_most_goal_points():
    """SPIDERAX: PIX and PAX score most (10), SPIDER meets the secret goal
    (ends in ER, 3 points), PIER meets it and the public goal (exactly four
    letters, 1 point) too: PIER. With no goal in play, the highest score."""
    obs = _sequitur("spell", "SPIDERAX", "R18", ["G02"], step="spell")
    assert _greedy_on(obs, None).word == "pier"
    words = dictionary.load()
    by_worth = max(((sum(BY_ID[g].points for g in ("R18", "G02") if BY_ID[g].is_met(w, words)), w.score), w.text)
                   for w, _ in words_of(list("SPIDERAX"), dictionary.load()))
    assert by_worth == ((4, 6), "pier")
    plain = _greedy_on(_sequitur("spell", "SPIDERAX", None, [], step="spell"), None)
    assert plain.word == "pax" and max(w.score for w, _ in words_of(list("SPIDERAX"), dictionary.load())) == 10


def test_sequitur_greedy_swaps_for_a_better_word_at_once():
    """TIGREBOX spells no word ending in ER; one Swap puts BOXER on the rack
    read backwards (the secret goal, and the best score)."""
    rack = list("TIGREBOX")
    obs = _sequitur("action", "TIGREBOX", "R18", [])
    assert not any(BY_ID["R18"].is_met(w, dictionary.load()) for w, _ in words_of(rack, dictionary.load()))
    play = _greedy_on(obs, plays(CARDS, len(rack)))
    assert play.card == SWAP
    assert GreedySeat(1).best(rearranged(rack, play), ["R18"])[1].word == "boxer"


def test_sequitur_greedy_plays_no_card_that_does_not_make_a_better_word():
    """SPIDERAX already spells PIER (both goals): no Swap or Shift does better,
    and the cards that draw are never played, so it passes."""
    rack = list("SPIDERAX")
    greedy = GreedySeat(1)
    now = greedy.best(rack, ["R18", "G02"])[0]
    assert all(greedy.best(rearranged(rack, p), ["R18", "G02"])[0] <= now
               for p in plays([SWAP, SHIFT], len(rack)) if p.card)
    assert _greedy_on(_sequitur("action", "SPIDERAX", "R18", ["G02"]), plays(CARDS, len(rack))) == PASS


@pytest.mark.parametrize("seed", range(6))
def test_sequitur_greedy_takes_the_best_swap_or_shift(seed):
    """Whatever the rack, the card it plays makes the best word any Swap or
    Shift could make, and it plays one only when that word is better than
    the rack's (checked against every rearranged rack)."""
    rng = Rng(seed)
    bag = [ball for ball in "AAEEIIOOUUSTRNLDCMPBGHKWY"]
    rack = [bag[rng.below(len(bag))] for _ in range(8)]
    goals = [["R18", "G02"], ["Y32", "G28"], ["R38"], ["Y25", "R14", "G13"], [], ["R29", "Y36"]][seed]
    obs = _sequitur("action", "".join(rack), goals[0] if goals else None, goals[1:])
    greedy = GreedySeat(1)
    now = greedy.best(rack, goals)[0]
    reachable = max([now] + [greedy.best(rearranged(rack, p), goals)[0] for p in plays([SWAP, SHIFT], 8) if p.card])
    play = _greedy_on(obs, plays(CARDS, 8))
    assert play.card in (None, SWAP, SHIFT)
    assert (play == PASS) == (reachable == now)
    if play != PASS:
        assert greedy.best(rearranged(rack, play), goals)[0] == reachable


def test_sequitur_greedy_makes_public_a_goal_its_word_meets():
    """A drawn public goal goes public when the rack's best word is worth more
    with it (SPIDER ends in ER), else it is discarded (no word of SPIDERAX has
    no vowel)."""
    legal = [Keep(0), Keep(None)]
    met = _sequitur("goal", "SPIDERAX", "G02", [], step="red-goal", drawn_goals=["R18"])
    assert _greedy_on(met, legal) == Keep(0)
    unmet = _sequitur("goal", "SPIDERAX", "G02", [], step="red-goal", drawn_goals=["R14"])
    assert _greedy_on(unmet, legal) == Keep(None)


# --- fairness: the observation, nothing else ------------------------------------------------------

TABLES = [("sequence", {"players": 2}), ("sequence", {"players": 4}), ("sequoia", {"players": 2}),
          ("sequoia", {"players": 4, "tokens": "face-down"}), ("sequitur", {"players": 2}),
          ("sequitur", {"players": 3}), ("sequitur", {"players": 1})]


@pytest.mark.parametrize("game,config", TABLES)
def test_greedy_decides_the_same_when_what_it_cannot_see_is_scrambled(game, config):
    """Whole games of greedy seats; at every few decisions a twin with
    everything the seat cannot see changed (other hands, racks, rolls, secret
    goals and stored choices, the order of what is still to be drawn) shows
    it the same observation, and a fresh greedy seat decides the same."""
    state = GAMES[game].new(config, 70)
    seats = [make_seat("greedy", 70 * 31 + s, game) for s in range(state.players)]
    for s, seat in enumerate(seats):
        seat.start(state.start_message(s, state.setup_info()))
    rng = Rng(7)
    compared = hidden_changed = decisions = 0
    while not state.is_over and state.turns_played() < 60:
        if state.acting.kind == CHANCE:
            state.resolve_chance()
            continue
        seat = state.acting.seats[0]
        decisions += 1
        action = seats[seat].act(Decision(seat, state.legal_actions(seat), state.observation))
        if decisions % 3 == 0:
            twin = state.scrambled(seat, rng)
            assert twin.observation(seat) == state.observation(seat)
            hidden_changed += any(twin.observation(o) != state.observation(o)
                                  for o in range(state.players) if o != seat)
            assert _decide(twin, seat, 70 * 31 + seat) == _decide(state, seat, 70 * 31 + seat) == action
            compared += 1
        state.apply(seat, action)
    assert compared >= 5
    if state.players > 1:
        assert hidden_changed > 0, "the twins never differed behind the seat's back: the check proves nothing"


# --- the levels built on it (issue 42: Medium plays as a casual player, Easy slips) ---------------

@pytest.mark.parametrize("game", ["sequence", "sequitur"])
def test_medium_plays_as_greedy_does_and_easy_slips(game):
    """Through whole greedy games, a medium seat shown the same decision takes
    greedy's choice but for ties broken at random (Sequence: about 13% of
    decisions, Sequitur about 9%); an easy seat departs from it much more
    often (its slips: about 37% and 21%). A level that played another way
    (the earlier builders chose among their 28-32 best moves) fails here."""
    decisions = medium_differs = easy_differs = 0
    for seed in (500, 501, 502):
        state = GAMES[game].new({"players": 2}, seed)
        seats = {spec: [make_seat(spec, seed * 7 + s, game) for s in range(2)]
                 for spec in ("greedy", "ai:medium", "ai:easy")}
        for row in seats.values():
            for s, seat in enumerate(row):
                seat.start(state.start_message(s, state.setup_info()))
        while not state.is_over:
            if state.acting.kind == CHANCE:
                state.resolve_chance()
                continue
            seat = state.acting.seats[0]
            legal = state.legal_actions(seat)
            decision = Decision(seat, legal, state.observation)
            action = seats["greedy"][seat].act(decision)
            if legal is None or len(legal) > 1:  # a word (too many to list) or a real choice
                decisions += 1
                medium_differs += seats["ai:medium"][seat].act(decision) != action
                easy_differs += seats["ai:easy"][seat].act(decision) != action
            state.apply(seat, action)
    assert decisions >= 100
    assert medium_differs <= 0.25 * decisions, (medium_differs, decisions)
    assert easy_differs >= medium_differs + 0.08 * decisions, (easy_differs, medium_differs, decisions)


# --- the measurement (bench/levels_against_greedy.py, docs/ai.md "Levels against a casual player") ----

def test_a_cell_is_the_two_arena_runs_it_names():
    """Half the games with the level in seat 0, half in seat 1, on consecutive
    seeds: the two arena commands it prints play the same games; a shared
    victory counts half, and the interval is Wilson's."""
    from bench.levels_against_greedy import measure, wilson

    cell = measure("sequoia", "ai:easy", 5, 70)
    assert cell["wins"] + cell["losses"] + cell["draws"] == 5
    assert [c.split("--seats ")[1] for c in cell["commands"]] == [
        "ai:easy,greedy --games 3 --seed 70 --json", "greedy,ai:easy --games 2 --seed 73 --json"]
    first = run("sequoia", ["ai:easy", "greedy"], games=3, seed=70)["results"]
    second = run("sequoia", ["greedy", "ai:easy"], games=2, seed=73)["results"]
    wins = sum(r["winners"] == [0] for r in first) + sum(r["winners"] == [1] for r in second)
    shared = sum(len(r["winners"]) != 1 for r in first + second)
    assert (cell["wins"], cell["draws"]) == (wins, shared)
    assert cell["rate"] == round((wins + shared / 2) / 5, 4)
    low, high = wilson(50, 100)
    assert round(low, 3) == 0.404 and round(high, 3) == 0.596
    assert wilson(0, 20)[0] == 0.0 and wilson(20, 20)[1] == 1.0


def test_at_three_players_the_level_takes_each_seat_in_turn_and_scores_its_share(monkeypatch):
    """`--players 3` (issue 82): the level in seat 0, 1 and 2 on each third of the seeds, the
    opponent in the other two seats (the arena commands it prints play the same games); a win
    alone counts 1, a victory shared by k winners 1/k, a game nobody wins 1/3, a rival's 0."""
    from bench import levels_against_greedy as bench

    assert bench.halves(7, 100, 3) == [(0, 3, 100), (1, 2, 103), (2, 2, 105)]
    assert bench.halves(5, 70) == [(0, 3, 70), (1, 2, 73)]  # 2 players as before
    commands = bench.commands("sequence", "ai:easy", 6, 40, players=3)
    assert [c.split("--seats ")[1] for c in commands] == [
        "ai:easy,greedy,greedy --games 2 --seed 40 --json", "greedy,ai:easy,greedy --games 2 --seed 42 --json",
        "greedy,greedy,ai:easy --games 2 --seed 44 --json"]

    played: list[tuple[list[str], int]] = []
    outcomes = iter([[0], [1, 2], [0, 1], [], [2], [1, 2]])  # by seed 40..45: the level in seat 0, 0, 1, 1, 2, 2

    def fake_run(game, specs, games, seed):
        played.append((list(specs), seed))
        return {"results": [{"winners": next(outcomes), "reason": "score"}], "decision_ms": [{"mean": 1.0}] * 3}

    monkeypatch.setattr(bench, "run", fake_run)
    cell = bench.measure("sequence", "ai:easy", 6, 40, players=3)
    assert [specs.index("ai:easy") for specs, _ in played] == [0, 0, 1, 1, 2, 2]
    assert [seed for _, seed in played] == list(range(40, 46))
    assert all(len(specs) == 3 and specs.count("greedy") == 2 for specs, _ in played)
    # alone 1, a rivals' shared win 0, shared by two 1/2, nobody 1/3, alone 1, shared by two 1/2
    assert (cell["wins"], cell["losses"], cell["draws"]) == (2, 1, 3)
    assert cell["score"] == round(1 + 0 + 0.5 + 1 / 3 + 1 + 0.5, 4) and cell["rate"] == round((3 + 1 / 3) / 6, 4)
    assert cell["players"] == 3


def test_at_three_players_a_cell_counts_the_games_the_arena_plays():
    """The real games of a small 3-player cell, counted against the arena's own results."""
    from bench.levels_against_greedy import measure

    cell = measure("sequoia", "ai:easy", 3, 70, players=3)
    score = 0.0
    for mine, seed in enumerate((70, 71, 72)):
        specs = ["greedy"] * 3
        specs[mine] = "ai:easy"
        winners = run("sequoia", specs, games=1, seed=seed)["results"][0]["winners"]
        score += (1 / len(winners) if mine in winners else 0.0) if winners else 1 / 3
    assert cell["score"] == round(score, 4)


def test_through_the_worker_the_level_decides_from_what_the_page_sends(monkeypatch):
    """`--worker` (issue 49: the levels measured through the page's worker path): every decision of
    the level goes through web/table/ai_worker.py's `ask` and `reply`, a new seat each time, with
    the deciding seat's own messages; greedy plays as in the arena; the cell counts as `measure` does."""
    from bench import levels_against_greedy as bench
    from web.table import ai_worker

    asked: list[tuple[int, str, str]] = []
    real_reply = ai_worker.reply

    def reply(*args):
        game, info, observation, _legal, level = args[:5]
        asked.append((json.loads(info)["seat"], json.loads(observation)["seat"], level))
        return real_reply(*args)

    monkeypatch.setattr(ai_worker, "reply", reply)
    cell = bench.measure("sequoia", "ai:medium", 3, 70, worker=True)
    assert cell["wins"] + cell["losses"] + cell["draws"] == 3 and cell["through_the_worker"]
    assert cell["commands"] == []  # the arena plays a seat kept all game: not these games
    seats = {(info, seen) for info, seen, _ in asked}
    assert seats == {(0, 0), (1, 1)}, seats  # seat 0 in the first two games, seat 1 in the third
    assert {level for _, _, level in asked} == {"medium"}
