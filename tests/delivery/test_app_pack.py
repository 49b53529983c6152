"""The page's Python files arrive as one file (tools/build.py `write_app_pack`:
the .py files precompiled to .mpy, tests/micropython/test_pack_mpy.py), which web/main.py mounts
as a file system (or unpacks into one) before the first import: what the
app reads there is exactly what the build packed, on MicroPython too."""
from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

from tools import build  # noqa: E402


def main_module():
    spec = importlib.util.spec_from_file_location("page_main", ROOT / "web" / "main.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # not __main__: it does not start the app
    return module


@pytest.fixture(scope="module")
def packed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, bytes]]:
    """The pack the build writes and the files it should hold (`page_files`), made once for
    the tests below, which only read them: each making costs seconds (the sources read for
    their imports, the .mpy files looked up)."""
    pack = tmp_path_factory.mktemp("pack") / "app-files.txt"
    build.write_app_pack(pack)
    return pack, build.page_files()


def test_the_pack_holds_every_file_of_the_app(packed: tuple[Path, dict[str, bytes]]) -> None:
    pack, expected = packed
    files = build.read_app_pack(pack.read_bytes())
    assert files == expected
    assert "engine/standins/typing.mpy" in files and "web/release.mpy" in files and "web/device/lookalikes.txt" in files


def test_main_unpacks_what_the_build_packed(tmp_path: Path, packed: tuple[Path, dict[str, bytes]]) -> None:
    pack, expected = packed
    home = tmp_path / "app"
    count = main_module().unpack(str(pack), str(home))
    assert count == len(expected)
    for name, data in expected.items():
        assert (home / name).read_bytes() == data, name


def test_main_refuses_a_file_that_is_not_a_pack(tmp_path: Path) -> None:
    bad = tmp_path / "app-files.txt"
    bad.write_bytes(b"<html>not found</html>")
    with pytest.raises(ValueError, match="not an app pack"):
        main_module().unpack(str(bad), str(tmp_path / "app"))


def test_main_mounts_what_the_build_packed(packed: tuple[Path, dict[str, bytes]]) -> None:
    """`PackFiles` (what web/main.py mounts at /app on MicroPython) answers `stat` and
    `open` from the pack's bytes: every file, its folders, and nothing else; read only."""
    main = main_module()
    pack, expected = packed
    files = main.PackFiles(pack.read_bytes())
    assert set(files.files) == set(expected)
    for name, data in expected.items():
        assert files.stat("/" + name)[0] == 0x8000 and files.stat("/" + name)[6] == len(data)
        assert files.open("/" + name, "rb").read() == data, name
    assert files.stat("/web/device")[0] == files.stat("/")[0] == files.stat("")[0] == 0x4000
    assert files.open("/web/device/lookalikes.txt", "r").read() == expected["web/device/lookalikes.txt"].decode()
    for missing in ("/web/app.py", "/web/devic", "/nothing"):
        with pytest.raises(OSError):
            files.stat(missing)
    with pytest.raises(OSError):
        files.open("/web/app.mpy", "wb")


