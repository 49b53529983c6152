"""The engine on MicroPython (PyScript's build, pinned in package-lock.json), run in Node.

The page's own interpreter is becoming MicroPython (issue 49), so an engine
line MicroPython reads otherwise must fail here, not on a player's phone:

- every file under engine/ and web/ compiles there;
- every module imports there, but the three that start bots and benches
  (CPython only: subprocesses, threads) and web/'s two entry scripts (web/
  with a stand-in page: Node has no DOM);
- seeded random games of every game at every table size tell the same
  digests on CPython and MicroPython: legal lists, actions, events, every
  seat's observation and the public one, records written, read and replayed
  (tests/micropython/replay.py);
- the levels that play on the page's thread (Easy, Medium and greedy of each
  game) choose the same actions on both (tests/micropython/levels.py);
- the light worker's entry answers the page's messages alike on both
  (tests/micropython/light_worker.py);
- no f-string sits inside another, which MicroPython compiles and then fails
  to run (engine/ and web/).
"""

from __future__ import annotations

import ast
import json
import binascii
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
RUNNER = ROOT / "tools" / "micropython.mjs"
PACKAGE = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"
CPYTHON_ONLY = {"engine.arena", "engine.protocol", "engine.sequence.benchmark"}


def start_micropython(script: Path, *args: str, stub_dom: bool = False) -> subprocess.Popen:
    """`script` started on MicroPython (`finish` waits for what it prints), so that CPython's
    side of a comparison is computed meanwhile. `args` may hold `--then` (tools/micropython.mjs).
    `stub_dom`: Node gets a `document` and `window` that answer anything (tools/micropython.mjs)."""
    node = shutil.which("node")
    assert node, "Node is needed to run MicroPython (tools/test.py installs npm, which brings it)"
    assert PACKAGE.exists(), "npm ci installs @micropython/micropython-webassembly-pyscript"
    flags = ["--stub-dom"] if stub_dom else []
    return subprocess.Popen([node, str(RUNNER), *flags, str(script), *args], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, stdin=subprocess.DEVNULL)


def stop(running: subprocess.Popen) -> None:
    """A started script ended early (CPython's side failed first)."""
    running.kill()
    running.communicate()


def finish(running: subprocess.Popen, timeout: float = 900) -> str:
    """What a started script printed on MicroPython; fails the test on an uncaught exception."""
    try:
        out, err = running.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        stop(running)
        raise
    assert running.returncode == 0, f"{Path(running.args[-1]).name} failed on MicroPython:\n{err[-4000:]}"
    return out


def micropython(script: Path, *args: str, timeout: float = 900, stub_dom: bool = False) -> str:
    """What `script` prints on MicroPython; fails the test on an uncaught exception.
    `stub_dom`: Node gets a `document` and `window` that answer anything (tools/micropython.mjs)."""
    return finish(start_micropython(script, *args, stub_dom=stub_dom), timeout)


