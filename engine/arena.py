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
import math
import os
import sys
import time
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Sequence

from engine.core import record
from engine.core.result import FORFEIT, Result
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
    if module is not None and spec in getattr(module, "BASELINES", {}):
        baseline: Seat = module.make_seat(spec, seed)  # a baseline bot by its name, e.g. `greedy`
        baseline.name = spec
        return baseline
    if spec.startswith("ai:"):
        level, _, budget = spec[3:].partition("@")
        module = ai_module(game)
        if level not in module.LEVELS and level not in getattr(module, "BASELINES", {}):
            raise ValueError(f"unknown {game} AI level {level!r} (levels: {', '.join(module.LEVELS)})")
        if budget:
            try:
                seconds = float(budget)
            except ValueError:
                raise ValueError(f"bad time budget in {spec!r}") from None
            if not (math.isfinite(seconds) and seconds > 0):
                raise ValueError(f"bad time budget in {spec!r}: give a positive number of seconds")
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
    result: Result
    state: GameState
    times: list[list[float]] = field(default_factory=list)

    @property
    def winners(self) -> list[int]:
        return list(self.result.winners)


def play(state: GameState, seats: Sequence[Seat]) -> Outcome:
    """Play `state` to the end with `seats`; a forfeit ends it with no winner.
    If anything else ends it (Ctrl+C, a bug), every external bot started is
    ended first, with its children. The outcome's times hold every decision
    of each seat except those of seats that pick from the legal list at once
    (`picks_from_legal`: not timed)."""
    n = state.players
    times: list[list[float]] = [[] for _ in range(n)]
    result: Result | None = None
    started: list[Seat] = []
    try:
        setup = state.setup_info()
        for seat_number, seat in enumerate(seats):
            started.append(seat)
            seat.start(state.start_message(seat_number, setup))
        observe = state.observation
        to_json = state.action_to_json
        from_json = state.action_from_json
        legal_actions = state.legal_actions
        apply_unchecked = state._apply
        checks = [partial(state.check, s) for s in range(n)]
        acts = [seat.act for seat in seats]
        # A seat that picks from the legal list at once (the random seat) is the
        # fast path: its action is not checked again, its decisions are not
        # timed, and it gets one Decision per game, renewed at each decision.
        # Every other seat gets a new Decision each time, timed and checked.
        renewed = [Decision(s, None, observe, checks[s], to_json, from_json)
                   if getattr(seat, "picks_from_legal", False) else None for s, seat in enumerate(seats)]
        clock = time.perf_counter
        while True:
            acting = state.acting
            if not acting.seats:  # chance, or the end
                if acting.kind == CHANCE:
                    state.resolve_chance()
                    continue
                if acting.kind == OVER:
                    break
            seat_number = acting.seats[0]
            legal = legal_actions(seat_number)
            if legal is None:
                default = state.unlisted_default(seat_number)
            else:
                default = None
                # a forced action (a pass) is always the only legal one: ask the game only then
                if len(legal) == 1:
                    forced = state.forced_action(seat_number, legal)
                    if forced is not None:
                        apply_unchecked(seat_number, forced)
                        continue
            decision = renewed[seat_number]
            if decision is not None:
                decision.legal = legal
                decision.default = default
                decision._observation = None
                apply_unchecked(seat_number, acts[seat_number](decision))
                continue
            decision = Decision(seat_number, legal, observe, checks[seat_number], to_json, from_json, default)
            t0 = clock()
            action = acts[seat_number](decision)
            times[seat_number].append(clock() - t0)
            state.apply(seat_number, action)  # a built-in seat's illegal action is a bug: let it raise
        result = state.result()
    except Forfeit as forfeit:
        result = state.forfeit_result(forfeit.seat, forfeit.why)
    except BaseException:
        _abort(started)
        raise
    assert result is not None
    try:
        final = state.final() if any(getattr(seat, "wants_final", True) for seat in started) else {}
        for seat in started:
            seat.end(result, final)
    except BaseException:
        _abort(started)
        raise
    return Outcome(state.seed, result, state, times)


def _abort(seats: Sequence[Seat]) -> None:
    """End every external bot among `seats` at once, with its children."""
    for seat in seats:
        abort = getattr(seat, "abort", None)
        if abort is not None:
            abort()


