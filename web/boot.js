/* Boot: show real start-up progress while PyScript starts Python, then
 * register the service worker once the app is ready (so precaching never
 * competes with the first start). Classic script, runs before PyScript. */
(() => {
  "use strict";
  const root = document.documentElement;
  // PyScript's "py:progress" stages, in order, with the share of start-up
  // time measured for each on the reference machine (see docs/benchmarks.md).
  const STAGES = {
    "Loading Pyodide": [25, "Loading the Python runtime…"],
    "Loading Storage": [28, "Loading the Python runtime…"],
    "Loading interpreter": [50, "Starting Python…"],
    "Loaded interpreter": [80, "Python started, loading the app…"],
    "Loading files": [81, "Loading the app…"],
    "Loaded files": [83, "Loading the app…"],
    "Loaded Pyodide": [85, "Starting the app…"],
  };
  let percent = 2;
  const show = (value, text) => {
    const bar = document.getElementById("splash-bar");
    const label = document.getElementById("splash-text");
    const meter = document.getElementById("splash-progress");
    if (value > percent) percent = value;
    if (bar) bar.style.width = percent + "%";
    if (meter) { meter.value = percent; meter.textContent = percent + "%"; }
    if (label && text) label.textContent = text;
  };
  const fail = (message) => {
    const splash = document.getElementById("splash");
    if (splash) splash.classList.add("error");
    show(percent, "Could not start: " + message + " — reload to try again.");
  };
  addEventListener("py:progress", ({ detail }) => {
    performance.mark("py:" + detail);
    const stage = STAGES[detail];
    if (stage) show(stage[0], stage[1]);
  });
  addEventListener("error", (event) => {
    if (root.dataset.appReady !== "true") fail(event.message || "script error");
  });
  addEventListener("DOMContentLoaded", () => show(5, "Loading PyScript…"));

  const registerServiceWorker = () => {
    if (!("serviceWorker" in navigator) || !isSecureContext) return;
    navigator.serviceWorker.register("sw.js").catch((error) => console.warn("service worker:", error));
  };
  new MutationObserver((_, observer) => {
    if (root.dataset.appReady === "true") {
      observer.disconnect();
      performance.mark("app-ready");
      show(100, "Ready");
      // Let the first frames of the ready page paint before precaching.
      setTimeout(registerServiceWorker, 500);
    }
  }).observe(root, { attributes: true, attributeFilter: ["data-app-ready"] });
})();
