/* Boot: the screens that need no engine, and how far the engine is.
 *
 * Classic script, runs before PyScript. Until Python is ready it
 * - answers the home screen's links at once: About and each game's How to
 *   play come from <template>s tools/build.py rendered with the page's own
 *   Python code; any other screen (a game, an invitation) says that it is
 *   getting ready and how far the download is; an invitation is answered
 *   (web/answer.mjs) and its reply shown, for web/net/guest.py to take over;
 * - counts the start-up files' bytes as they arrive (their decoded sizes
 *   are in <meta name="app-start-files">), for that progress;
 * - then leaves the page to web/shell/router.py, which draws the same screen in
 *   place, and registers the service worker once the app is ready (so
 *   precaching never competes with the first start). */
(() => {
  "use strict";
  const root = document.documentElement;
  const ready = () => root.dataset.appReady === "true";
  // PyScript's "mpy:progress" stages for the page's MicroPython, in order,
  // with the share of start-up they mark once the downloads are in (the
  // worker's Pyodide reports "py:progress", marked only).
  const STAGES = {
    "Loading MicroPython": 86,
    "Loading files": 90,
    "Loaded files": 94,
    "Loaded MicroPython": 97,
  };
  // Names for the waiting screen: what the player asked for, never text from the address.
  const SCREENS = () => ({
    stats: t("Statistics"),
    settings: t("Settings"),
    // Translators: the waiting screen's name while the join page loads
    join: t("Joining a game"),
    reply: t("A reply to an invitation") });
  let percent = 2;
  let failed = false;

  // ---- the player's language (web/page/words.py, docs/languages.md) ----------
  // Chosen before anything shows: the one picked in Settings (localStorage
  // `seqgames.lang`, web/device/keys.py, taken only if it is one of LANGUAGES),
  // else the first of the browser's languages the app speaks, by its base
  // ("es-MX" is "es", "pt-PT" "pt-BR"), else English. English fetches nothing;
  // another language fetches its catalog (web/words/<code>.json, built from
  // locales/, one request) for Python. The first screen's words (this script's
  // and index.html's) are here already, every language's (BOOT_WORDS, written
  // by tools/build.py: a few kB), so the home is drawn in the player's language
  // as soon as its markup is parsed, without that round trip; the page's words
  // stay hidden until then (html[data-words="loading"], app.css).
  // Static markup is marked `data-t` (its text) and `data-t-attrs` (attributes).
  const LANGUAGES = ["en", "es", "fr", "de", "it", "pt-BR", "nl", "pl"];
  const BOOT_WORDS = {};
  const WORDS_WAIT_MS = 3000;
  const supported = (tag) => {
    const lower = String(tag || "").toLowerCase();
    const exact = LANGUAGES.find((code) => code.toLowerCase() === lower);
    const base = LANGUAGES.find((code) => code.split("-")[0] === lower.split("-")[0]);
    return exact || base || "";
  };
  const chosenLanguage = () => {
    let kept = null;
    try { kept = localStorage.getItem("seqgames.lang"); } catch { kept = null; }
    if (kept && kept.length <= 8 && LANGUAGES.includes(kept)) return kept;
    for (const tag of navigator.languages || [navigator.language]) {
      const code = supported(tag);
      if (code) return code;
    }
    return "en";
  };
  // `then` runs in the first frame once the page's markup has reached #view (the home's screen is
  // parsed then, and that frame paints it): the first screen's words and the engine's start wait for it.
  const whenViewParsed = (then) => {
    const check = () => (document.getElementById("view") ? then() : requestAnimationFrame(check));
    requestAnimationFrame(check);
  };
  let messages = {};
  const t = (msgid, names) => {
    const found = messages[msgid];
    const text = typeof found === "string" && found ? found : msgid;
    return names ? text.replace(/\{(\w+)\}/g, (whole, name) => (name in names ? String(names[name]) : whole)) : text;
  };
  const translate = () => {
    for (const node of document.querySelectorAll("[data-t]")) {
      if (!node.dataset.t) node.dataset.t = node.textContent.trim().replace(/\s+/g, " ");  // the English, for a switch back
      node.textContent = t(node.dataset.t);
    }
    for (const node of document.querySelectorAll("[data-t-attrs]")) {
      for (const name of node.dataset.tAttrs.split(" ")) {
        if (!node.hasAttribute("data-en-" + name)) node.setAttribute("data-en-" + name, node.getAttribute(name) || "");
        node.setAttribute(name, t(node.getAttribute("data-en-" + name)));
      }
    }
  };
  const words = window.seqgamesWords = { code: "en", text: "", t };
  const fetchWords = (code) => code === "en" ? Promise.resolve("")
    : fetch(`web/words/${code}.json`).then((r) => (r.ok ? r.text() : Promise.reject(new Error(r.status))));
  const applyWords = (code, text) => {
    let parsed = {};
    try { parsed = text ? JSON.parse(text) : {}; } catch { parsed = {}; }
    const found = parsed && typeof parsed.messages === "object" && parsed.messages;
    words.code = found ? code : "en";
    words.text = found ? text : "";
    messages = found || {};
    root.lang = words.code;
    const again = () => {
      translate();
      if (!ready() && location.hash.replace(/^#\/?/, "")) preRoute();  // a waiting screen drawn in English
    };
    if (document.readyState === "loading") addEventListener("DOMContentLoaded", again, { once: true });
    else again();
  };
  // Settings' picker: the catalog of `code` taken in and the static markup translated;
  // resolves with the code in use, or null if the catalog could not be fetched (nothing changed).
  words.use = (code) => fetchWords(code).then((text) => { applyWords(code, text); return words.code; }, () => null);
  words.ready = (() => {
    const code = chosenLanguage();
    if (code === "en") return Promise.resolve("");
    root.dataset.words = "loading";
    const shown = () => root.removeAttribute("data-words");
    setTimeout(shown, WORDS_WAIT_MS);
    const first = BOOT_WORDS[code];
    if (first) {  // the first screen's words now: translated as its markup is parsed (before its first paint)
      words.code = code;
      messages = first;
      root.lang = code;
      whenViewParsed(() => { translate(); shown(); });
      addEventListener("DOMContentLoaded", translate, { once: true });  // the markup after #view
    }
    const catalog = fetchWords(code).then((text) => applyWords(code, text), () => applyWords("en", ""));
    // Python's words: the whole catalog (the markup parsed by then, translated again with it)
    return catalog.then(() => (document.readyState === "loading"
        ? new Promise((done) => addEventListener("DOMContentLoaded", done, { once: true })) : null))
      .then(() => { shown(); return words.text; });
  })();

  // ---- JavaScript calls that can throw ----------------------------------------
  // MicroPython, the page's Python, cannot catch an exception that a JavaScript
  // call throws: it unwinds through Python's own frames. Python makes such a
  // call through this (web/page/ffi.py `attempt`): [true, value], or
  // [false, "Name: message"]. With `name` null it constructs `target`.
  window.seqgamesTry = (target, name, ...args) => {
    try {
      return [true, name === null ? new target(...args) : target[name](...args)];
    } catch (error) {
      return [false, `${(error && error.name) || "Error"}: ${(error && error.message) || error}`];
    }
  };

  // ---- a guest's messages, limited before Python sees one (issue 51) -----------
  // The host reads each guest's data channel through this (web/net/peer.py,
  // web/net/online.py): a message that is not text or is over `maxChars` is
  // never parsed and ends the guest's connection at once (`over("too-large")`:
  // the host tells it why; a person's play never sends one, issue 68). One
  // beyond the guest's rate (a bucket of `burst` messages refilled at
  // `perSecond`) is dropped and counted; the count starts again once the
  // bucket is full (a quiet spell), so past `maxDrops` drops close together
  // `over("too-many")` is called. Either is called once, and nothing more is
  // delivered. The rest reach Python one per task, so a burst never holds the
  // page. Returns the function that stops the gate.
  window.seqgamesGate = (channel, deliver, over, maxChars, perSecond, burst, maxDrops) => {
    let tokens = burst;
    let at = performance.now();
    let dropped = 0;
    let stopped = false;
    let pumping = false;
    const queue = [];
    const pump = () => {
      if (stopped || !queue.length) {
        pumping = false;
        return;
      }
      deliver(queue.shift());
      setTimeout(pump, 0);
    };
    const stop = () => {
      stopped = true;
      queue.length = 0;
      channel.removeEventListener("message", listener);  // what still comes costs nothing
    };
    const end = (why) => {
      if (stopped) return;
      stop();
      setTimeout(() => over(why), 0);  // Python answers in a task of its own
    };
    const drop = (why) => {
      dropped += 1;
      if (dropped > maxDrops) end(why);
    };
    const listener = (event) => {
      if (stopped) return;
      const now = performance.now();
      tokens = Math.min(burst, tokens + ((now - at) * perSecond) / 1000);
      at = now;
      if (tokens >= burst) dropped = 0;  // a quiet spell: earlier drops are forgiven
      const data = event.data;
      if (typeof data !== "string" || data.length > maxChars) return end("too-large");
      if (tokens < 1 || queue.length >= burst) return drop("too-many");
      tokens -= 1;
      queue.push(data);
      if (!pumping) {
        pumping = true;
        setTimeout(pump, 0);
      }
    };
    channel.addEventListener("message", listener);
    return stop;
  };

  // ---- a canvas drawn in one call ---------------------------------------------
  // Each call from MicroPython into JavaScript costs far more than the call
  // itself, and a board is thousands of them. Python records a drawing
  // (web/page/canvas.py `Batch`: ["name", ...args] calls a method,
  // ["=name", value] sets a property, ["layer"] puts `image` in place of
  // every pixel, at the canvas's own: a canvas drawn again need not be
  // cleared first) and hands it over as one JSON text.
  // Pieces drawn once each (web/page/canvas.py `Pieces`), by name, put down by a "piece" op.
  const pieces = new Map();
  // A piece let go (canvas.py `keep`: sizes no longer drawn) comes without its canvas.
  window.seqgamesPiece = (name, canvas) => { if (canvas) pieces.set(name, canvas); else pieces.delete(name); };
  window.seqgamesPaint = (ctx, ops, image) => {
    for (const op of JSON.parse(ops)) {
      const name = op[0];
      if (name.charCodeAt(0) === 61) {  // "="
        ctx[name.slice(1)] = op[1];
      } else if (name === "piece") {
        ctx.drawImage(pieces.get(op[1]), op[2], op[3], op[4], op[5]);
      } else if (name === "layer") {
        ctx.save();
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.globalCompositeOperation = "copy";
        ctx.drawImage(image, 0, 0);
        ctx.restore();
      } else {
        op.shift();
        ctx[name](...op);
      }
    }
  };

  // Many alike elements made in one call (a board's 100 spaces): each of
  // `attrs` (a JSON list of {name: value}) is a `tag` of class `cls`
  // appended to `parent`; the new elements are returned.
  window.seqgamesElements = (parent, tag, cls, attrs) => {
    const made = [];
    for (const each of JSON.parse(attrs)) {
      const node = document.createElement(tag);
      node.className = cls;
      for (const name of Object.keys(each)) node.setAttribute(name, each[name]);
      parent.append(node);
      made.push(node);
    }
    return made;
  };

  // Many elements' attributes and classes changed in one call (a jack's
  // eighty spaces): `changes` is a JSON list of [key, name, value] for the
  // element under `root` whose attribute `keyName` is `key`; a name ".cls"
  // turns that class on or off (value true or false), any other name is an
  // attribute, set to the value's text (null: removed). The elements are
  // found once per root and key (a board's spaces stay), again if one moved.
  const keyed = new WeakMap();
  const keyedNodes = (root, keyName, fresh) => {
    let byName = keyed.get(root);
    if (!byName) keyed.set(root, byName = new Map());
    let nodes = byName.get(keyName);
    if (!nodes || fresh) {
      nodes = new Map();
      for (const node of root.querySelectorAll(`[${keyName}]`)) nodes.set(node.getAttribute(keyName), node);
      byName.set(keyName, nodes);
    }
    return nodes;
  };
  window.seqgamesSet = (root, keyName, changes) => {
    let nodes = keyedNodes(root, keyName, false);
    for (const [key, name, value] of JSON.parse(changes)) {
      let node = nodes.get(String(key));
      if (!node || !root.contains(node) || node.getAttribute(keyName) !== String(key)) {
        nodes = keyedNodes(root, keyName, true);
        node = nodes.get(String(key));
      }
      if (!node) continue;
      if (name.charCodeAt(0) === 46) node.classList.toggle(name.slice(1), Boolean(value));  // "."
      else if (value === null) node.removeAttribute(name);
      else node.setAttribute(name, String(value));
    }
  };

  // ---- the worker's memory snapshot, or not ------------------------------------
  // The page runs on MicroPython (small, quick to start); the background
  // worker runs Pyodide (web/page/workers.py), started from a memory snapshot
  // (web/pyodide-boot.mjs) that saves a phone seconds of CPU but costs 5 MB.
  // On a first visit over a slow link (the browser's own estimate: a 3G-like
  // round trip, or Save-Data) the bytes cost more than the CPU, so the worker
  // starts without it and the service worker fetches it afterwards for the
  // next visit (docs/benchmarks.md). Browsers without that estimate use it.
  const connection = navigator.connection;
  const firstVisit = !(navigator.serviceWorker && navigator.serviceWorker.controller);
  const slowLink = !!connection && (connection.saveData || ["slow-2g", "2g", "3g"].includes(connection.effectiveType));
  root.dataset.snapshot = firstVisit && slowLink ? "no" : "yes";

  // ---- the interpreter, after the first paint ---------------------------------
  // PyScript and MicroPython start once the home screen is on the glass,
  // with every file they need requested at once.
  const PRELOADS = [
    ["modulepreload", "web/vendor/pyscript/core.js"],
    ["modulepreload", "web/vendor/micropython/micropython.mjs"],
    ["preload", "web/vendor/micropython/micropython.wasm"],
    ["preload", "web/app-files.txt"],
    ["preload", "pyscript.json"],
    ["preload", "web/main.py"],  // PyScript fetches the script's src only once MicroPython runs
  ];
  let preloaded = false;
  const preload = () => {
    if (preloaded) return;
    preloaded = true;
    // and PyScript's chunks core.js imports (tools/build.py start_modules_of), found otherwise a round trip later
    const chunks = document.querySelector('meta[name="app-start-modules"]');
    for (const href of chunks ? JSON.parse(chunks.content) : []) PRELOADS.push(["modulepreload", href]);
    for (const [rel, href] of PRELOADS) {
      const link = Object.assign(document.createElement("link"), { rel, href });
      if (rel === "preload") Object.assign(link, { as: "fetch", crossOrigin: "anonymous" });
      document.head.append(link);
    }
  };
  // the PyScript plugins the app never uses (tools/build.py PLUGINS_OFF, pyscript.json's: a test compares them)
  const PYSCRIPT_PLUGINS_OFF = ["!codemirror", "!py-editor", "!py-terminal", "!py-game", "!donkey", "!deprecations-manager"];
  let engineStarted = false;
  const startEngine = () => {
    if (engineStarted) return;
    engineStarted = true;
    preload();
    // PyScript reads a config per script type as core.js runs; the page's MicroPython has pyscript.json (its
    // script is in the head, index.html: parsed before this runs), Pyodide (the background worker's,
    // web/page/workers.py) this element, made here before core.js can run. A config core.js cannot find yet
    // makes it import every plugin chunk (editor, terminal, ...), which the build does not ship: the start
    // failed at "Loading… 2%" (e2e/quality/test_before_engine.py holds the markup after #view to check it).
    const pyConfig = document.createElement("py-config");
    pyConfig.hidden = true;
    pyConfig.textContent = JSON.stringify({ plugins: PYSCRIPT_PLUGINS_OFF });
    document.head.append(pyConfig);
    const core = Object.assign(document.createElement("script"), { type: "module", src: "web/vendor/pyscript/core.js" });
    document.head.append(core);
  };
  // A link to anything but the home (an invitation, a game, the rules) waits for Python, not for
  // a home screen to paint: its downloads start now, as this script runs, 0.8 s sooner on slow 4G
  // at 4x than after the first frame (issue 66: a guest's table); PyScript itself still starts
  // after that frame, once the page's markup is parsed.
  // An invitation (#/join/<code>) shows its reply as a QR code as soon as Python has made it: the
  // module that draws it comes with Python's files, not two round trips after the reply (issue 66).
  // The invitation is answered before Python too (web/answer.mjs, below): its modules come first.
  if (location.hash.startsWith("#/join/")) {
    PRELOADS.unshift(["modulepreload", "web/answer.mjs"], ["modulepreload", "web/pairing.mjs"],
      ["modulepreload", "web/qr.mjs"], ["modulepreload", "web/vendor/qr/index.js"]);
  }
  if (!["", "#", "#/"].includes(location.hash)) preload();
  // Once the home screen's markup is parsed (the #view after it is), the next frame paints it, and
  // the engine starts in the task after that frame: not at DOMContentLoaded, which the rest of the
  // page (the screens' sheet, the prerendered rules) held 0.2-0.3 s later at 4x (issue 66).
  whenViewParsed(() => setTimeout(startEngine, 0));
  addEventListener("DOMContentLoaded", () => setTimeout(startEngine, 1000));  // a background tab paints no frame

  // ---- progress -----------------------------------------------------------
  // Up to 85% by the start-up files' bytes, then PyScript's stages.
  let stage = 0;
  const show = () => {
    if (failed || root.dataset.appReady === "updating") return;  // web/page/workers.py's words stay
    const bytes = total ? 2 + 83 * Math.min(1, loaded / total) : 85;
    const value = ready() ? 100 : bytes >= 85 ? Math.max(bytes, stage) : bytes;
    if (value > percent) percent = Math.min(100, Math.round(value));
    const text = percent >= 100
      // Translators: the splash screen when the app has loaded: it is ready (the app)
      ? t("Ready")
      // Translators: the splash screen: how much has loaded
      : t("Loading… {percent}%", { percent });
    for (const id of ["splash", "wait"]) {
      const bar = document.getElementById(id + "-bar");
      const label = document.getElementById(id + "-text");
      if (bar) bar.style.width = percent + "%";
      if (label) label.textContent = text;
    }
    const meter = document.getElementById("splash-progress");
    if (meter) { meter.value = percent; meter.textContent = percent + "%"; }
  };
  const fail = (message) => {
    failed = true;
    const splash = document.getElementById("splash");
    if (splash) splash.classList.add("error");
    for (const id of ["splash-text", "wait-text"]) {
      const label = document.getElementById(id);
      if (label) label.textContent = t("Could not start: {problem}. Reload to try again.", { problem: message });
    }
  };

  // The start-up files' bytes, counted as the page reads them (decoded: the
  // sizes in the meta tag are the files' own, whatever the transfer's encoding).
  let sizes = {};
  try {
    const meta = document.querySelector('meta[name="app-start-files"]');
    sizes = meta ? JSON.parse(meta.content) : {};
  } catch { sizes = {}; }
  const total = Object.values(sizes).reduce((sum, n) => sum + (Number(n) || 0), 0);
  let loaded = 0;
  const base = new URL(".", location.href).pathname;
  const started = new Set();
  const fetchFile = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await fetchFile(input, init);
    try {
      const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url, location.href);
      const path = url.origin === location.origin && url.pathname.startsWith(base) ? url.pathname.slice(base.length) : "";
      if (!total || ready() || !(path in sizes) || started.has(path) || !response.ok || !response.body) return response;
      started.add(path);
      const counter = new TransformStream({
        transform(chunk, controller) {
          loaded += chunk.byteLength;
          show();
          controller.enqueue(chunk);
        },
      });
      return new Response(response.body.pipeThrough(counter),
        { status: response.status, statusText: response.statusText, headers: response.headers });
    } catch {
      return response;
    }
  };

  addEventListener("mpy:progress", ({ detail }) => {
    performance.mark("mpy:" + detail);
    if (detail in STAGES) {
      stage = Math.max(stage, STAGES[detail]);
      show();
    }
  });
  addEventListener("py:progress", ({ detail }) => performance.mark("py:" + detail));
  addEventListener("error", (event) => {
    if (!ready()) fail(event.message || "script error");
  });

  // ---- screens before the engine --------------------------------------------
  const route = () => {
    const path = location.hash.replace(/^#\/?/, "").replace(/\/+$/, "");
    try {
      return path.split("/").filter(Boolean).map(decodeURIComponent);
    } catch {
      return ["?"];
    }
  };
  const waiting = (name) => {
    const card = document.querySelector(`#home [data-game="${CSS.escape(name)}"] .game-name`);
    // Translators: the waiting screen's name while a page loads (no page name known)
    const title = card ? card.textContent : SCREENS()[name] || t("Loading");
    const heading = Object.assign(document.createElement("h1"), { textContent: title, tabIndex: -1 });
    const text = Object.assign(document.createElement("p"), { id: "wait-text", className: "wait-text" });
    text.setAttribute("role", "status");
    const bar = Object.assign(document.createElement("div"), { id: "wait-bar", className: "progress-bar" });
    const track = Object.assign(document.createElement("div"), { className: "progress" });
    track.setAttribute("aria-hidden", "true");
    track.append(bar);
    const note = Object.assign(document.createElement("p"), {
      className: "wait-note",
      textContent: t("The games run on this device: the first visit downloads them once, then they start at once, even offline."),
    });
    const back = Object.assign(document.createElement("a"), { className: "button secondary", href: "#/", textContent: t("Back to the games") });
    return [heading, text, track, note, back];
  };
  // ---- an invitation answered before Python (issue 66) -------------------------------
  // On #/join/<invitation>, web/answer.mjs makes the reply (the WebRTC answer) as this script runs,
  // so the host reads it and the devices connect while Python's files are still coming; its screen
  // (the reply's QR code, link and text, as web/net/guest.py shows them) stands in for the waiting
  // one. web/net/guest.py takes the connection over (`seqgamesEarly.claim(code)`: the connection,
  // or null where Python answers itself: the module failed or left it to Python, another code).
  let early = null;
  const joinWords = (values) => ({
    title: t("Join a game"),
    invited: t("You are invited to play {game} as {name}.", values),
    welcome: t("Welcome back, {name}: this reconnects you to your seat at the {game} table.", values),
    waiting: t("Waiting for the host to read your reply…"),
    reply: t("Your reply"),
    show: t("Show this code to the host's device: it scans it. Or send the host the link or the text to paste."),
    qr: t("QR code: your reply to the host"),
    text: t("Your reply to the host, as text to copy"),
    link: t("The reply as a link (for the host's device)"),
    more: t("Its link or its text"),
    copy: t("Copy the text"),
    copied: t("Copied."),
    selected: t("Selected: copy it with your device's copy command."),
    home: t("Back to the games"),
  });
  const answerEarly = (invited) => {
    // Python, if it asks before the module came, answers itself and the module does not; once the
    // module answers, Python waits for its answer (candidates gathered), never for the module
    let state = "loading";
    const answering = import("./answer.mjs").then((module) => {
      if (state !== "loading") return null;
      state = "answering";
      return module.answer(invited, joinWords);
    }).catch((error) => {
      console.warn("The invitation is answered by Python:", error);
      return null;
    });
    answering.then((made) => {
      early = made;
      const parts = route();
      if (made && parts[0] === "join" && parts[1] === invited) preRoute();
    });
    window.seqgamesEarly = {
      // the reply already shown for `code`, or "": Python's screen shows it from its first frame
      reply: (code) => (early && early.code === code ? early.reply : ""),
      claim: (code) => {
        if (code !== invited || state === "loading") {
          if (state === "loading") state = "python";
          return Promise.resolve(null);
        }
        return answering.then((made) => made && made.claim());
      },
    };
  };
  const preRoute = () => {
    if (ready()) return;
    const home = document.getElementById("home");
    const view = document.getElementById("view");
    if (!home || !view) return;
    const parts = route();
    if (!parts.length) {
      view.hidden = true;
      view.replaceChildren();
      view.removeAttribute("data-pre");
      home.hidden = false;
      document.title = "Sequence · Sequoia · Sequitur";
      return;
    }
    const template = document.getElementById("pre-" + parts.join("-"));
    // the prerendered screens are English: another language waits for Python's
    const prerendered = words.code === "en" && template instanceof HTMLTemplateElement && parts.every((p) => /^[a-z]+$/.test(p));
    const answered = early && parts[0] === "join" && parts[1] === early.code;
    view.replaceChildren(...(prerendered ? [template.content.cloneNode(true)] : answered ? early.screen() : waiting(parts[0])));
    if (prerendered) view.dataset.pre = location.hash;
    else view.removeAttribute("data-pre");
    home.hidden = true;
    view.hidden = false;
    show();
    const heading = view.querySelector("h1");
    if (heading) {
      document.title = heading.textContent + " · Sequence · Sequoia · Sequitur";
      heading.focus();
    }
  };
  addEventListener("hashchange", preRoute);
  if (location.hash.startsWith("#/join/") && route()[1]) answerEarly(route()[1]);
  addEventListener("DOMContentLoaded", () => {
    show();
    if (location.hash.replace(/^#\/?/, "")) preRoute();
  });

  // ---- once Python is ready -------------------------------------------------
  const registerServiceWorker = () => {
    if (!("serviceWorker" in navigator) || !isSecureContext) return;
    navigator.serviceWorker.register("sw.js").catch((error) => console.warn("service worker:", error));
  };
  new MutationObserver((_, observer) => {
    if (ready()) {
      observer.disconnect();
      performance.mark("app-ready");
      show();
      // Let the first frames of the ready page paint before precaching.
      setTimeout(registerServiceWorker, 500);
    }
  }).observe(root, { attributes: true, attributeFilter: ["data-app-ready"] });
})();
