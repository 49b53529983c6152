"""The headless match runner: `python -m engine.arena`.

Plays games between seats given as specs: `random`, `ai:LEVEL` (the game's
built-in AI; `ai:LEVEL@SECONDS` sets its time budget per decision), a
baseline bot of the game's AI module by name (`greedy`), or
`cmd:COMMAND` (an external program speaking the bot protocol). Game `k` of a
run uses seed `seed + k`, so any single game can be replayed; the seed also
decides the cut for the dealer, so the first player varies. `--json` prints
the summary described in docs/bot-protocol.md.

Programs only: a Sequence match ends in a draw at the turn cap
(RULINGS Sequence 13; `--turn-limit`, 1000 seat turns by default).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Sequence

from engine.core import record
from engine.core.seats import Decision, RandomSeat, Seat
from engine.core.state import CHANCE, OVER, GameState
from engine.games import GAMES, ai_module
from engine.protocol import DEFAULT_TIME_LIMIT, BotSeat, Forfeit

DEFAULT_TURN_LIMIT = 1000


def make_seat(spec: str, seed: int, game: str, *, bot_time: float = DEFAULT_TIME_LIMIT) -> Seat:
    """Build a seat from its spec; raise ValueError for an unknown spec."""
    if spec == "random":
        return RandomSeat(seed)
    if spec.startswith("cmd:"):
        command = spec[4:].strip()
        if not command:
            raise ValueError("cmd: needs a command line")
        return BotSeat(command, time_limit=bot_time)
    module = _maybe_ai(game)
    if module is not None and spec in getattr(module, "BASELINES", ()):
        return module.make_seat(spec, seed)  # a named baseline bot, e.g. `greedy`
    if spec.startswith("ai:"):
        level, _, budget = spec[3:].partition("@")
        module = ai_module(game)
        if level not in module.LEVELS and level not in getattr(module, "BASELINES", ()):
            raise ValueError(f"unknown {game} AI level {level!r} (levels: {', '.join(module.LEVELS)})")
        if budget:
            try:
                seconds = float(budget)
            except ValueError:
                raise ValueError(f"bad time budget in {spec!r}") from None
            seat: Seat = module.make_seat(level, seed, time_limit=seconds)
        else:
            seat = module.make_seat(level, seed)
        seat.name = spec
        return seat
    raise ValueError(f"unknown seat spec {spec!r} (use random, ai:LEVEL, greedy or cmd:COMMAND)")


def _maybe_ai(game: str) -> Any:
    try:
        return ai_module(game)
    except (ValueError, ImportError):
        return None


@dataclass
class Outcome:
    """One finished game: its result, record and per-seat decision times."""

    seed: int
    result: dict[str, Any]
    winners: list[int]
    state: GameState
    times: list[list[float]] = field(default_factory=list)


def play(state: GameState, seats: Sequence[Seat]) -> Outcome:
    """Play `state` to the end with `seats`; a forfeit ends it with no winner."""
    n = state.players
    times: list[list[float]] = [[] for _ in range(n)]
    result: dict[str, Any] | None = None
    started: list[Seat] = []
    try:
        setup = state.setup_info()
        for seat_number, seat in enumerate(seats):
            started.append(seat)
            seat.start(state.start_message(seat_number, setup))
        observe = state.observation
        to_json = state.action_to_json
        from_json = state.action_from_json
        checks = [partial(state.check, s) for s in range(n)]
        # seats that return an element of the legal list need no second check
        trusted = [getattr(seat, "picks_from_legal", False) for seat in seats]
        clock = time.perf_counter
        while True:
            acting = state.acting
            if acting.kind == OVER:
                break
            if acting.kind == CHANCE:
                state.resolve_chance()
                continue
            seat_number = acting.seats[0]
            legal = state.legal_actions(seat_number)
            # a forced action (a pass) is always the only legal one: ask the game only then
            forced = state.forced_action(seat_number, legal) if legal is not None and len(legal) == 1 else None
            if forced is not None:
                state._apply(seat_number, forced)
                continue
            decision = Decision(seat_number, legal, observe, checks[seat_number], to_json, from_json,
                                None if legal is not None else state.unlisted_default(seat_number))
            seat = seats[seat_number]
            t0 = clock()
            action = seat.act(decision)
            times[seat_number].append(clock() - t0)
            if trusted[seat_number]:
                state._apply(seat_number, action)
            else:
                state.apply(seat_number, action)  # a built-in seat's illegal action is a bug: let it raise
        result = state.result()
    except Forfeit as forfeit:
        result = state.forfeit_result(forfeit.seat)
    assert result is not None
    final = state.final() if any(getattr(seat, "wants_final", True) for seat in started) else {}
    for seat in started:
        seat.end(result, final)
    return Outcome(state.seed, result, state.winning_seats(result), state, times)


def arena_config(game: str, players: int, teams: int | None, variant: str | None, turn_limit: int) -> dict[str, Any]:
    config: dict[str, Any] = {"players": players}
    if teams is not None:
        config["teams"] = teams
    if variant is not None:
        config["variant"] = variant
    if game == "sequence":
        config["turn_limit"] = turn_limit
    return config


def _stats(samples: list[float]) -> dict[str, float]:
    if not samples:
        return {"mean": 0.0, "p95": 0.0}
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return {"mean": round(1000 * sum(ordered) / len(ordered), 3), "p95": round(1000 * p95, 3)}


def run(
    game: str,
    specs: list[str],
    *,
    games: int = 1,
    seed: int = 0,
    teams: int | None = None,
    variant: str | None = None,
    turn_limit: int = DEFAULT_TURN_LIMIT,
    records: str | None = None,
    bot_time: float = DEFAULT_TIME_LIMIT,
) -> dict[str, Any]:
    """Play `games` games and return the summary (the `--json` output)."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r} (games: {', '.join(GAMES)})")
    state_class = GAMES[game]
    config = arena_config(game, len(specs), teams, variant, turn_limit)
    probe = state_class.new(config, seed)  # validates the table before any bot starts
    team_list = probe.team_list()
    by_team = game == "sequence"
    wins = [0] * ((max(team_list) + 1) if by_team else len(specs))
    draws = forfeits = 0
    turns: list[int] = []
    times: list[list[float]] = [[] for _ in specs]
    results = []
    if records:
        os.makedirs(records, exist_ok=True)
    for k in range(games):
        game_seed = seed + k
        state = state_class.new(config, game_seed)
        seats = [make_seat(spec, game_seed * 31 + i, game, bot_time=bot_time) for i, spec in enumerate(specs)]
        outcome = play(state, seats)
        result = outcome.result
        for i, samples in enumerate(outcome.times):
            times[i].extend(samples)
        if result.get("reason") == "forfeit":
            forfeits += 1
        elif not outcome.winners:
            draws += 1
        elif by_team:
            wins[result["winner_team"]] += 1
        else:
            for s in outcome.winners:
                wins[s] += 1
        turn_count = result.get("turns", getattr(state, "turn", 0))
        turns.append(turn_count)
        entry = {"seed": game_seed, **({"winner_team": result.get("winner_team")} if by_team else {}),
                 "winners": outcome.winners, "reason": result.get("reason"), "turns": turn_count}
        if result.get("forfeit_seat") is not None:
            entry["forfeit_seat"] = result["forfeit_seat"]
        results.append(entry)
        if records:
            with open(os.path.join(records, f"{game}-{game_seed}.json"), "w", encoding="utf-8") as out:
                out.write(record.dumps(state))
    return {
        "game": game, "variant": probe.variant, "games": games, "seed": seed,
        "seats": list(specs), "teams": team_list, "wins": wins, "draws": draws, "forfeits": forfeits,
        "mean_turns": round(sum(turns) / len(turns), 2) if turns else 0.0,
        "decision_ms": [_stats(t) for t in times],
        "results": results,
    }


