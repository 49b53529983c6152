// PyScript's `interpreter` for a worker started on a first visit over a slow
// link: the same Pyodide as web/pyodide-boot.mjs, without the memory snapshot
// (the page started without it too: web/boot.js), so it needs no more bytes.
import { start, version } from "./pyodide-boot.mjs";

export { version };
export const loadPyodide = (options = {}) => start(options, false);
