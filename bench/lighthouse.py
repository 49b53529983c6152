#!/usr/bin/env python3
"""Lighthouse's mobile audit of the built app (not a test).

    python3 bench/lighthouse.py [--dist DIR] [--no-build] [--runs 1] [--json FILE]

Serves `dist/` (or `--dist`) with serve.py on loopback and runs the pinned
Lighthouse (package.json's devDependencies; `npm ci` installs it when it is
missing) in Debian's chromium, in its default mobile profile: simulated slow
4G and a 4x slower CPU. Prints the performance, accessibility and best
practices scores and the metrics behind performance (medians over `--runs`).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import serve  # noqa: E402
from bench.page import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tools import build  # noqa: E402

LIGHTHOUSE = ROOT / "node_modules" / "lighthouse" / "cli" / "index.js"
# the same flags as every other bench and test (bench/page.py), headless
CHROME_FLAGS = " ".join(["--headless=new", *CHROMIUM_ARGS])
CATEGORIES = ("performance", "accessibility", "best-practices")
METRICS = ("first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "speed-index",
           "cumulative-layout-shift", "interactive")


def ensure_lighthouse() -> None:
    if not LIGHTHOUSE.exists():
        subprocess.run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"], cwd=ROOT, check=True,
                       stdin=subprocess.DEVNULL)


def audit(url: str) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        env = {**os.environ, "CHROME_PATH": CHROMIUM}
        subprocess.run(["node", str(LIGHTHOUSE), url, "--quiet", "--output=json", f"--output-path={out}",
                        f"--only-categories={','.join(CATEGORIES)}", f"--chrome-flags={CHROME_FLAGS}"],
                       check=True, env=env, stdin=subprocess.DEVNULL, timeout=600)
        return json.loads(out.read_text())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--json", type=Path, help="write the last full report here")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    ensure_lighthouse()
    dist = args.dist or build.DIST
    if not args.dist and not args.no_build:
        build.build()
    server = serve.make_server("127.0.0.1", 0, dist, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    reports = [audit(url) for _ in range(args.runs)]
    server.shutdown()
    if args.json:
        args.json.write_text(json.dumps(reports[-1]))
    print(f"Lighthouse {reports[-1]['lighthouseVersion']}, mobile (default), {args.runs} run(s), {dist}")
    print("| measure | median |")
    print("|---|---|")
    for category in CATEGORIES:
        scores = [r["categories"][category]["score"] * 100 for r in reports]
        print(f"| {category} score | {statistics.median(scores):.0f} |")
    for metric in METRICS:
        values = [r["audits"][metric]["numericValue"] for r in reports]
        unit = "" if metric == "cumulative-layout-shift" else " s"
        value = statistics.median(values) if unit == "" else statistics.median(values) / 1000
        print(f"| {metric} | {value:.2f}{unit} |")
    failing = sorted({a["title"] for r in reports for k, a in r["audits"].items()
                      if a.get("score") is not None and a["score"] < 1 and a.get("scoreDisplayMode") == "binary"})
    if failing:
        print("\nFailed audits: " + "; ".join(failing))


if __name__ == "__main__":
    main()
