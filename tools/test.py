#!/usr/bin/env python3
"""The test command: `python3 tools/test.py [pytest args]`.

On a fresh Debian machine it installs what the tests need, then runs them:

1. Debian's chromium, its headless shell (chromium-headless-shell, the browser
   tests run in), firefox-esr, webkit2gtk-driver and xvfb (each only if
   missing; no test tool's own browser download is ever used), and npm / pip
   if they are missing;
2. the pinned test dependencies listed in pyproject.toml
   ([project.optional-dependencies] test), with pip (the build group's packages
   are downloaded, not installed, by the build);
3. `npm ci` from package-lock.json (with the devDependencies: puppeteer-core,
   axe-core, lighthouse), vendoring and dist/ (tools/build.py);
4. pytest over tests/ and e2e/ (pyproject's testpaths), spread over one
   worker process per core with pytest-xdist (`-n`), unless the arguments
   choose otherwise (`-n 0` runs in this process; `-p no:xdist` too).

Exits with pytest's status. The project itself is not pip-installed: pytest
imports `engine` from this checkout (pythonpath = ["."]).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")
# the browser tests' Chromium (e2e/conftest.py): the same release's headless shell, a third less CPU
HEADLESS_SHELL = Path("/usr/lib/chromium/chromium-headless-shell")
# the other browsers the README names, from Debian, for e2e/browsers/ (docs/browsers.md):
# Firefox ESR (driven by puppeteer-core from package-lock.json), WebKitGTK's WebDriver and its
# MiniBrowser (Safari's engine), and Xvfb, the virtual screen WebKitGTK draws on
OTHER_BROWSERS = {"firefox-esr": "/usr/bin/firefox-esr", "webkit2gtk-driver": "/usr/bin/WebKitWebDriver",
                  "xvfb": "/usr/bin/Xvfb"}


def say(message: str) -> None:
    print(f"[test] {message}", flush=True)


def run(*cmd: str, **kw) -> None:
    subprocess.run(cmd, check=True, stdin=subprocess.DEVNULL, **kw)


def apt_install(*packages: str) -> None:
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    say(f"apt-get install {' '.join(packages)}")
    run(*sudo, "apt-get", "update", env=env)
    run(*sudo, "apt-get", "install", "-y", "--no-install-recommends", *packages, env=env)


def system_packages() -> None:
    missing = []
    if not CHROMIUM.exists():
        missing.append("chromium")
    if not HEADLESS_SHELL.exists():
        missing.append("chromium-headless-shell")
    missing += [package for package, path in OTHER_BROWSERS.items() if not Path(path).exists()]
    if shutil.which("npm") is None:
        missing.append("npm")
    if shutil.which("msgfmt") is None:
        missing.append("gettext")  # msgfmt -c checks the catalogs (tests/delivery/test_words.py)
    if subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True).returncode != 0:
        missing.append("python3-pip")
    if missing:
        apt_install(*missing)


def test_requirements() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    groups = project["optional-dependencies"]
    return list(groups["test"])  # the build group is downloaded by the build (tools/wheels.py)


def pip_install(requirements: list[str]) -> None:
    cmd = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *requirements]
    result = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, text=True)
    if result.returncode != 0 and "externally-managed-environment" in result.stderr:
        # Debian's system Python (PEP 668): the pins are exact, install them anyway.
        result = subprocess.run([*cmd, "--break-system-packages"], stdin=subprocess.DEVNULL,
                                capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(f"[test] pip install failed: {' '.join(requirements)}")


def npm_test_tools() -> None:
    """package.json's devDependencies at their locked versions (puppeteer-core drives Firefox in
    e2e/browsers/; axe-core and lighthouse measure the page): a full `npm ci` when any is missing.
    The build alone installs only what the page ships (`npm ci --omit=dev`)."""
    import json

    dev = json.loads((ROOT / "package.json").read_text())["devDependencies"]
    lock = json.loads((ROOT / "package-lock.json").read_text())["packages"]

    def installed(name: str) -> str | None:
        try:
            return json.loads((ROOT / "node_modules" / name / "package.json").read_text()).get("version")
        except (OSError, ValueError):
            return None

    if all(installed(name) == lock[f"node_modules/{name}"]["version"] for name in dev):
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("[test] npm is required (Debian: apt-get install -y npm)")
    say("npm ci (the pinned test tools as well as what the page ships)")
    run(npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", cwd=ROOT)


def main(argv: list[str]) -> int:
    system_packages()
    requirements = test_requirements()
    say(f"pip install {' '.join(requirements)}")
    pip_install(requirements)
    warming = warm_bytecode()
    npm_test_tools()
    sys.path.insert(0, str(ROOT))
    from tools import build, compress

    build.build(brotli=compress.QUICK)  # (the best level is for what ships: tools/compress.py)
    try:
        warming.wait(timeout=120)
    except subprocess.TimeoutExpired:  # (only a cache: the run compiles what it lacks itself)
        warming.kill()
        warming.wait()
    args = [*spread(argv), *durations_kept(argv), *argv]
    say(f"pytest {' '.join(args)}")
    return subprocess.run([sys.executable, "-m", "pytest", *args], cwd=ROOT, stdin=subprocess.DEVNULL,
                          env=bytecode_kept(os.environ)).returncode


def warm_bytecode() -> subprocess.Popen:
    """Collect the tests once in the background while npm and the build wait on the network and
    the disk, so that the bytecode of every module and test module (its asserts rewritten) is
    cached before the workers start: they collected at once, each compiling it all anew. Its
    output is not read: a module that fails to import here (the build not yet made) is compiled by
    the run, which reports it."""
    return subprocess.Popen([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:xdist",
                             "-p", "no:cacheprovider"], cwd=ROOT, stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=bytecode_kept(os.environ))


def bytecode_kept(environ: dict[str, str]) -> dict[str, str]:
    """`environ` but for PYTHONDONTWRITEBYTECODE (set on this project's machine; perhaps on CI's): without
    cached bytecode, each of the run's Python processes (each pytest-xdist worker, each tool, bot
    and server a test starts) compiled every module it imported anew, and each worker rewrote the
    asserts of every test module: 11.6 CPU-s to collect the suite, 3.8 from the cache."""
    return {name: value for name, value in environ.items() if name != "PYTHONDONTWRITEBYTECODE"}


def durations_kept(argv: list[str]) -> list[str]:
    """A run of the whole suite writes each file's and each slow test's seconds to
    tests/durations.json (tools/durations.py), so the file stays current; a run of some tests
    (a path, a test's id, `-k`, `-m`, a deselection, the last failures) leaves it be."""
    chosen = any(a.split("::")[0] and (ROOT / a.split("::")[0]).exists() or "::" in a for a in argv
                 if not a.startswith("-"))
    narrowed = any(a.startswith(("-k", "-m", "--deselect", "--lf", "--last-failed", "--sw", "--stepwise"))
                   for a in argv)
    if chosen or narrowed:
        return []
    return ["-p", "tools.durations", "--durations-json", str(ROOT / "tests" / "durations.json")]


def spread(argv: list[str]) -> list[str]:
    """One pytest-xdist worker per core and one more (a browser test spends part of its time
    waiting on animations, timers and the network between two pages: on 2 cores, 3 workers ran
    a sample of the browser tests in 0.80-0.87 of the time 2 took, none failing), a worker that
    runs out of tests taking some of another's (`worksteal`: the long browser tests at the end
    no longer wait on one worker while the other idles), and the slowest tests listed, unless
    `argv` already says how to run: each worker has its own server and browser
    (e2e/conftest.py), so no test shares a page or a port with another. (Handing out the longest
    tests first, `--dist load`, was tried once: that run's heaviest multi-page tests, all at the
    start together, failed in ways not yet understood, so it is not used.)"""
    if any(a.startswith(("-n", "--numprocesses", "--dist")) or a == "no:xdist" for a in argv):
        return []
    return ["-n", str((os.cpu_count() or 1) + 1), "--dist", "worksteal", "--durations=40"]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
