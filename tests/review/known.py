"""Test sets of known blunders and known best moves (issue 40, "Calibration"), one per game, from
held-out games (seeds 94000 and up, used nowhere else and not while the review was built):

- Sequence: moves that won ("won"), missed a win in one ("missed"), or left a rival a win at once
  ("threat"; "forced" when every move did): a few of each kind per game (CAP), up to TOTAL in all;
- Sequoia: pairs chosen on a turn that scoring follows: the same kinds, and "none" (no exact verdict);
- Sequitur: the last round's words and claims of those kinds, and words spelled in any round ("word",
  with the most goal points a word of the rack meets: the known best word).

The right answer of each position was found by brute force (tests/review/brute_force.py: every legal
move played on a copy) when the set was made; the set keeps only how to reach each position: the game's
seed and table, its moves (each the index of the move in the legal moves, or its JSON where the moves
are not listed) and the positions' move numbers and kinds. tests/review/test_review_known.py replays
the games and reviews those moves. To make the sets again (a few minutes; the games are random players
that often take a win they have, so that each kind is common):

    python3 -m tests.review.known [--game sequence] [--games N]
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import random
from pathlib import Path
from typing import Any, Iterator

from engine.core import review
from engine.core.record import to_record
from engine.core.state import CHANCE
from engine.games import GAMES
from engine.sequence.actions import Play, TurnIn
from engine.sequitur.actions import Claim
from engine.sequitur.spelling import Spell
from engine.sequitur.state import ROUNDS
from tests.review import brute_force as bf

HERE = Path(__file__).resolve().parents[1] / "data" / "review"
SEEDS = {"sequence": 94000, "sequoia": 95000, "sequitur": 96000}  # the first seed of each set
GAMES_PER_SET = {"sequence": 320, "sequoia": 250, "sequitur": 200}
TAKE_WIN = {"sequence": 0.3, "sequoia": 0.4}  # how often a random player takes a win it has
GOOD_WORD = 0.6  # how often a Sequitur player spells the word meeting the most goals
# at most this many positions of a kind per game, and in the whole set (so that the rarer kinds are
# many and the test is quick)
CAP = {"sequence": {"won": 1, "missed": 1, "forced": 1},
       "sequoia": {"won": 1, "threat": 2, "none": 1, "forced": 1},
       "sequitur": {"won": 1, "word": 1, "forced": 1, "none": 2}}
TOTAL = {"sequence": {"won": 150, "missed": 150, "forced": 60},
         "sequoia": {"won": 150, "none": 100, "forced": 30},
         "sequitur": {"won": 100, "word": 100, "forced": 30}}


def path(game: str) -> Path:
    return HERE / f"{game}-known.json.gz"


def players(game: str, seed: int) -> int:
    return {"sequence": (2, 3, 4)[seed % 3], "sequoia": 2 + seed % 4, "sequitur": 2 + seed % 2}[game]


def fingerprint(record: dict[str, Any]) -> str:
    """A short hash of a game's moves: the replay must find the same game."""
    return hashlib.sha256(json.dumps(record["actions"], sort_keys=True).encode()).hexdigest()[:12]


# --- playing the games ----------------------------------------------------------------------------
def _settle(state) -> None:
    while not state.is_over and state.acting.kind == CHANCE:
        state.resolve_chance()


def _sequence_game(seed: int) -> Iterator[tuple[int, Any]]:
    state = GAMES["sequence"].new({"players": players("sequence", seed)}, seed)
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.to_move
        wins = bf.sequence_wins(state, seat)
        legal = state.legal_actions(seat)
        action = rng.choice(wins) if wins and rng.random() < TAKE_WIN["sequence"] else rng.choice(legal)
        state.apply(seat, action)
        yield seat, action


def _sequoia_game(seed: int) -> Iterator[tuple[int, Any]]:
    state = GAMES["sequoia"].new({"players": players("sequoia", seed)}, seed)
    rng = random.Random(seed)
    while not state.is_over:
        _settle(state)
        seats = [s for s in state.to_choose if s not in state.choices]
        picks = {s: rng.choice(state.legal_actions(s)) for s in seats}
        if bf.sequoia_decisive(state):
            for s in seats:
                if rng.random() < TAKE_WIN["sequoia"]:
                    others = {o: p for o, p in picks.items() if o != s}
                    wins = [p for p, w in bf.sequoia_ends(state, s, others).items() if w == s]
                    if wins:
                        picks[s] = rng.choice(wins)
        for s in seats:
            state.apply(s, picks[s])
            yield s, picks[s]


def _sequitur_game(seed: int) -> Iterator[tuple[int, Any]]:
    state = GAMES["sequitur"].new({"players": players("sequitur", seed)}, seed)
    rng = random.Random(seed)
    while not state.is_over:
        _settle(state)
        if state.is_over:
            break
        seat = state.acting.seats[0]
        legal = state.legal_actions(seat)
        action = bf.sequitur_pick_word(state, seat, rng, GOOD_WORD) if legal is None else rng.choice(legal)
        state.apply(seat, action)
        yield seat, action


PLAY = {"sequence": _sequence_game, "sequoia": _sequoia_game, "sequitur": _sequitur_game}


SEATS = 8  # a move's number: its index in the legal moves times SEATS, plus its seat