@pytest.mark.parametrize("way", ["unpack", "mount"])
def test_main_unpacks_and_mounts_on_micropython(tmp_path: Path, way: str,
                                                packed: tuple[Path, dict[str, bytes]]) -> None:
    """The same on MicroPython (in Node, tools/micropython.mjs): every file, byte for byte,
    written out (`unpack`) or served from the mounted pack (`mount`, what the page does)."""
    pack, expected = packed
    shutil.copyfile(pack, tmp_path / "app-files.txt")  # the script's folder is /script
    script = tmp_path / "unpack_check.py"
    script.write_text(
        "import sys, hashlib, binascii, os\n"
        "sys.path.insert(0, '/lib/web')\n"
        "import main\n"
        f"n = main.{way}('/script/app-files.txt', '/unpacked')\n"
        "out = {}\n"
        "import json\n"
        "names = json.loads(open('/script/names.json').read())\n"
        "for name in names:\n"
        "    out[name] = binascii.hexlify(hashlib.sha256(open('/unpacked/' + name, 'rb').read()).digest()).decode()\n"
        "assert os.stat('/unpacked/web/device')[0] & 0x4000\n"
        "print(json.dumps({'count': n, 'digests': out}))\n")
    (tmp_path / "names.json").write_text(json.dumps(sorted(expected)))
    ran = subprocess.run(["node", str(ROOT / "tools" / "micropython.mjs"), str(script)], capture_output=True,
                         text=True, timeout=300, cwd=ROOT)
    assert ran.returncode == 0, ran.stderr[-2000:]
    answer = json.loads(ran.stdout.strip().splitlines()[-1])
    import hashlib

    assert answer["count"] == len(expected)
    assert answer["digests"] == {name: hashlib.sha256(data).hexdigest() for name, data in expected.items()}


def test_a_compiler_the_page_cannot_run_stops_the_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """tools/mpy.py `check_port`: bytecode with more small-int bits than MicroPython's
    webassembly port has (31) is refused there ("incompatible .mpy file"): the build stops."""
    from tools import mpy

    monkeypatch.setattr(mpy, "CACHE", tmp_path / "mpy")
    mpy.check_port()  # the pinned flags pass
    monkeypatch.setattr(mpy, "FLAGS", ["-msmall-int-bits=63"])
    with pytest.raises(SystemExit, match="incompatible .mpy file"):
        mpy.check_port()


def test_main_enters_every_replaceable_builtin_the_app_imports(tmp_path: Path) -> None:
    """MicroPython searches sys.path for a file first whenever a built-in module that a
    file may replace (json, os...) is imported, as such a module never enters sys.modules:
    web/main.py `enter_builtins` enters those the app imports, so their imports are lookups.
    Found on MicroPython: a module the app imports is replaceable if a file of its name wins."""
    import ast

    names = set()
    for path in [*(ROOT / "engine").rglob("*.py"), *(ROOT / "web").rglob("*.py")]:
        if "vendor" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    (tmp_path / "names.json").write_text(json.dumps(sorted(names)))
    script = tmp_path / "builtins_check.py"
    script.write_text(
        "import sys, os, json\n"
        "sys.path.insert(0, '/lib/web')\n"
        "import main\n"
        "names = json.loads(open('/script/names.json').read())\n"
        "os.mkdir('/shadow')\n"
        "for name in names:\n"
        "    with open('/shadow/' + name + '.py', 'w') as f:\n"
        "        f.write('SHADOW = True\\n')\n"
        "def built_in(name):\n"
        "    try:\n"
        "        module = __import__(name)\n"
        "    except ImportError:\n"
        "        return False\n"
        "    return name not in sys.modules and not getattr(module, 'SHADOW', False)\n"
        "candidates = [name for name in names if built_in(name)]\n"
        "sys.path.insert(0, '/shadow')\n"
        "replaceable = []\n"
        "for name in candidates:\n"
        "    if getattr(__import__(name), 'SHADOW', False):\n"
        "        replaceable.append(name)\n"
        "    sys.modules.pop(name, None)\n"
        "main.enter_builtins()\n"
        "still = [name for name in replaceable if getattr(__import__(name), 'SHADOW', False)]\n"
        "print(json.dumps({'replaceable': replaceable, 'still': still}))\n")
    ran = subprocess.run(["node", str(ROOT / "tools" / "micropython.mjs"), str(script)], capture_output=True,
                         text=True, timeout=300, cwd=ROOT)
    assert ran.returncode == 0, ran.stderr[-2000:]
    answer = json.loads(ran.stdout.strip().splitlines()[-1])
    assert answer["replaceable"] and not answer["still"]
    assert sorted(answer["replaceable"]) == sorted(main_module().BUILTINS)
