"""Each build's app files carry their build (web/release.py `BUILD`), the same in the
page's pack and the worker's zip, so the page can tell a worker started from another
release's files (web/page/workers.py `check_release`; e2e/table/test_one_release.py)."""
from __future__ import annotations

import re
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

from tools import build  # noqa: E402

BUILD_LINE = re.compile(r'^BUILD = "([0-9a-f]{16})"$', re.M)


def test_the_page_s_pack_and_the_worker_s_zip_name_the_same_build(tmp_path: Path) -> None:
    files = build.app_files()
    release = files["web/release.py"].decode()
    assert f'VERSION = "{build.release_version()}"' in release
    found = BUILD_LINE.search(release)
    assert found, release
    zip_path, pack_path = tmp_path / "app.zip", tmp_path / "app-files.txt"
    build.write_app_zip(zip_path)
    build.write_app_pack(pack_path)
    with zipfile.ZipFile(zip_path) as zf:
        assert BUILD_LINE.search(zf.read("web/release.py").decode()).group(1) == found.group(1)
    assert found.group(1).encode() in pack_path.read_bytes()  # as source or as bytecode's constant


def test_the_build_changes_with_any_file() -> None:
    files = {name: data for name, data in build.app_files().items() if name != "web/release.py"}
    same = build.app_build(dict(files))
    assert build.app_build(files) == same
    changed = dict(files)
    changed["engine/core/state.py"] = files["engine/core/state.py"] + b"\n"
    assert build.app_build(changed) != same
    renamed = dict(files)
    renamed["engine/core/state2.py"] = renamed.pop("engine/core/state.py")
    assert build.app_build(renamed) != same