def arena_config(state_class: type[GameState], players: int, teams: int | None, variant: str | None,
                 turn_limit: int) -> dict[str, Any]:
    """A match's configuration; games that take a turn cap get `turn_limit` (RULINGS Sequence 13)."""
    config: dict[str, Any] = {"players": players}
    if teams is not None:
        config["teams"] = teams
    if variant is not None:
        config["variant"] = variant
    if state_class.TURN_LIMITED:
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
    config = arena_config(state_class, len(specs), teams, variant, turn_limit)
    probe = state_class.new(config, seed)  # validates the table before any bot starts
    team_list = probe.team_list()
    wins = [0] * (max(team_list) + 1)  # by team: a team per seat in games without teams
    draws = forfeits = 0
    turns: list[int] = []
    times: list[list[float]] = [[] for _ in specs]
    results = []
    if records:
        _records_folder(records)
    for k in range(games):
        game_seed = seed + k
        state = state_class.new(config, game_seed)
        seats = [make_seat(spec, game_seed * 31 + i, game, bot_time=bot_time) for i, spec in enumerate(specs)]
        outcome = play(state, seats)
        result = outcome.result
        for i, samples in enumerate(outcome.times):
            times[i].extend(samples)
        if result.reason == FORFEIT:
            forfeits += 1
        elif not result.winners:
            draws += 1
        else:
            for team in result.winner_teams:
                wins[team] += 1
        turns.append(result.turns)
        results.append(dict({"seed": game_seed}, **result.to_json()))
        if records:
            path = os.path.join(records, f"{game}-{game_seed}.json")
            try:
                with open(path, "w", encoding="utf-8") as out:
                    out.write(record.dumps(state))
            except OSError as error:
                raise ValueError(f"cannot write the record {path}: {error.strerror or error}") from None
    return {
        "game": game, "variant": probe.variant, "games": games, "seed": seed,
        "seats": list(specs), "teams": team_list, "by_team": state_class.BY_TEAM,
        "wins": wins, "draws": draws, "forfeits": forfeits,
        "mean_turns": round(sum(turns) / len(turns), 2) if turns else 0.0,
        "decision_ms": [_stats(t) for t in times],
        "results": results,
    }


def _records_folder(path: str) -> None:
    """Make sure the records can be written in `path`; ValueError saying why not."""
    try:
        os.makedirs(path, exist_ok=True)
    except FileExistsError:
        raise ValueError(f"cannot write the records in {path}: it is a file, not a folder") from None
    except NotADirectoryError:
        raise ValueError(f"cannot write the records in {path}: part of that path is a file, not a folder") from None
    except OSError as error:
        raise ValueError(f"cannot write the records in {path}: {error.strerror or error}") from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise ValueError(f"cannot write the records in {path}: no permission to write there")


def _forfeit_lines(summary: dict[str, Any]) -> list[str]:
    """One line per seat and reason: which games were forfeited and why."""
    seen: dict[tuple[int, str], list[int]] = {}
    for entry in summary["results"]:
        if entry.get("reason") == FORFEIT:
            key = (entry.get("forfeit_seat"), entry.get("forfeit_why") or "no reason given")
            seen.setdefault(key, []).append(entry["seed"])
    lines = []
    for (seat, why), seeds in seen.items():
        shown = ", ".join(map(str, seeds[:5])) + (f" and {len(seeds) - 5} more" if len(seeds) > 5 else "")
        lines.append(f"  seat {seat} {summary['seats'][seat]} forfeited {len(seeds)} game(s) (seeds {shown}): {why}")
    return lines


def _summary_text(summary: dict[str, Any]) -> str:
    lines = [f"{summary['games']} game(s) of {summary['game']} ({summary['variant']}), seeds {summary['seed']}.."
             f"{summary['seed'] + summary['games'] - 1}"]
    label = "team" if summary["by_team"] else "seat"
    for i, count in enumerate(summary["wins"]):
        members = [s for s, t in enumerate(summary["teams"]) if t == i] if label == "team" else [i]
        names = ", ".join(f"{summary['seats'][s]}" for s in members)
        lines.append(f"  {label} {i} ({names}): {count} win(s)")
    lines.append(f"  draws {summary['draws']}, forfeits {summary['forfeits']}, mean turns {summary['mean_turns']}")
    lines.extend(_forfeit_lines(summary))
    for i, t in enumerate(summary["decision_ms"]):
        lines.append(f"  seat {i} {summary['seats'][i]}: {t['mean']} ms mean, {t['p95']} ms p95 per decision")
    return "\n".join(lines)


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not a positive number")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"{text} is not a positive number of seconds")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.arena", description="Play headless matches.")
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--seats", required=True,
                        help="comma-separated seat specs: random, ai:LEVEL[@SECONDS], greedy, cmd:COMMAND")
    parser.add_argument("--teams", type=int)
    parser.add_argument("--games", type=_positive_int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--variant")
    parser.add_argument("--json", action="store_true", help="print the JSON summary")
    parser.add_argument("--records", metavar="DIR", help="write each game's record here")
    parser.add_argument("--turn-limit", type=_positive_int, default=DEFAULT_TURN_LIMIT)
    parser.add_argument("--bot-time", type=_seconds, default=DEFAULT_TIME_LIMIT, help="seconds per decision for cmd: bots")
    args = parser.parse_args(argv)
    specs = [s.strip() for s in split_specs(args.seats)]
    try:
        summary = run(args.game, specs, games=args.games, seed=args.seed, teams=args.teams,
                      variant=args.variant, turn_limit=args.turn_limit, records=args.records,
                      bot_time=args.bot_time)
    except ValueError as error:  # SetupError is a ValueError
        print(f"arena: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # every bot and its children are already ended (play)
        print("arena: interrupted", file=sys.stderr)
        return 130
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
