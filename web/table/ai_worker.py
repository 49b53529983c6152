"""The AI seats' entry in the background worker (web/worker.py), the same
for every game (pure Python, no `js`).

The page sends only the deciding seat's start message, its observation and
its legal actions (JSON; null for a decision too large to list, such as
Sequitur's word), so an AI sees exactly what its seat may see. The answer
is the chosen action's JSON. Levels come from the game's AI module
(engine.games.ai_module); an unknown level plays the game's weakest.
"""
from __future__ import annotations

import json
from typing import Any

from engine.core import review
from engine.core.levels import LEVEL_ORDER
from engine.core.seats import Decision
from engine.core.state import SIMULTANEOUS
from engine.games import GAMES, ai_module, review_module
from web.model.catalog import GAMES_BY_ID


def _decision(game: str, info: dict[str, Any], observation: dict[str, Any], raw: list[Any] | None,
              default: Any = None) -> Decision:
    read = GAMES[game].action_reader(info)
    legal = None if raw is None else [read(a) for a in raw]
    seat = int(info.get("seat", observation.get("seat", 0)))
    return Decision(seat, legal, lambda _seat: observation, default=None if default is None else read(default))


def act(game: str, info_json: str, observation_json: str, legal_json: str, level: str, seed: int,
        time_limit: float | None = None, default_json: str = "null") -> str:
    """The JSON of the action the AI at `level` chooses for its seat's decision
    (`legal_json` null: too many to list; `default_json` is then an action
    always legal, such as spelling nothing)."""
    info = json.loads(info_json)
    observation = json.loads(observation_json)
    raw = json.loads(legal_json)
    module = ai_module(game)
    # the weakest level the game offers, in the scheme's order (a dict's order differs on MicroPython)
    level = level if level in module.LEVELS else next(name for name in LEVEL_ORDER if name in module.LEVELS)
    seat = module.make_seat(level, int(seed)) if time_limit is None \
        else module.make_seat(level, int(seed), time_limit=time_limit)
    seat.start(info)
    decision = _decision(game, info, observation, raw, json.loads(default_json))
    action = seat.act(decision)
    if raw is not None:
        return json.dumps(raw[decision.legal.index(action)])
    return json.dumps(action.to_json())


def ask(game: str, state: Any, seat: int, level: str, seed: int, time_limit: float = 0.0) -> tuple[Any, ...]:
    """`act`'s arguments for an AI of `level` at `seat` of `state`, as the page sends them to a worker
    (`decide`): only that seat's start message, observation and legal actions."""
    info = state.start_message(seat)
    info.pop("type", None)
    legal = state.legal_actions(seat)
    default = state.unlisted_default(seat) if legal is None else None
    return (game, json.dumps(info), json.dumps(state.observation(seat)),
            "null" if legal is None else json.dumps([state.action_to_json(a) for a in legal]),
            level, seed, time_limit, "null" if default is None else json.dumps(state.action_to_json(default)))


async def decide(worker: Any, game: str, state: Any, seat: int, level: str, seed: int, time_limit: float = 0.0) -> Any:
    """The action an AI of `level` chooses for `seat` of `state`, asked of `worker` (a worker, or
    ON_PAGE) with only that seat's start message, observation and legal actions (`ask`); checked
    against the rules (IllegalAction if the answer is not legal)."""
    text = await worker.act(*ask(game, state, seat, level, seed, time_limit))
    action = state.action_from_json(json.loads(str(text)))
    state.check(seat, action)
    return action


def reply(game: str, info_json: str, observation_json: str, legal_json: str, level: str, seed: int,
          time_limit: float = 0.0, default_json: str = "null") -> str:
    """`act` for the page's message (`decide`): its values as JavaScript
    passes them, a time limit of 0 for the level's own. The light worker exports it as `act`."""
    return act(str(game), str(info_json), str(observation_json), str(legal_json), str(level), int(seed),
               float(time_limit) or None, str(default_json))