def replay(game: str, seed: int, moves: list) -> dict[str, Any]:
    """The record of the game with `seed` and these moves (each a number: index * SEATS + seat, or
    where the moves are not listed {"seat": seat, "move": its JSON})."""
    state = GAMES[game].new({"players": players(game, seed)}, seed)
    for move in moves:
        _settle(state)
        if type(move) is int:
            seat, index = move % SEATS, move // SEATS
            state.apply(seat, state.legal_actions(seat)[index])
        else:
            state.apply(move["seat"], state.action_from_json(move["move"]))
    _settle(state)
    assert state.is_over, (game, seed)
    return to_record(state)


# --- labelling the positions by brute force ---------------------------------------------------------
def _sequence_positions(loaded) -> Iterator[tuple[int, str, dict]]:
    for at, (seat, action) in enumerate(loaded.full.history):
        before, after = loaded.states[at], loaded.states[at + 1]
        team = before.team(seat)
        if after.winner == team:
            yield at, "won", {}
        elif type(action) is Play and bf.sequence_wins(before, seat):
            yield at, "missed", {}
        elif type(action) is not TurnIn and bf.sequence_threatened(after, team):
            forced = len(before.legal_actions(seat)) == 1 or not bf.sequence_avoidable(before, seat)
            yield at, "forced" if forced else "threat", {}


def _sequoia_positions(loaded) -> Iterator[tuple[int, str, dict]]:
    history = loaded.full.history
    for at, (seat, pair) in enumerate(history):
        before = loaded.states[at]
        if not bf.sequoia_decisive(before):
            continue
        ends = bf.sequoia_ends(before, seat, bf.sequoia_others(before, seat, history, at))
        yield at, _exact_kind(ends, seat, pair) or ("forced" if len(ends) == 1 else "none"), {"rival": ends[pair]}


def _exact_kind(ends: dict, seat: int, played: Any) -> str | None:
    """`bf.kind`, with "forced" where there was one choice or no choice stops the rival."""
    found = bf.kind(ends, seat, played)
    if found != "won" and len(ends) == 1:
        return "forced"
    if found == "threat" and all(w is not None for w in ends.values()):
        return "forced"
    return found


def _sequitur_positions(loaded) -> Iterator[tuple[int, str, dict]]:
    history = loaded.full.history
    for at, (seat, action) in enumerate(history):
        before = loaded.states[at]
        if isinstance(action, Spell):
            found = None
            if before.round == ROUNDS:  # the last round's words decide the game too
                ends = bf.sequitur_word_ends(before, seat, history, at, action)
                found = _exact_kind(ends, seat, action)
                if found is not None:
                    yield at, found, {"rival": ends[action]}
            if found is None:
                rack = before.racks[seat]
                yield at, "word", {"best": bf.brute_best(rack, before.secret[seat], before.public)}
        elif isinstance(action, Claim) and before.round == ROUNDS:
            ends = {claim: bf.sequitur_claim_winner(before, seat, claim) for claim in before.legal_actions(seat)}
            yield at, _exact_kind(ends, seat, action) or ("forced" if len(ends) == 1 else "none"), {"rival": ends[action]}


POSITIONS = {"sequence": _sequence_positions, "sequoia": _sequoia_positions, "sequitur": _sequitur_positions}


def make(game: str, count: int) -> dict[str, Any]:
    """The test set of `count` games from SEEDS[game] on."""
    first = SEEDS[game]
    games = []
    kept: dict[str, int] = {}
    for seed in range(first, first + count):
        state = GAMES[game].new({"players": players(game, seed)}, seed)
        moves = []
        for seat, action in PLAY[game](seed):
            _settle(state)
            legal = state.legal_actions(seat)
            moves.append(legal.index(action) * SEATS + seat if legal is not None
                         else {"seat": seat, "move": action.to_json()})
            state.apply(seat, action)
        record = replay(game, seed, moves)
        loaded = review._load(game, record)
        taken: dict[str, int] = {}
        positions = []
        for at, kind, extra in POSITIONS[game](loaded):
            taken[kind] = taken.get(kind, 0) + 1
            if taken[kind] <= CAP[game].get(kind, 10**6) and kept.get(kind, 0) < TOTAL[game].get(kind, 10**6):
                kept[kind] = kept.get(kind, 0) + 1
                positions.append([at, kind, extra] if extra else [at, kind])
        review._games.clear()
        if positions:  # a game with none left to keep is left out
            games.append({"seed": seed, "moves": moves, "fingerprint": fingerprint(record), "positions": positions})
    return {"game": game, "seeds": [first, first + count - 1], "made_by": f"python3 -m tests.review.known "
            f"--game {game} --games {count}", "games": games}


def load(game: str) -> dict[str, Any]:
    return json.loads(gzip.decompress(path(game).read_bytes()))


def counts(known: dict[str, Any]) -> dict[str, int]:
    out: dict[str, int] = {}
    for entry in known["games"]:
        for position in entry["positions"]:
            out[position[1]] = out.get(position[1], 0) + 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", choices=sorted(SEEDS), action="append")
    parser.add_argument("--games", type=int, default=0, help="games in the set (default: GAMES_PER_SET)")
    args = parser.parse_args()
    HERE.mkdir(parents=True, exist_ok=True)
    for game in args.game or sorted(SEEDS):
        known = make(game, args.games or GAMES_PER_SET[game])
        text = json.dumps(known, separators=(",", ":")) + "\n"
        path(game).write_bytes(gzip.compress(text.encode(), mtime=0))
        print(game, known["seeds"], counts(known))


if __name__ == "__main__":
    main()