def modules_of(package: str) -> list[str]:
    names = []
    for path in sorted((ROOT / package).rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if "standins" in parts or "vendor" in parts:
            continue
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def test_every_engine_file_compiles_on_micropython() -> None:
    out = micropython(HERE / "compiles.py")
    assert out.strip().endswith("failures: 0"), out


def test_every_web_file_compiles_on_micropython() -> None:
    out = micropython(HERE / "compiles.py", "/lib/web")
    assert out.strip().endswith("failures: 0"), out


def _imports(tmp_path: Path, modules: list[str], *, stub_dom: bool = False) -> str:
    script = tmp_path / "imports.py"
    script.write_text(
        "failed = []\n"
        f"for name in {modules!r}:\n"
        "    try:\n"
        "        __import__(name)\n"
        "    except Exception as error:\n"
        "        failed.append('%s: %s %s' % (name, type(error).__name__, error))\n"
        "print('\\n'.join(failed) or 'all imported')\n")
    return micropython(script, stub_dom=stub_dom).strip()


def test_every_engine_module_imports_on_micropython(tmp_path: Path) -> None:
    modules = [name for name in modules_of("engine") if name not in CPYTHON_ONLY]
    assert _imports(tmp_path, modules) == "all imported"


def test_every_web_module_imports_on_micropython(tmp_path: Path) -> None:
    """With a stand-in page (Node has no DOM): what the page's thread will import, minus
    the two entry scripts, which start the app or the worker when imported."""
    modules = [name for name in modules_of("web") if name not in ("web.main", "web.worker")]
    assert len(modules) > 100
    assert _imports(tmp_path, modules, stub_dom=True) == "all imported"


def _script(name: str) -> Any:
    """tests/micropython/<name>.py as a module (its main() runs only as a script)."""
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))  # levels.py imports replay.py, its neighbour
    spec = importlib.util.spec_from_file_location(f"micropython_{name}", HERE / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


REPLAY = _script("replay")
LEVELS = _script("levels")


def then(*runs: list[str]) -> list[str]:
    """tools/micropython.mjs's arguments for one run of a script per item of `runs`, each a call
    of its own in one process: MicroPython frees nothing while one call runs."""
    return [arg for index, run in enumerate(runs) for arg in (["--then"] if index else []) + run]


@pytest.mark.parametrize("game", sorted({game for game, _ in REPLAY.tables()}))
def test_random_games_replay_alike_on_micropython(game: str) -> None:
    """Each table of `game` (a line each, naming it), played on MicroPython in one process, a
    call a table (`then`), while CPython plays them here."""
    indexes = [index for name, index in REPLAY.tables() if name == game]
    running = start_micropython(HERE / "replay.py", *then(*[[game, str(index)] for index in indexes]))
    try:
        on_cpython = [REPLAY.lines(game, index) for index in indexes]
    except BaseException:
        stop(running)
        raise
    on_micropython = finish(running).splitlines()
    assert len(on_micropython) == len(indexes), on_micropython
    differ = [f"{game}-{index}:\n  CPython:     {ours}\n  MicroPython: {theirs}"
              for index, ours, theirs in zip(indexes, on_cpython, on_micropython) if [theirs] != ours]
    assert not differ, "MicroPython played other games:\n" + "\n".join(differ)


def test_the_page_s_levels_choose_alike_on_micropython() -> None:
    """Each table of LEVELS.TABLES (three lines each, naming it), asked on MicroPython in one
    process, a call a table (`then`), while CPython asks them here."""
    running = start_micropython(HERE / "levels.py", *then(*[[str(index)] for index in range(len(LEVELS.TABLES))]))
    on_cpython = []
    try:
        for index, (game, config) in enumerate(LEVELS.TABLES):
            asked, digests = LEVELS.ask(game, config, 1000 + index)
            assert asked > 0, (game, config)
            on_cpython += [" ".join([game, LEVELS.canonical(config), level, str(asked),
                                     binascii.hexlify(digests[level].digest()).decode()]) for level in LEVELS.ASKED]
    except BaseException:
        stop(running)
        raise
    on_micropython = finish(running).splitlines()
    assert len(on_micropython) == len(on_cpython), on_micropython
    differ = [f"  CPython:     {ours}\n  MicroPython: {theirs}" for ours, theirs in zip(on_cpython, on_micropython) if ours != theirs]
    assert not differ, "MicroPython's levels chose otherwise:\n" + "\n".join(differ)


def test_the_light_worker_answers_alike_on_micropython() -> None:
    """The light worker's entry (tests/micropython/light_worker.py): the words installed from the
    handed-over text, and Sequitur's Easy and Medium answering the page's messages, as on CPython."""
    running = start_micropython(HERE / "light_worker.py")
    try:
        on_cpython = subprocess.run([sys.executable, str(HERE / "light_worker.py")], cwd=ROOT, capture_output=True,
                                    text=True, check=True, env={**os.environ, "PYTHONPATH": str(ROOT)}).stdout.splitlines()
    except BaseException:
        stop(running)
        raise
    on_micropython = finish(running).splitlines()
    assert len(on_cpython) == 58 and any('"word"' in line for line in on_cpython) and on_cpython[0].startswith("words 1")
    assert on_micropython == on_cpython


def test_a_missing_dictionary_says_how_to_build_it_on_micropython(tmp_path: Path) -> None:
    """The error a missing file raises is FileNotFoundError on CPython and OSError on MicroPython,
    which has no FileNotFoundError (engine/core/portable.py `FileMissing`): the message, not a NameError."""
    script = tmp_path / "missing.py"
    script.write_text("from engine.sequitur import dictionary\n"
                      "try:\n"
                      "    dictionary.load('/no/such/words.gz')\n"
                      "except OSError as error:\n"
                      "    print(error)\n")
    assert "tools/build.py to build the dictionary" in micropython(script)


def test_no_f_string_inside_another() -> None:
    """MicroPython compiles an f-string inside another's braces but fails when it runs
    ("'str' object isn't callable"), so compiling there cannot catch it: this does."""
    found = []
    for path in sorted([*(ROOT / "engine").rglob("*.py"), *(ROOT / "web").rglob("*.py")]):
        if "vendor" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FormattedValue):
                found += [f"{path.relative_to(ROOT)}:{inner.lineno}" for inner in ast.walk(node.value)
                          if isinstance(inner, ast.JoinedStr)]
    assert not found, found


