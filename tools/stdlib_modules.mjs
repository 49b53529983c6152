// The modules Pyodide has imported once it has started, as a JSON list:
// `node tools/stdlib_modules.mjs <pyodide dir>` (tools/stdlib.py's roots).
import { pathToFileURL } from "node:url";
import path from "node:path";

const [dir] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: dir + "/", stdout: () => {}, stderr: (line) => console.error(line) });
console.log(pyodide.runPython("import json, sys; json.dumps(sorted(sys.modules))"));
