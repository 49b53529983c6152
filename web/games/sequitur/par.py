"""Par for today's deal: the expert AI plays the same deal (the same seed,
solo) in the background worker, one decision per call like any AI seat
(web/table/ai_worker.py `decide`), so a suggestion asked meanwhile waits at most
one decision and the page never blocks. It starts when the day's table or
its screen opens and its score is kept on the device (`seqgames.sequitur.par`,
the latest day only, and in the day's result in the statistics); the
screens show it only once the person's game is over. Each language of the
words has its own deal and par (engine/sequitur/daily.py `config_of`): par
is kept per day and language (English's, as before, naming none).
"""
from __future__ import annotations

import json
from typing import Any

from engine.sequitur.daily import check_day, config_of, seed_of
from engine.sequitur.dictionary import ENGLISH
from engine.sequitur.state import SequiturState
from web.device import keys
from web.device import storage
from web.device.finish import update_stats
from web.device.stats import set_par
from web.games.sequitur.daily import to_decision
from web.page.tasks import Shared

KEY = keys.SEQUITUR_PAR
LEVEL = "expert"
_running: dict[tuple[str, str], Shared] = {}  # (day, language) -> its par's job


def known(day: str, language: str = ENGLISH) -> int | None:
    """The par of `day`'s deal in the words of `language` if it was worked out on this device."""
    data = storage.get_object(KEY) or {}
    par = data.get("par")
    same = data.get("day") == day and data.get("language", ENGLISH) == language
    return par if same and type(par) is int and 0 <= par <= 1000 else None


async def _work_out(day: str, language: str, time_limit: float) -> int:
    from web.page import workers
    from web.table import ai_worker
    from web.games.sequitur import words
    from web.model.session import ai_seed

    await words.ensure(language)
    state = SequiturState.new(config_of(language), seed_of(day))
    worker = await workers.get()
    await words.hand_to_worker(language)
    while True:
        state, seat = to_decision(state)
        if seat is None:
            break
        action = await ai_worker.decide(worker, "sequitur", state, seat, LEVEL, ai_seed(state, seat), time_limit)
        state.apply(seat, action)
    result = state.result()
    assert result is not None and result.scores is not None
    par = int(result.scores[0])
    latest = (storage.get_object(KEY) or {}).get("day")
    if not isinstance(latest, str) or latest <= day:  # an earlier day's deal (its finished game reopened) keeps today's
        storage.put(KEY, json.dumps({"day": day, "par": par} if language == ENGLISH else
                                    {"day": day, "par": par, "language": language}))
    update_stats(lambda data: set_par(data, day, par, language))  # the day's result in the statistics gets its par
    return par


def _job(day: str, language: str) -> Shared:
    """The day's par in `language`'s words as a shared job: known on this device already, or worked out once."""
    from web.page.modes import FAST_TIME_LIMIT, fast_mode

    check_day(day)
    time_limit = FAST_TIME_LIMIT if fast_mode() else 0.0
    job = _running.get((day, language))
    if job is None:
        async def find() -> int:
            par = known(day, language)
            return par if par is not None else await _work_out(day, language, time_limit)

        job = _running[(day, language)] = Shared(find)
    return job


def work_out(day: str, language: str = ENGLISH) -> None:
    """Start working out the par of `day`'s deal in `language`'s words (once per page for a day; again
    only if a try failed). With `?fast` (the tests) the expert takes the table's
    shortest time per decision."""
    _job(day, language).start()


async def par_of(day: str, language: str = ENGLISH) -> int:
    """The par of `day`'s deal in `language`'s words, worked out if needed (`work_out`)."""
    return await _job(day, language).result()


def result(day: str, language: str = ENGLISH) -> Any:
    """The par if it is known now, else None (without starting anything)."""
    job = _running.get((day, language))
    if job is not None and job.done:
        return job.value
    return known(day, language)
