// Make a Pyodide memory snapshot:
// `node tools/snapshot.mjs <pyodide dir> <out file> <modules> [<app.zip> [<stdlib zip>]]`.
//
// The snapshot is the wasm memory of a started interpreter with `modules`
// already imported (comma-separated). With an app zip, the zip is written
// where the page puts it (/home/pyodide/app.zip, web/main.py) and put on
// sys.path first, so the app's own modules can be imported too: the page's
// first screens then import nothing heavy. web/pyodide-boot.mjs hands the
// snapshot to loadPyodide({_loadSnapshot}), which then skips initialising
// Python: the largest part of start-up. It must be made by the same Pyodide
// build that loads it (tools/build.py remakes it when its inputs change), and
// with the standard library zip the page ships (tools/stdlib.py's cut): the
// interpreter's zip importer keeps that file's table of contents in memory.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const APP_ZIP = "/home/pyodide/app.zip";
const [dir, out, modules = "", appZip = "", stdlib = ""] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
// A fixed hash seed and a clean environment make the snapshot reproducible.
const pyodide = await loadPyodide({
  indexURL: dir + "/",
  ...(stdlib ? { stdLibURL: stdlib } : {}),
  _makeSnapshot: true,
  env: { PYTHONHASHSEED: "0", _: "" },
  stdout: () => {},
  stderr: (line) => console.error(line),
});
if (appZip) {
  pyodide.FS.mkdirTree(path.posix.dirname(APP_ZIP));
  pyodide.FS.writeFile(APP_ZIP, readFileSync(appZip));
  pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(APP_ZIP)})`);
}
const names = modules.split(",").map((name) => name.trim()).filter(Boolean);
if (names.length) pyodide.runPython(`import importlib\nfor _name in ${JSON.stringify(names)}:\n    importlib.import_module(_name)\ndel _name`);
// The app zip's path entry stays: the page writes the same file at the same
// place before it imports anything more from it.
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(out, snapshot);
console.log(`snapshot: ${snapshot.length} bytes, ${names.length} modules`);
