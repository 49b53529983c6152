// PyScript's `interpreter`: the vendored Pyodide (vendor/pyodide/pyodide.mjs),
// started from the memory snapshot that tools/build.py makes with the same
// build, so Python does not initialise itself at every start (see
// docs/benchmarks.md). Without a usable snapshot it starts Pyodide normally.
import { loadPyodide as load, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("./vendor/pyodide/", import.meta.url).href;
const MAGIC = "PYSNAP1\0";

// The snapshot file leaves out all-zero pages (tools/build.py,
// sparse_snapshot): rebuild the full memory image from its runs.
const unpack = (buffer) => {
  const view = new DataView(buffer);
  const bytes = new Uint8Array(buffer);
  if (String.fromCharCode(...bytes.subarray(0, 8)) !== MAGIC) throw new Error("bad snapshot header");
  const total = view.getUint32(8, true);
  const count = view.getUint32(12, true);
  const memory = new Uint8Array(total);
  let pos = 16 + 8 * count;
  for (let i = 0; i < count; i++) {
    const offset = view.getUint32(16 + 8 * i, true);
    const length = view.getUint32(20 + 8 * i, true);
    memory.set(bytes.subarray(pos, pos + length), offset);
    pos += length;
  }
  return memory;
};

// Whether to start from the snapshot: on the page, web/boot.js's choice
// (data-snapshot="no" on a first visit over a slow link); a worker started by
// such a page loads web/pyodide-boot-lean.mjs instead (web/page/workers.py).
const pageWants = () => typeof document === "undefined" || document.documentElement.dataset.snapshot !== "no";

// On the page the fetch is already under way (boot.js's preload link).
const fetchSnapshot = async () => {
  const response = await fetch(indexURL + "snapshot.bin");
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return unpack(await response.arrayBuffer());
};

export async function start(options = {}, useSnapshot = pageWants()) {
  const settings = { ...options, indexURL };
  if (useSnapshot) {
    // Handed over as a promise: Pyodide compiles the wasm while it arrives.
    try {
      const pyodide = await load({ ...settings, _loadSnapshot: fetchSnapshot() });
      // Every start from one snapshot would otherwise replay the same `random`
      // sequence (the module was seeded when the snapshot was made).
      pyodide.runPython("import random as _r; _r.seed(); del _r");
      return pyodide;
    } catch (error) {
      console.warn("Pyodide snapshot unavailable, starting normally:", error);
    }
  }
  return load(settings);
}

export const loadPyodide = (options = {}) => start(options);
