// One smoke step of e2e/browsers/ (docs/browsers.md), written once and run by every browser's
// runner as an expression: `(<this file>)(game, phase)` evaluates to a Promise of a plain object.
//
// phase "play": on a game's setup, Start the default table (a person against the AI), make the
//   person's first decisions through the page's own buttons and board, and wait until the log
//   holds the person's move and an AI's; resolves {log, lines}.
// phase "resumed": after a reload, wait for the table to come back; resolves {log, lines}.
// phase "ready": wait until Python has started (<html data-app-ready="true">); resolves {ready}.
// phase "settled": wait until the workers the page started are up (or failed), so that a reload
//   aborts no download of theirs; resolves {settled: true}.
// phase "cached": wait until the service worker controls the page and has precached the
//   runtime, and the workers the page started are up; resolves {cached: the number of files}.
// phase "invitation": on Sequence's setup, seat the second player on another device and Start;
//   resolves {webrtc: whether the browser has it, link: the invitation's link, version: its QR
//   code's version} or, where the invitation could not be made, {webrtc, problem: what it says}.
// phase "timings": the page's start-up marks (PyScript's py:* progress, worker-*, app-ready) and
//   the navigation's milestones, ms from navigation start (bench/browsers.py).
// Clicks are DOM clicks: the Chromium suite clicks as a person does; this checks that the page
// plays, resumes and works offline in each browser's engine.
async (game, phase) => {
  const P = {sequence: "seq", sequoia: "sq", sequitur: "sr"}[game];
  const TIMEOUT = window.__smokeTimeout || 90000;
  const $ = (sel) => document.querySelector(sel);
  const shown = (el) => !!el && !el.closest("[hidden]") && el.getClientRects().length > 0;
  const enabled = (el) => shown(el) && !el.disabled && el.getAttribute("aria-disabled") !== "true";
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const until = async (what, test) => {
    const end = Date.now() + TIMEOUT;
    for (;;) {
      const value = test();
      if (value) return value;
      if (Date.now() > end) {
        const onScreen = [...document.querySelectorAll("button")].filter(enabled).map((b) => b.id || b.className);
        throw new Error(`${game}: timed out waiting for ${what}; buttons on screen: ${onScreen.join(", ")}`);
      }
      await sleep(100);
    }
  };
  const lines = () => [...document.querySelectorAll(`#${P}-log li`)].map((li) => li.textContent.trim());
  const result = () => ({log: lines().length, lines: lines()});
  const first = (selectors) => {
    for (const sel of selectors) {
      const el = [...document.querySelectorAll(sel)].find(enabled);
      if (el) return el;
    }
    return null;
  };
  // the person's next decision, if one is on screen: the element to click
  const decision = {
    sequence: () => {
      const turnIn = first(["[data-turn-in]"]);
      if (turnIn) return [turnIn];
      const card = first([`#seq-hand .seq-card`]);
      if (!card) return null;
      // a card with no space to play (a one-eyed jack before any chip to remove is on the board): a second
      // later the next card of the hand, until one lights its spaces
      let tried = 0, since = Date.now();
      return [card, () => {
        const space = first(["#seq-grid .seq-cell.target"]);
        if (space) return space;
        const cards = [...document.querySelectorAll("#seq-hand .seq-card")].filter(enabled);
        if (Date.now() - since > 1000 && tried + 1 < cards.length) {
          tried += 1;
          since = Date.now();
          cards[tried].click();
        }
        return null;
      }];
    },
    sequoia: () => { const el = first(["#sq-pairs .sq-pair", "#sq-no-effect", "#sq-continue"]); return el && [el]; },
    sequitur: () => {
      const el = first(["#sr-cover-ok", "#sr-reveal-ok", "#sr-continue", "#sr-colour-green", "#sr-end-right",
                        "#sr-keep-0", "#sr-confirm", ".sr-gap", "#sr-nothing", ".sr-claim", "#sr-pass"]);
      return el && [el];
    },
  }[game];

  if (phase === "ready") {
    await until("Python to start", () => document.documentElement.dataset.appReady === "true");
    return {ready: true};
  }
  if (phase === "invitation") {
    const kind = await until("the second seat's picker", () => $("#seq-kind-1"));
    kind.value = "@away";
    kind.dispatchEvent(new Event("change", {bubbles: true}));
    (await until("Start", () => first(["#seq-start"]))).click();
    const webrtc = typeof RTCPeerConnection !== "undefined";
    const problem = () => { const p = $("#net-pair-problem"); return p && p.textContent.trim(); };
    const text = await until("the invitation", () => {
      const t = $("#net-invite-text");
      return (t && t.value.includes("#/join/") && t) || problem();
    });
    if (typeof text === "string") return {webrtc, problem: text};
    const qr = await until("the QR code", () => $("#net-invite-qr[data-version]"));
    return {webrtc, link: text.value, version: Number(qr.dataset.version)};
  }
  if (phase === "timings") {
    const at = {};
    for (const mark of performance.getEntriesByType("mark")) at[mark.name] = Math.round(mark.startTime);
    const [nav] = performance.getEntriesByType("navigation");
    if (nav) for (const key of ["responseEnd", "domContentLoadedEventEnd", "loadEventEnd"]) at[key] = Math.round(nav[key]);
    return at;
  }
  // the workers this page started have their files: a reload in the middle of their download
  // aborts it, which Firefox reports as the page's error
  const marked = (name) => performance.getEntriesByName(name).length > 0;
  const settled = (worker) => !marked(worker + "-start") || marked(worker + "-ready") || marked(worker + "-failed");
  const workersSettled = () => settled("worker") && settled("light-worker");
  if (phase === "settled") {
    await until("the page's workers", workersSettled);
    return {settled: true};
  }
  if (phase === "cached") {
    await until("the service worker", () => navigator.serviceWorker.controller);
    for (const end = Date.now() + TIMEOUT; Date.now() < end;) {
      const names = await caches.keys();
      const name = names.find((n) => n.startsWith("seqgames-"));
      const urls = name ? (await (await caches.open(name)).keys()).map((r) => r.url) : [];
      const wanted = ["micropython.wasm", "web/app-files.txt", "pyodide.asm.wasm", "web/app.zip"];  // the page's and the worker's
      if (wanted.every((name) => urls.some((u) => u.endsWith(name))) && workersSettled()) {
        return {cached: urls.length};
      }
      await sleep(200);
    }
    throw new Error("the service worker did not precache the runtime");
  }
  if (phase === "resumed") {
    await until("the table after the reload", () => lines().length > 0 && $(`#${P}-menu`));
    return result();
  }
  const start = await until("Start", () => first([`#${P}-start`]));
  start.click();
  if (game === "sequence") await until("the cut, played by itself", () => $("#seq-grid") && !$("#seq-cut"));
  await until("the table", () => $(`#${P}-menu`));
  let moves = 0;
  while (lines().length < 2) {
    const steps = await until("a decision or the log", () => lines().length >= 2 || decision());
    if (steps === true) break;
    for (const step of steps) {
      const el = typeof step === "function" ? await until("a space to play", step) : step;
      el.click();
      await sleep(50);
    }
    moves += 1;
    if (moves > 20) throw new Error(`${game}: 20 decisions and the log holds ${lines().length} lines`);
    const before = lines().length;  // let the page answer the decision before looking for the next one
    const settle = Date.now() + 3000;
    while (lines().length === before && Date.now() < settle) await sleep(100);
  }
  return result();
}
