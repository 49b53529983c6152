// Make a Pyodide memory snapshot: `node tools/snapshot.mjs <pyodide dir> <out file> [modules]`.
//
// The snapshot is the wasm memory of a freshly started interpreter (with
// `modules` already imported). web/pyodide-boot.mjs hands it to
// loadPyodide({_loadSnapshot}), which then skips initialising Python: the
// largest part of start-up. It must be made by the same Pyodide build that
// loads it (tools/build.py remakes it when the vendored files change).
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [dir, out, modules = ""] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
// A fixed hash seed and a clean environment make the snapshot reproducible.
const pyodide = await loadPyodide({
  indexURL: dir + "/",
  _makeSnapshot: true,
  env: { PYTHONHASHSEED: "0", _: "" },
  stdout: () => {},
  stderr: (line) => console.error(line),
});
if (modules.trim()) pyodide.runPython(`import ${modules}`);
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(out, snapshot);
console.log(`snapshot: ${snapshot.length} bytes`);
