"""axe-core for the accessibility audit (e2e/quality/test_axe.py): the version and
integrity pinned in package-lock.json (a dev dependency). Read from
node_modules when a plain `npm ci` installed it; else (the build's
`npm ci --omit=dev`, as in CI) fetched once with `npm pack`, checked
against the lock's sha512 and kept in build/ (ignored by git)."""
from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import shutil
import subprocess
import tarfile
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FILE = "axe.min.js"


def pinned() -> tuple[str, str]:
    """(version, integrity) of axe-core in package-lock.json."""
    entry = json.loads((ROOT / "package-lock.json").read_text())["packages"]["node_modules/axe-core"]
    return entry["version"], entry["integrity"]


def _installed(version: str) -> Path | None:
    folder = ROOT / "node_modules" / "axe-core"
    try:
        if json.loads((folder / "package.json").read_text())["version"] == version:
            return folder / FILE
    except (OSError, ValueError, KeyError):
        pass
    return None


def _fetched(version: str, integrity: str) -> Path:
    cached = ROOT / "build" / f"axe-core-{version}" / FILE
    if cached.is_file():
        return cached
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError("npm is required to fetch axe-core for the accessibility audit")
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([npm, "pack", f"axe-core@{version}", "--pack-destination", tmp, "--silent"],
                       check=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        data = next(Path(tmp).glob("axe-core-*.tgz")).read_bytes()
    algorithm, _, digest = integrity.partition("-")
    if base64.b64encode(hashlib.new(algorithm, data).digest()).decode() != digest:
        raise RuntimeError(f"axe-core {version} from npm does not match package-lock.json's integrity")
    with tarfile.open(fileobj=io.BytesIO(data)) as archive:
        member = archive.extractfile(f"package/{FILE}")
        assert member is not None
        source = member.read()
    cached.parent.mkdir(parents=True, exist_ok=True)
    # written whole, then renamed: another test process may be reading it
    part = cached.with_name(f"{cached.name}.{os.getpid()}.part")
    part.write_bytes(source)
    part.replace(cached)
    return cached


def axe_source() -> str:
    """The text of axe.min.js, the pinned version."""
    version, integrity = pinned()
    return (_installed(version) or _fetched(version, integrity)).read_text()


# the impacts that fail an audit, and the script that runs axe on the page as it is and lists those violations.
# No preload: axe fetches and parses every stylesheet again (and waits on media) at each run for its rules
# marked `preload`, here css-orientation-lock (experimental: off unless asked) and no-autoplay-audio (of
# moderate impact: never among SERIOUS), so what fails an audit is the same without it, in a third to half
# the time of a run (0.9 s against 0.35 s on the home screen).
SERIOUS = ("serious", "critical")
RUN_AXE = """async ([impacts, extra, only]) => {
  const rules = Object.fromEntries(extra.map((id) => [id, {enabled: true}]));
  const options = {resultTypes: ['violations'], rules, preload: false};
  if (only.length) options.runOnly = {type: 'rule', values: only};
  const result = await window.axe.run(document, options);
  return result.violations.filter((v) => impacts.includes(v.impact)).map((v) =>
    `${v.id} (${v.impact}): ${v.help}; ` + v.nodes.slice(0, 6).map((n) =>
      `${n.target.join(' ')} [${(n.failureSummary || '').replace(/\\s+/g, ' ').slice(0, 160)}]`).join(' | '));
}"""


# the rules whose outcome a colour scheme can change: the text's contrast, a link told apart from its text
COLOUR_RULES = ("color-contrast", "link-in-text-block")


def axe_violations(page: Any, source: str, extra: tuple[str, ...] = (), only: tuple[str, ...] = ()) -> list[str]:
    """axe's serious and critical violations on `page` as it is now (axe added first if need be:
    evaluated through the DevTools protocol, which the page's policy does not govern); `extra`:
    rules axe leaves off unless asked (its experimental ones), switched on besides its own; `only`:
    these rules alone (COLOUR_RULES: a screen already audited whole, in another colour scheme)."""
    if not page.evaluate("() => !!window.axe"):
        page.evaluate(source)
    return page.evaluate(RUN_AXE, [list(SERIOUS), list(extra), list(only)])