def test_the_dictionary_answers_alike_from_its_lines_and_its_words() -> None:
    """Sequitur's dictionary as the page installs it on MicroPython (bisection over its lines,
    nothing split: engine/sequitur/dictionary.py) answers 3,000 probes as it does once its
    tuple is made, and as CPython's set does (tests/micropython/words_lookup.py)."""
    on_cpython = subprocess.run([sys.executable, str(HERE / "words_lookup.py")], cwd=ROOT, capture_output=True,
                                text=True, check=True, env={**os.environ, "PYTHONPATH": str(ROOT)}).stdout.splitlines()
    assert on_cpython[1].split()[1] == on_cpython[2].split()[1] and "1" in on_cpython[1] and "0" in on_cpython[1]
    assert micropython(HERE / "words_lookup.py").splitlines() == on_cpython


def test_the_page_collects_garbage_seldom_and_when_idle_on_micropython() -> None:
    """MicroPython collects every 16 KB allocated by default, at the end of nearly every tap;
    the page raises that to web/page/memory.py's THRESHOLD, and a collection asked for
    again while one waits is asked of the browser once (an idle callback, or a timer where
    there is none) (tests/micropython/memory.py)."""
    assert micropython(HERE / "memory.py", stub_dom=True).splitlines() == [
        "default 16384", "threshold True", "asked [('idle', 1000)]",
        "then [('idle', 1000), ('idle', 1000), ('timer', 200)]"]


def test_sequitur_s_guided_game_plays_alike_on_micropython() -> None:
    """The guided game's fixed draws and moves (engine/sequitur/lesson.py) make the same game on
    the page's interpreter: every rack, draw and stack, move by move (tests/micropython/lesson.py)."""
    on_cpython = subprocess.run([sys.executable, str(HERE / "lesson.py")], cwd=ROOT, capture_output=True,
                                text=True, check=True, env={**os.environ, "PYTHONPATH": str(ROOT)}).stdout.splitlines()
    assert on_cpython[0].startswith("start 2 red-goal") and on_cpython[-1] == "over True 24 Impressive"
    assert micropython(HERE / "lesson.py").splitlines() == on_cpython