def _summary_text(summary: dict[str, Any]) -> str:
    lines = [f"{summary['games']} game(s) of {summary['game']} ({summary['variant']}), seeds {summary['seed']}.."
             f"{summary['seed'] + summary['games'] - 1}"]
    label = "team" if summary["game"] == "sequence" else "seat"
    for i, count in enumerate(summary["wins"]):
        members = [s for s, t in enumerate(summary["teams"]) if t == i] if label == "team" else [i]
        names = ", ".join(f"{summary['seats'][s]}" for s in members)
        lines.append(f"  {label} {i} ({names}): {count} win(s)")
    lines.append(f"  draws {summary['draws']}, forfeits {summary['forfeits']}, mean turns {summary['mean_turns']}")
    for i, t in enumerate(summary["decision_ms"]):
        lines.append(f"  seat {i} {summary['seats'][i]}: {t['mean']} ms mean, {t['p95']} ms p95 per decision")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.arena", description="Play headless matches.")
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--seats", required=True, help="comma-separated seat specs: random, ai:LEVEL[@SECONDS], cmd:COMMAND")
    parser.add_argument("--teams", type=int)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--variant")
    parser.add_argument("--json", action="store_true", help="print the JSON summary")
    parser.add_argument("--records", metavar="DIR", help="write each game's record here")
    parser.add_argument("--turn-limit", type=int, default=DEFAULT_TURN_LIMIT)
    parser.add_argument("--bot-time", type=float, default=DEFAULT_TIME_LIMIT, help="seconds per decision for cmd: bots")
    args = parser.parse_args(argv)
    specs = [s.strip() for s in split_specs(args.seats)]
    try:
        summary = run(args.game, specs, games=args.games, seed=args.seed, teams=args.teams,
                      variant=args.variant, turn_limit=args.turn_limit, records=args.records,
                      bot_time=args.bot_time)
    except ValueError as error:  # SetupError is a ValueError
        print(f"arena: {error}", file=sys.stderr)
        return 2
    print(json.dumps(summary) if args.json else _summary_text(summary))
    return 0


def split_specs(text: str) -> list[str]:
    """Split seat specs on commas, keeping commas inside a `cmd:` command line
    only when they are escaped as `\\,`."""
    parts, current, i = [], "", 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text) and text[i + 1] == ",":
            current += ","
            i += 2
            continue
        if text[i] == ",":
            parts.append(current)
            current = ""
        else:
            current += text[i]
        i += 1
    parts.append(current)
    return parts


if __name__ == "__main__":
    sys.exit(main())
