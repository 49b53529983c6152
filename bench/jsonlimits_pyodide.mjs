// Runs bench/jsonlimits.py in Pyodide under Node (the same Pyodide the page
// vendors): node bench/jsonlimits_pyodide.mjs [path/to/node_modules/pyodide]
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const pyodideDir = resolve(process.argv[2] ?? join(root, "node_modules", "pyodide"));
const { loadPyodide } = await import(join(pyodideDir, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.FS.mkdirTree("/bench/engine/core");
// jsonlimits.py imports only the standard library: empty package files do
pyodide.FS.writeFile("/bench/engine/__init__.py", "");
pyodide.FS.writeFile("/bench/engine/core/__init__.py", "");
pyodide.FS.writeFile("/bench/engine/core/jsonlimits.py", readFileSync(join(root, "engine/core/jsonlimits.py")));
pyodide.FS.writeFile("/bench/jsonlimits.py", readFileSync(join(root, "bench/jsonlimits.py")));
pyodide.runPython(`
import sys
sys.path.insert(0, "/bench")
print(sys.version.split()[0], "(Pyodide)")
import runpy
runpy.run_path("/bench/jsonlimits.py", run_name="__main__")
`);