class OnPage:
    """The page's own thread standing in for the worker, for the AI levels a game
    plays there (`Game.page_levels`, one move deep: milliseconds on MicroPython):
    the same entry and the same messages as in the worker (`act`), so the seat
    sees exactly what it would see there, and no tap waits for Pyodide."""

    async def act(self, game: str, info_json: str, observation_json: str, legal_json: str, level: str, seed: int,
                  time_limit: float = 0.0, default_json: str = "null") -> str:
        return reply(game, info_json, observation_json, legal_json, level, seed, time_limit, default_json)


ON_PAGE = OnPage()


def suggest(game: str, info_json: str, observation_json: str, legal_json: str, seed: int) -> str:
    """JSON {"action": the action's JSON, "what": text, "why": text}: the move the
    game's advisor (its strongest AI, `suggest` of its AI module) suggests to a
    person, from that seat's start message, observation and legal actions only
    (`legal_json` null: too many to list, as Sequitur's word)."""
    info = json.loads(info_json)
    observation = json.loads(observation_json)
    raw = json.loads(legal_json)
    decision = _decision(game, info, observation, raw)
    action, what, why = ai_module(game).suggest(info, observation, decision.legal, int(seed))
    chosen = raw[decision.legal.index(action)] if raw is not None else action.to_json()
    answer = {"action": chosen, "what": str(what), "why": str(why)}
    answer.update(_said(game, info, observation, action))
    return json.dumps(answer)


def _said(game: str, info: dict[str, Any], observation: dict[str, Any], action: Any, *,
          judged: bool = False) -> dict[str, Any]:
    """{"said": the move and its reason as codes} for the page to phrase in the player's language
    (the review module's `reason_action`; with `judged`, "Why?"'s: its `reason_judged` where it judges
    an AI's decision against the expert's, as Sequitur's does), or nothing for a game whose reasons
    are its English yet."""
    module = review_module(game)
    reason_action = (judged and getattr(module, "reason_judged", None)) or getattr(module, "reason_action", None)
    return {} if reason_action is None else {"said": reason_action(info, observation, action)}


def install_words(text: str, prepare: bool = True, language: str = "en") -> int:
    """Install the word list of `language` (Sequitur's dictionary as text, one word per line) and, with
    `prepare`, prepare the AI now (its modules, the expert's index of words by their letters), so that no
    decision pays for it; the word count. The light worker prepares it later (`prepare_words`)."""
    from engine.sequitur import dictionary
    from engine.sequitur.ai.expert import prepare as prepare_ai

    words = dictionary.install(str(text).encode("utf-8"), str(language))
    if prepare:
        prepare_ai(words)
    return len(words)


PREPARE_STEP = 4000  # words a `prepare_words` call indexes: about 40 ms on MicroPython at full speed


def prepare_words(language: str = "en") -> bool:
    """Build the next part of the index of the installed words of `language` by their letters; whether it is
    built. The page calls it until it is, in the light worker (MicroPython, where the whole index
    takes seconds on a phone), so that a decision asked meanwhile waits for one part at most."""
    from engine.sequitur import dictionary
    from engine.sequitur.ai.anagrams import build_some

    return build_some(dictionary.load(language=str(language)), PREPARE_STEP)


# --- reviewing a finished game (issue 27; engine/core/review.py) ----------------------------------------
# The most seconds a review gives a move (`review_move`'s budget_s) is each game's `review_budget`
# (web/model/catalog.py), and the seconds a
# whole review aims at: a long game gets less per move (the plan's "budget_s"), so that a full
# review of a 2-player game lands within about 10 s on a phone 4x slower than this machine (issue 81;
# bench/review_page_speed.py, docs/benchmarks.md "A review in the page"; halved from 18 s, the grades
# as many of each: docs/ai.md "Reviews"). The budget is wall-clock time: the browser does less in it,
# not slower.
REVIEW_SECONDS = 9.0
ADVISED_SHARE = 0.5  # the share of the moves a review advises on (the viewer's seats; 2 players)


