"""engine.core.jsonlimits: JSON from outside with a size and a depth limit
(issue 16: about a thousand nested brackets raised RecursionError, and killed
Pyodide, wherever untrusted JSON was read)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import jsonlimits
from engine.core.jsonlimits import MB, loads

SETTINGS = settings(max_examples=200, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])

SCALARS = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=5), inner, max_size=4), max_leaves=30)
# text made mostly of what the depth check cares about
TRICKY = st.text(alphabet='[]{}"\\ab,:u0 \n\u00e9\U0001f600', max_size=60)


def nesting(value) -> int:
    """The depth of a parsed JSON value, the plain recursive way."""
    if isinstance(value, list):
        return 1 + max((nesting(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((nesting(v) for v in value.values()), default=0)
    return 0


def lexed_depth(text: str) -> tuple[int, bool]:
    """The deepest bracket nesting outside strings, lexing as JSON does, up to the
    first backslash outside a string (where json.loads stops); and whether the
    scan met one."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char == "\\":
            return deepest, True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest, False


@SETTINGS
@given(VALUES, st.sampled_from([None, 1, 2]))
def test_within_the_limits_it_is_json_loads(value, indent) -> None:
    text = json.dumps(value, indent=indent, ensure_ascii=indent is None)
    assert loads(text, max_bytes=MB) == json.loads(text)
    assert loads(text.encode(), max_bytes=MB) == json.loads(text)
    assert jsonlimits.depth(text) == nesting(value)


@SETTINGS
@given(VALUES, st.integers(0, 8))
def test_the_depth_limit_is_exact(value, limit) -> None:
    text = json.dumps(value)
    if nesting(value) > limit:
        with pytest.raises(ValueError, match=f"nested deeper than {limit} levels"):
            loads(text, max_bytes=MB, max_depth=limit)
    else:
        assert loads(text, max_bytes=MB, max_depth=limit) == value or value != value


@SETTINGS
@given(TRICKY)
def test_on_any_text_the_depth_is_never_below_what_json_loads_reaches(text) -> None:
    """For invalid JSON too: a text within the limit cannot make json.loads
    recurse deeper than the limit."""
    deepest, stopped = lexed_depth(text)
    assert jsonlimits.depth(text) >= deepest
    if not stopped:
        assert jsonlimits.depth(text) == deepest
    limit = 3
    try:
        loads(text, max_bytes=MB, max_depth=limit)
    except ValueError as error:
        if "nested deeper" in str(error):
            return
    assert deepest <= limit  # let through (parsed or refused by json.loads): never deeper


@pytest.mark.parametrize("text", [
    "[" * 100_000,
    "[" * 100_000 + "]" * 100_000,
    '{"a":' * 50_000 + "1" + "}" * 50_000,
    "[[]," * 100_000 + "[]" + "]" * 100_000,
    '["' + "[" * 1000 + '",' + "[" * 1000,  # brackets in a string do not count; the rest do
], ids=["open", "balanced", "objects", "stairs", "after-a-string"])
def test_deep_nesting_is_a_value_error_not_a_recursion_error(text) -> None:
    with pytest.raises(ValueError, match="the data is nested deeper than 64 levels"):
        loads(text, max_bytes=4 * MB)


def test_brackets_inside_strings_do_not_count() -> None:
    text = json.dumps({"board": "[" * 10_000, "quote": '\\"[[[', "slash": "\\\\", "u": "\\u005b[["})
    assert loads(text, max_bytes=MB, max_depth=1)["board"] == "[" * 10_000


def test_size_is_checked_first_in_bytes() -> None:
    with pytest.raises(ValueError, match="the data is larger than 1 MB"):
        loads("[" * (MB + 1), max_bytes=MB)  # refused for its size, not its depth
    with pytest.raises(ValueError, match="the file is larger than 64 KB"):
        loads('"' + "é" * 40_000 + '"', max_bytes=64 * 1024, what="the file")  # 80,002 bytes in UTF-8
    assert loads('"' + "é" * 30_000 + '"', max_bytes=64 * 1024) == "é" * 30_000
    with pytest.raises(ValueError, match="larger than 100 bytes"):
        loads(b" " * 101, max_bytes=100)


@pytest.mark.parametrize("text", ["", "{", "not json", "[1,]", b"\xff\xfe\xff", "\ud800", '"\\ud800"x'])
def test_malformed_json_is_a_value_error(text) -> None:
    with pytest.raises(ValueError):
        loads(text, max_bytes=MB)


def test_a_byte_order_mark_is_accepted() -> None:
    assert loads("\ufeff[1]", max_bytes=MB) == [1]
    assert loads("\ufeff[1]".encode(), max_bytes=MB) == [1]
    assert loads("[1]".encode("utf-16"), max_bytes=MB) == [1]


def test_size_text() -> None:
    assert [jsonlimits.size_text(n) for n in (MB, 64 * 1024, 300, 1500, 2_000_000, 200_000, 1_500_000)] == [
        "1 MB", "64 KB", "300 bytes", "1,500 bytes", "2 MB", "200 KB", "1500 KB"]


@pytest.mark.parametrize("text", ['{"name": "\\ud800"}', '["a", {"b": "x\\uDFFF"}]', b'{"w": "\xed\xa0\x80"}',
                                  '{"name": "\ud800"}'])
def test_text_with_a_lone_surrogate_is_refused_at_the_door(text) -> None:
    """Issue 31, 10: half a surrogate pair is valid JSON but cannot be written
    as UTF-8 (a record, a summary, storage): refused where it comes in."""
    with pytest.raises(ValueError, match="not valid Unicode"):
        jsonlimits.loads(text, max_bytes=1000, what="the reply")


@pytest.mark.parametrize("text", ['{"e": "\\ud83d\\ude00"}', '{"e": "\\\\ud800"}', '{"e": "😀"}'])
def test_a_surrogate_pair_and_an_escaped_backslash_are_fine(text: str) -> None:
    jsonlimits.loads(text, max_bytes=1000)
