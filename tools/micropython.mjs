// Run a Python file on MicroPython (PyScript's build, npm
// @micropython/micropython-webassembly-pyscript, pinned in package-lock.json)
// in Node, with this checkout's engine/ importable, as the page will run it.
//
//   node tools/micropython.mjs [--stub-dom] [--pack FILE] SCRIPT.py [ARG ...] [--then ARG ...]...
//
// --stub-dom gives Node a `document` and a `window` that answer anything
// (every property and call is another such stand-in), so modules of web/
// that touch the page when imported can be imported (tests/micropython/).
//
// engine/ and web/ (their .py and data files, not web/vendor/) are copied
// into MicroPython's file system under /lib; with --pack, what a build packed
// for the page instead (web/app-files.txt: the .mpy files, tools/build.py
// `write_app_pack`), mounted at /app by web/main.py's own `mount`, first on
// sys.path, with the checkout's data files the pack leaves out (the page
// fetches them apart). engine/standins/ goes on sys.path (engine/standins/README.md),
// the script's folder (its .py, .mpy and data files) is /script, first on sys.path, and the script sees its
// arguments in sys.argv. MicroPython frees no memory while one call runs, so
// a long run is best split into calls: each --then runs the script again, in
// the same interpreter, with the arguments that follow it, as a call of its
// own (what the run before made is freed; the modules it imported stay
// imported, and Node and the interpreter start once: tests/micropython/ runs
// a game's tables so). Exits 1 on an uncaught Python exception in any run (its
// traceback on stderr, after the run's arguments when there are several; the
// runs after it still made), 0 otherwise.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGE = path.join(ROOT, "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs");
const KEEP = new Set([".py", ".mpy", ".txt", ".json", ".gz"]);  // .gz: Sequitur's built dictionary; .mpy: compiled modules

const argv = process.argv.slice(2);
let stubDom = false;
let pack = null;
while (argv[0] === "--stub-dom" || argv[0] === "--pack") {
  if (argv.shift() === "--stub-dom") stubDom = true;
  else pack = argv.shift();
}
const [script, ...rest] = argv;
const runs = [[]];  // each run's arguments: SCRIPT's, then those after each --then
for (const arg of rest) {
  if (arg === "--then") runs.push([]);
  else runs[runs.length - 1].push(arg);
}
if (stubDom) {
  const standIn = () => new Proxy(function () {}, {
    get: (target, key) => (key === "then" ? undefined : key === Symbol.toPrimitive ? () => "" : standIn()),
    set: () => true,
    apply: () => standIn(),
    construct: () => standIn(),
  });
  globalThis.document = standIn();
  globalThis.window = standIn();
}
if (!script) {
  console.error("usage: node tools/micropython.mjs [--stub-dom] [--pack FILE] SCRIPT.py [ARG ...] [--then ARG ...]...");
  process.exit(2);
}
const { loadMicroPython } = await import(PACKAGE);
const mp = await loadMicroPython({
  heapsize: 512 * 1024 * 1024,
  pystack: 64 * 1024,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});

function copyTree(source, target) {
  mp.FS.mkdirTree(target);
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "__pycache__" && entry.name !== "vendor") copyTree(from, `${target}/${entry.name}`);
    } else if (KEEP.has(path.extname(entry.name))) {
      mp.FS.writeFile(`${target}/${entry.name}`, fs.readFileSync(from));
    }
  }
}
if (pack) {
  // the page's own way (web/main.py `mount`, run from source as PyScript runs it): the pack
  // mounted at /app, with the checkout's data files it leaves out (the page fetches them
  // apart: Sequitur's dictionary) appended as entries of the same format
  const data = fs.readFileSync(pack);
  const packed = new Set();
  for (let pos = "SEQPACK1\n".length; pos < data.length;) {
    const nameEnd = data.indexOf(10, pos);
    const sizeEnd = data.indexOf(10, nameEnd + 1);
    packed.add(data.subarray(pos, nameEnd).toString());
    pos = sizeEnd + 1 + Number(data.subarray(nameEnd + 1, sizeEnd).toString());
  }
  const extra = [];
  const addData = (folder) => {
    for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const rel = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "__pycache__" && entry.name !== "vendor") addData(rel);
      } else if (KEEP.has(path.extname(entry.name)) && !rel.endsWith(".py") && !packed.has(rel)) {
        const bytes = fs.readFileSync(path.join(ROOT, rel));
        extra.push(Buffer.from(`${rel}\n${bytes.length}\n`), bytes);
      }
    }
  };
  addData("engine");
  addData("web");
  mp.FS.writeFile("/app-files.txt", Buffer.concat([data, ...extra]));
  mp.globals.set("_main_source", fs.readFileSync(path.join(ROOT, "web/main.py"), "utf8"));
  mp.runPython("_page = {'__name__': 'page_main'}\nexec(_main_source, _page)\n_page['mount']('/app-files.txt', '/app')\n" +
               "del _page, _main_source\nimport sys\nsys.path.insert(0, '/app')\n");
} else {
  copyTree(path.join(ROOT, "engine"), "/lib/engine");
  copyTree(path.join(ROOT, "web"), "/lib/web");
}
// the script's own folder too (its .py and data files), first on sys.path, as CPython puts it
// (a script may import its neighbours or read a file beside it)
const folder = path.dirname(path.resolve(script));
mp.FS.mkdirTree("/script");
for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
  if (entry.isFile() && KEEP.has(path.extname(entry.name))) {
    mp.FS.writeFile(`/script/${entry.name}`, fs.readFileSync(path.join(folder, entry.name)));
  }
}
mp.runPython(
  `import sys\nsys.path.insert(0, '/lib')\nsys.path.insert(0, '/script')\nsys.path.append('${pack ? "/app" : "/lib"}/engine/standins')\n`,
);
const source = fs.readFileSync(script, "utf8");
let failed = false;
for (const args of runs) {
  mp.globals.set("_argv", [script, ...args]);
  mp.runPython("sys.argv[:] = list(_argv)\n");
  try {
    mp.runPython(source);
  } catch (error) {
    if (runs.length > 1) console.error(`${path.basename(script)} ${args.join(" ")}: failed`);
    console.error(String(error && error.message ? error.message : error));
    failed = true;
  }
}
if (failed) process.exit(1);  // else Node exits once what the script left to run (timers, promises) is done
