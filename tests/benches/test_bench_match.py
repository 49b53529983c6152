"""bench/sequence_ai_match.py: splitting a match between processes changes nothing but the time."""

from bench.sequence_ai_match import _chunks, match


def test_chunks_cover_every_game_once():
    for count, jobs in ((10, 1), (10, 3), (7, 2), (2, 4), (0, 2)):
        chunks = _chunks(count, 100, jobs)
        seeds = [first + k for n, first in chunks for k in range(n)]
        assert seeds == list(range(100, 100 + count))
        assert len(chunks) <= jobs


def test_jobs_give_the_same_games():
    one = match("ai:medium", "ai:easy", 8, 3)
    two = match("ai:medium", "ai:easy", 8, 3, jobs=2)
    assert (one["wins"], one["losses"], one["draws"]) == (two["wins"], two["losses"], two["draws"])
    assert one["wins"] + one["losses"] + one["draws"] == 8
    dup = match("ai:medium", "ai:easy", 6, 3, duplicate=True, jobs=2)
    assert dup["wins"] + dup["losses"] + dup["draws"] == 6


def test_the_sequitur_solo_bench_reads_the_result():
    """bench/sequitur_ai.py measures a level's solo mean from the arena's Result."""
    from bench.sequitur_ai import measure

    report = measure("greedy", 2, 0)
    assert report["games"] == 2 and report["mean_score"] >= 0
