"""Which devices that answered an invitation are still there (web/net/knocks.py;
issue 28, cases 1 and 6): read from the browser's counts of connectivity
checks per port, as Chromium reports them (one check every 2.5 s or so)."""
from __future__ import annotations

from web.net.knocks import FRESH_S, WAIT_S, Knocks


def heard(*samples: tuple[float, dict[int, int]]) -> Knocks:
    knocks = Knocks()
    for now, counts in samples:
        knocks.update(counts, now)
    return knocks


def test_the_only_device_heard_lately_is_here_at_the_next_reading_of_the_counts() -> None:
    knocks = heard((0.0, {5000: 1}), (1.0, {5000: 2}))
    assert knocks.verdict({5000, 5001}, 2.0, 2.0) is None  # a device may have begun knocking since 1.0
    knocks.update({5000: 2}, 2.5)
    assert knocks.verdict({5000, 5001}, 2.0, 2.5) == "here"


def test_a_reply_read_at_once_after_its_page_reloaded_waits_for_the_counts() -> None:
    """Case 6 at speed (it failed in CI): the old page was last heard half a
    second before its reply was read; the reloaded page's first check is in
    the next reading of the counts. Going by the counts read before the
    reply, the old page looked like the only device, heard lately: "here"."""
    knocks = heard((0.0, {5000: 1}), (1.0, {5000: 2}))
    assert knocks.verdict({5000}, 1.5, 1.5) is None
    knocks.update({5000: 2, 6000: 1}, 2.0)
    assert knocks.verdict({5000}, 1.5, 2.0) is None  # another device knocks: wait for this one's own check
    for t in range(3, 10):
        knocks.update({5000: 2, 6000: t}, float(t))
    assert knocks.verdict({5000}, 1.5, 1.5 + WAIT_S) == "gone"


def test_with_two_devices_the_reply_read_waits_for_its_own_next_check() -> None:
    """Case 1: both knock; the one read is here once heard after it was read."""
    knocks = heard((0.0, {5000: 1, 7000: 1}))
    assert knocks.verdict({5000}, 1.0, 1.0) is None
    knocks.update({5000: 1, 7000: 1}, 1.0)  # the host reads the counts again as it reads the reply
    knocks.update({5000: 2, 7000: 1}, 2.5)
    assert knocks.verdict({5000}, 1.0, 2.5) == "here"
    assert knocks.others({5000}, 2.5)  # the host is told another device answered


def test_a_reply_from_a_page_since_reloaded_is_gone_while_its_new_page_checks() -> None:
    """Case 6: the old page's port stopped counting at its reload, a second before the reply was read;
    the new page's port counts on."""
    knocks = heard(*[(float(t), {5000: min(t, 10), 6000: max(0, t - 10)}) for t in range(1, 12)])
    assert knocks.verdict({5000}, 11.0, 11.0) is None  # heard a second ago: wait for its next check
    for t in range(12, 20):
        knocks.update({5000: 10, 6000: t - 10}, float(t))
    assert knocks.verdict({5000}, 11.0, 11.0 + WAIT_S) == "gone"
    assert knocks.verdict({6000}, 17.5, 19.0) == "here"  # heard since its reply was read (between 18 and 19)


def test_a_check_the_old_page_made_before_the_reply_was_read_is_not_a_check_after() -> None:
    """Case 6 at speed, the second race (it failed in CI): the host read the
    counts at 0.0; the old page checked once more and reloaded; its new page
    was heard; the old reply was read at 0.8. The reading at 0.9 finds the
    old page's last check, made before 0.8: the old page is not "here"."""
    knocks = heard((0.0, {5000: 1}))
    knocks.update({5000: 2, 6000: 1}, 0.9)
    assert knocks.verdict({5000}, 0.8, 0.9) is None
    for t in range(2, 10):
        knocks.update({5000: 2, 6000: t}, float(t))
    assert knocks.verdict({5000}, 0.8, 0.8 + WAIT_S) == "gone"


def test_a_count_that_stays_is_not_a_new_check() -> None:
    knocks = heard((0.0, {5000: 4, 7000: 1}), (5.0, {5000: 4, 7000: 2}))
    assert knocks.verdict({5000}, 1.0, 1.0 + WAIT_S) == "gone"


def test_nothing_heard_is_unknown_after_the_wait() -> None:
    assert Knocks().verdict({5000}, 1.0, 1.5) is None
    assert Knocks().verdict({5000}, 1.0, 1.0 + WAIT_S) == "unknown"
    knocks = heard((0.0, {5000: 1, 7000: 1}))
    assert not knocks.others({5000, 7000}, 1.0)
    assert not knocks.others({5000}, FRESH_S + 0.1)  # it went away
    assert knocks.verdict({5000}, 0.5, 0.5 + FRESH_S + WAIT_S) == "unknown"
