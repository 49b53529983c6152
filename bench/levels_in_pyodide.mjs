// bench/levels_against_greedy.py --worker in Pyodide under Node: the page's own
// Pyodide (dist/web/vendor/pyodide), the worker's app (dist/web/app.zip), and the
// worker's entry for every decision of the level (issue 49: the levels' strength
// measured through the page's worker path). Build first: python3 tools/build.py.
//   node bench/levels_in_pyodide.mjs --game sequence --level ai:hard --games 100 --seed 71000 [--json]
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = resolve(process.env.SEQGAMES_DIST ?? join(root, "dist"));
const pyodideDir = join(dist, "web", "vendor", "pyodide");
const { loadPyodide } = await import(join(pyodideDir, "pyodide.mjs"));
// the whole standard library: the bench's own imports (argparse, statistics) are outside the page's cut
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", stdLibURL: join(pyodideDir, "python_stdlib_full.zip") });
pyodide.FS.mkdirTree("/home/pyodide");
pyodide.FS.writeFile("/home/pyodide/app.zip", readFileSync(join(dist, "web", "app.zip")));
// Sequitur's words, as the page hands them to the worker (web/games/sequitur/words.py)
pyodide.globals.set("WORDS", gunzipSync(readFileSync(join(dist, "web", "data", "sequitur-words.txt.gz"))).toString("ascii"));
pyodide.FS.mkdirTree("/bench/bench");
pyodide.FS.writeFile("/bench/bench/__init__.py", "");
pyodide.FS.writeFile("/bench/bench/levels_against_greedy.py", readFileSync(join(root, "bench", "levels_against_greedy.py")));
pyodide.globals.set("ARGS", pyodide.toPy(process.argv.slice(2)));
pyodide.runPython(`
import sys
sys.path.insert(0, "/home/pyodide/app.zip")
sys.path.insert(0, "/bench")
print("Python", sys.version.split()[0], "(Pyodide, the worker's app)", file=sys.stderr)
from web.table.ai_worker import install_words
install_words(WORDS)
from bench.levels_against_greedy import main
main(list(ARGS) + ["--worker"])
`);
