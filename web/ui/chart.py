"""A small bar chart of numbers over time (issue 39), the same wherever the app shows such numbers
(the statistics' solo scores, today's deal day by day: web/shell/statistics.py).

One bar per number, oldest on the left, drawn in the page's flow with the app's colours
(web/table/table.css `.chart`): each bar's height goes through the CSSOM (the page's policy
refuses a style attribute), the highest value and 0 beside the bars. The picture is one image to a
screen reader, named by its summary ("10 games, oldest to latest: from 12 to 42 points, the latest
30"); the numbers one by one, in words, are the list under it ("In words"), open to everyone.
"""
from __future__ import annotations

from typing import Any

from engine.core.value import Value
from web.page import dom
from web.page.words import _, ngettext


class Bar(Value):
    """One number of the chart and the same in words ('12 Mar: 42 points, Champion');
    `marked`: drawn apart (an assisted game)."""

    FIELDS = ("value: int", "words: str", "marked: bool")
    DEFAULTS = {"marked": False}


def summary(bars: list[Bar], kind: str) -> str:
    """The chart in one sentence: '10 games, oldest to latest: from 12 to 42 points, the latest 30.'
    (`kind`: "games" or "days", each its own whole sentences; the values are points)."""
    values = [bar.value for bar in bars]
    days = kind == "days"
    if not values:
        # Translators: a chart's text when there is no day to draw
        return (_("No days.") if days
                # Translators: a chart's text when there is no game to draw
                else _("No games."))
    count, low, high, last = len(values), min(values), max(values), values[-1]
    if low == high and days:
        return ngettext("{count} day, oldest to latest: {high} points, the latest {last}.",
                        "{count} days, oldest to latest: {high} points, the latest {last}.", count,
                        count=count, high=high, last=last)
    if low == high:
        return ngettext("{count} game, oldest to latest: {high} points, the latest {last}.",
                        "{count} games, oldest to latest: {high} points, the latest {last}.", count,
                        count=count, high=high, last=last)
    if days:
        return ngettext("{count} day, oldest to latest: from {low} to {high} points, the latest {last}.",
                        "{count} days, oldest to latest: from {low} to {high} points, the latest {last}.", count,
                        count=count, low=low, high=high, last=last)
    return ngettext("{count} game, oldest to latest: from {low} to {high} points, the latest {last}.",
                    "{count} games, oldest to latest: from {low} to {high} points, the latest {last}.", count,
                    count=count, low=low, high=high, last=last)


def bar_chart(ident: str, title: str, bars: list[Bar], *, kind: str) -> Any:
    """A figure (id `ident`, `data-bars` the number of bars): its title, the bars, and the list in
    words (id `<ident>-words`, oldest first) under a disclosure."""
    high = max([bar.value for bar in bars] + [1])
    said = summary(bars, kind)
    # Translators: a chart's name for screen readers: its title and summary
    plot = dom.element("div", cls="chart-bars", attrs={"role": "img", "aria-label": _("{title}: {summary}", title=title, summary=said)})
    for bar in bars:
        column = dom.element("span", cls="chart-bar" + (" chart-bar-marked" if bar.marked else ""))
        column.style.setProperty("height", f"{max(2.0, 100 * max(bar.value, 0) / high):.1f}%")
        plot.append(column)
    scale = dom.element("div", cls="chart-scale", attrs={"aria-hidden": "true"}, children=[
        dom.element("span", str(high)), dom.element("span", "0")])
    words = dom.element("ol", cls="chart-words", attrs={"id": f"{ident}-words", "aria-label": title},
                        children=[dom.element("li", bar.words) for bar in bars])
    return dom.element("figure", cls="chart", attrs={"id": ident, "data-bars": str(len(bars))}, children=[
        dom.element("figcaption", title, cls="chart-title"),
        dom.element("div", cls="chart-plot", children=[scale, plot]),
        # Translators: a chart's details: the chart's figures said in words
        dom.element("details", cls="chart-details", children=[dom.element("summary", _("In words")), words])])