def review_budget(game: str, moves: int) -> float:
    """The seconds to give each move of a review of `moves` moves: a move with advice costs its
    budget, one without about a fifth of it (engine.core.review.VALUE_SHARE)."""
    weight = moves * (ADVISED_SHARE + (1 - ADVISED_SHARE) * review.VALUE_SHARE)
    return round(min(GAMES_BY_ID[game].review_budget, REVIEW_SECONDS / max(1.0, weight)), 3)

def review_plan(game: str, record_json: str) -> str:
    """JSON of the review's plan of a finished game's record (its sides, steps, moves, measure), and
    `budget_s`: the seconds to pass `review_move` for each of its moves."""
    from web.model.records import read_record

    record = read_record(record_json)
    plan = review.review_plan(game, record, names=_labels(game, record))
    plan["budget_s"] = review_budget(game, plan["steps"])
    for move, turn in zip(plan["moves"], turns_together(game, record)):
        move["turn"] = turn
    return json.dumps(plan)


def turns_together(game: str, record: dict[str, Any]) -> list[int]:
    """Each move's turn on the review's graph (web/model/review_series.py `turns`): the choices made
    at once in one stage (Sequoia's pairs, a step of Sequitur's round) share one, as they are
    revealed together; any other move has its own."""
    states = review._load(game, record).states  # the review's own replay of the record (cached)
    out: list[int] = []
    for at in range(len(states) - 1):
        state, before = states[at], states[at - 1] if at else None
        same = (before is not None and state.acting.kind == before.acting.kind == SIMULTANEOUS
                and state.stage == before.stage)
        out.append(out[-1] if same else len(out) and out[-1] + 1)
    return out


def _labels(game: str, record: dict[str, Any]) -> list[str] | None:
    """The seats' names as the table says them ("Ann (blue)" in Sequoia); None: the engine's."""
    from web.model.colours import seat_colour
    from web.model.seats import seats_from_table

    players = record.get("config", {}).get("players") if isinstance(record.get("config"), dict) else None
    if type(players) is not int or players < 1:
        return None
    seats = seats_from_table(record.get("table"), players, ai_module(game).LEVELS)
    names = [seat.name for seat in seats]
    if game == "sequoia":  # its seats have colours (web/games/sequoia/narration.py `label`)
        names = [f"{name} ({seat_colour(i)[0]})" for i, name in enumerate(names)]
    return names


def review_move(game: str, record_json: str, at: int, advise_seats_json: str, seed: int, budget_s: float) -> str:
    """JSON of the review of move `at` (from step at to at + 1): the values before and after it, what was
    played, and for a seat in `advise_seats_json` (a JSON list) the expert's advice from its own view."""
    from web.model.records import read_record

    record = read_record(record_json)
    seats = json.loads(advise_seats_json)
    return json.dumps(review.review_move(game, record, int(at), advise_seats=[int(s) for s in seats or []],
                                         seed=int(seed), budget_s=float(budget_s)))


def review_try(game: str, record_json: str, at: int, action_json: str, seed: int, budget_s: float) -> str:
    """JSON of a move tried again in place of move `at` (issue 81, "Try again": engine/core/review.py
    `try_move`), judged from its seat's own view with the review's seed and budget."""
    from web.model.records import read_record

    return json.dumps(review.try_move(game, read_record(record_json), int(at), json.loads(action_json),
                                      seed=int(seed), budget_s=float(budget_s)))


def explain(game: str, info_json: str, observation_json: str, action_json: str) -> str:
    """JSON {"what", "why"}: 'Why did the AI do that?' for an action an AI seat took, from that seat's
    start message and observation only, in the words "Suggest a move" uses."""
    info = json.loads(info_json)
    observation = json.loads(observation_json)
    action = GAMES[game].action_reader(info)(json.loads(action_json))
    what, why = review_module(game).explain_action(info, observation, action)
    answer = {"what": str(what), "why": str(why)}
    answer.update(_said(game, info, observation, action, judged=True))
    return json.dumps(answer)
