// PyScript's `interpreter`: the vendored Pyodide (vendor/pyodide/pyodide.mjs),
// started from the memory snapshot that tools/build.py makes with the same
// build, so Python does not initialise itself at every start (see
// docs/benchmarks.md). Without a usable snapshot it starts Pyodide normally.
import { loadPyodide as load, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("./vendor/pyodide/", import.meta.url).href;

// Fetched as soon as this module runs; the file is gzip-compressed (detected
// by its magic bytes, so a host that decompresses it on the fly still works).
const snapshot = (async () => {
  try {
    const response = await fetch(indexURL + "snapshot.bin");
    if (!response.ok) return null;
    let bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
      const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    }
    return bytes.length ? bytes : null;
  } catch (error) {
    console.warn("Pyodide snapshot unavailable, starting normally:", error);
    return null;
  }
})();

export async function loadPyodide(options = {}) {
  const bytes = await snapshot;
  const settings = { ...options, indexURL };
  if (bytes) settings._loadSnapshot = bytes;
  return load(settings);
}