def test_the_players_language_reads_alike_on_micropython(tmp_path: Path) -> None:
    """web/page/words.py with a compiled catalog (tools/words.py, as dist/web/words/ holds it):
    translations, named placeholders and every language's plural forms, as on CPython."""
    import json

    from tools import words as catalogs

    lines = ["import json, sys", "from web.page import words", "out = []",
             "here = '/script/' if sys.implementation.name == 'micropython' else ''"]  # tools/micropython.mjs
    for code in sorted(catalogs.BABEL_CODES):
        (tmp_path / f"{code}.json").write_text(json.dumps(catalogs.compiled(code), ensure_ascii=False), encoding="utf-8")
        lines += [f"with open(here + '{code}.json', encoding='utf-8') as file:",
                  f"    out.append(words.install('{code}', json.loads(file.read())))",
                  "out.append(words._('Resume the game of {game} ({names})', game='Sequoia', names='Ann'))",
                  "for n in (0, 1, 2, 5, 12, 22, 101, 1000000):",
                  "    out.append(words.ngettext('{count} move played', '{count} moves played', n, count=n))",
                  "out.append(words.in_sentence('Tokens'))"]
    lines += ["out.append(words.install('en', None) + words._('Settings'))", "print(json.dumps(out))"]
    script = tmp_path / "words_catalog.py"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    on_cpython = subprocess.run([sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True, check=True,
                                env={**os.environ, "PYTHONPATH": str(ROOT)}).stdout
    said = json.loads(on_cpython)
    assert "5 ruchów wykonanych" in said and "enSettings" in said and len(said) == 7 * 11 + 1
    assert json.loads(micropython(script)) == said


def test_today_s_puzzles_are_the_same_on_micropython(tmp_path: Path) -> None:
    """Sequence's puzzle of a day (engine/sequence/puzzle.py), made where the page runs it: the same
    position, kind and answers as on CPython (the day's seed, its kind by integer arithmetic)."""
    days = ["2026-12-01", "2026-12-02", "2027-02-28", "2027-03-01"]
    script = tmp_path / "puzzles.py"
    script.write_text(
        "import json\n"
        "from engine.sequence.puzzle import puzzle_of, prove\n"
        "from engine.sequence.state import SequenceState\n"
        "state = SequenceState.new({'players': 2}, 1)\n"
        f"for day in {days!r}:\n"
        "    p = puzzle_of(day)\n"
        "    print(json.dumps([p.kind, p.seat, len(p.record['actions']), p.to_json(state)['answers'], prove(p)]))\n")
    running = start_micropython(script)
    from engine.sequence.puzzle import prove, puzzle_of
    from engine.sequence.state import SequenceState
    state = SequenceState.new({"players": 2}, 1)
    ours = []
    for day in days:
        p = puzzle_of(day)
        ours.append(json.loads(json.dumps([p.kind, p.seat, len(p.record["actions"]), p.to_json(state)["answers"], prove(p)])))
    theirs = [json.loads(line) for line in finish(running).splitlines()]
    assert theirs == ours


def test_today_s_sequoia_puzzles_are_the_same_on_micropython(tmp_path: Path) -> None:
    """Sequoia's puzzle of a day (engine/sequoia/puzzle.py) made and read back where the page runs it:
    the same JSON, whole-number values, as on CPython (MicroPython's dicts keep no order, its floats
    print otherwise)."""
    days = ["2026-12-01", "2027-03-01", "2026-12-06"]  # the last a tiebreaker turn's (a Sunday)
    script = tmp_path / "sequoia_puzzles.py"
    script.write_text(
        "from engine.sequoia.puzzle import Puzzle, puzzle_json, prove\n"
        "import json\n"
        f"for day in {days!r}:\n"
        "    text = puzzle_json(day)\n"
        "    assert prove(Puzzle.from_json(json.loads(text))) == []\n"
        "    print(text)\n")
    running = start_micropython(script)
    from engine.sequoia.puzzle import puzzle_json
    assert [json.loads(line) for line in finish(running).splitlines()] == [json.loads(puzzle_json(d)) for d in days]


def test_the_archive_s_days_are_the_same_on_micropython(tmp_path: Path) -> None:
    """The past days' list and the day an address asks for (engine/core/daily.py), read where the page
    reads them: the same days, the same refusals, as on CPython (integer arithmetic, no datetime)."""
    asked = ["2026-11-20", "2026-12-03", "2026-02-30", "2026-10-29", "+2026-11-2", "x" * 40]
    script = tmp_path / "archive_days.py"
    script.write_text(
        "import json\n"
        "from engine.core.daily import asked_day, past_days\n"
        "def read(text):\n"
        "    try:\n"
        "        return asked_day(text, '2026-12-02')\n"
        "    except ValueError:\n"
        "        return None\n"
        f"print(json.dumps([past_days('2026-12-02'), past_days('2028-03-01')[:3], [read(t) for t in {asked!r}]]))\n")
    from engine.core.daily import past_days
    said = micropython(script)
    assert json.loads(said) == [past_days("2026-12-02"), ["2028-03-01", "2028-02-29", "2028-02-28"],
                                ["2026-11-20", None, None, None, None, None]]
