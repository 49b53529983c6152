// A guest's reply made before Python runs (issue 66).
//
// web/boot.js imports this module as soon as it sees an invitation's address (#/join/<code>): it
// reads the invitation (web/pairing.mjs, the twin of web/net/pairing.py), makes the WebRTC answer
// as web/net/peer.py does (one negotiated channel, no STUN server, the guest the DTLS server,
// candidates gathered within GATHER_MS) and hands boot.js a screen showing the reply as
// web/net/guest.py's JoinScreen shows it (the same elements, ids and words), so the host reads
// it, and the devices connect, while Python's files are still coming. It keeps the connection and
// whatever its channel receives until web/net/guest.py takes it over (`claim`, then `release`).
//
// It answers only the ordinary case: an invitation that reads, not answered or used on this device
// before, with no STUN server set, in a browser with WebRTC; anything else, or any failure, is
// left to Python, which answers as before.
import { PairingError, REPLY_ROUTE, code, descriptionFromSdp, hexOf, link, reachable, readInvitation,
  replyBytes, sdpText, waitingSetup } from "./pairing.mjs";
import "./qr.mjs";

const GATHER_MS = 5000;  // web/net/peer.py GATHER_S
const CHANNEL = "seqgames";  // web/net/peer.py CHANNEL
const MEMORY = "seqgames.net.guest";  // web/device/keys.py GUEST: the invitations this device answered
const STUN = "seqgames.net.stun";  // web/device/keys.py STUN
const MAX_USED = 20;  // web/net/guest.py MAX_USED
const QR_SCALE = 5;  // web/net/qr.py SCALE
const MAX_NAME = 40;  // web/device/names.py MAX_NAME

const kept = (key) => {
  try {
    const data = JSON.parse(localStorage.getItem(key) || "{}");
    return data && typeof data === "object" && !Array.isArray(data) ? data : {};
  } catch {
    return {};
  }
};
const nonces = (data, key) => (Array.isArray(data[key]) ? data[key].filter((n) => typeof n === "string") : []);

// The name as a screen shows it, near web/device/names.py clean_name (Python shows its own at once).
const shownName = (raw, seat) => {
  const text = raw.normalize("NFKC").replace(/[\s\u2028\u2029]/gu, " ").replace(/[\p{C}]/gu, "");
  return [...text.split(" ").filter(Boolean).join(" ")].slice(0, MAX_NAME).join("").trim() || `Player ${seat + 1}`;
};

const element = (tag, text, attrs = {}) => {
  const node = document.createElement(tag);
  if (text) node.textContent = text;
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) node.setAttribute(name, "");
    else node.setAttribute(name, value);
  }
  return node;
};

// The reply's part of web/net/guest.py JoinScreen, built from `words(values)` (web/boot.js's, translated).
const screen = (url, intro, words) => {
  const canvas = element("canvas", "", { id: "net-answer-qr", role: "img", "aria-label": words.qr, "data-min-font": "none" });
  try {
    canvas.dataset.version = String(globalThis.seqgamesQR.draw(canvas, url, QR_SCALE));
  } catch (error) {
    canvas.hidden = true;
    console.warn("QR code not drawn:", error);
  }
  const anchor = element("a", words.link, { id: "net-answer-link", href: url });
  const text = element("textarea", "", { id: "net-answer-text", readonly: true, rows: "3", "aria-label": words.text, spellcheck: "false" });
  text.value = url;
  const copy = element("button", words.copy, { type: "button", id: "net-answer-copy", class: "button secondary" });
  const note = element("span", "", { id: "net-answer-copied", role: "status" });
  copy.addEventListener("click", () => navigator.clipboard.writeText(url).then(() => { note.textContent = words.copied; }, () => {
    text.focus();
    text.select();
    note.textContent = words.selected;
  }));
  const actions = element("div", "", { class: "seq-actions" });
  actions.append(copy, note);
  const more = element("details", "", { class: "net-code-more", id: "net-answer-more" });
  more.append(element("summary", words.more), anchor, text, actions);
  const card = element("div", "", { class: "net-code" });
  card.append(canvas, more);
  const box = element("section", "", { id: "net-reply-box", "aria-labelledby": "net-reply-title" });
  box.append(element("h2", words.reply, { id: "net-reply-title" }), element("p", words.show), card);
  const back = element("div", "", { class: "seq-actions" });
  back.append(element("a", words.home, { href: "#/", id: "net-back", class: "button secondary" }));
  const join = element("div", "", { class: "net-join" });
  join.append(element("h1", words.title, { tabindex: "-1", id: "net-join-title" }), element("p", intro(words), { id: "net-join-intro" }),
    element("p", words.waiting, { id: "net-status", class: "net-status", role: "status" }), box, back);
  return [join];
};

// Answers the invitation `invited` (the code in the address); resolves with what web/boot.js shows
// (`screen()`) and what web/net/guest.py takes over (`claim()`), or null where Python answers.
// `words(values)`: the screen's words in the player's language (web/boot.js, its `t`).
export async function answer(invited, words) {
  let invitation;
  try {
    invitation = readInvitation(invited);
  } catch (error) {
    if (error instanceof PairingError) return null;  // Python says what is wrong with it
    throw error;
  }
  const nonce = hexOf(invitation.nonce);
  const memory = kept(MEMORY);
  const stun = kept(STUN);
  if (nonces(memory, "used").includes(nonce) || nonces(memory, "answered").includes(nonce)) return null;
  if (stun.on && stun.url) return null;
  if (typeof RTCPeerConnection !== "function") return null;

  const pc = new RTCPeerConnection({ iceServers: [] });
  const channel = pc.createDataChannel(CHANNEL, { negotiated: true, id: 0, ordered: true });
  const messages = [];
  let taken = false;
  const keep = (event) => messages.push(typeof event.data === "string" ? event.data : "");
  const close = () => {
    if (taken) return;
    taken = true;
    channel.removeEventListener("message", keep);
    removeEventListener("pagehide", close);
    removeEventListener("hashchange", left);
    pc.close();
  };
  // a page that goes closes its connection at once (web/net/peer.py `_page_gone`); so does a guest
  // who leaves the invitation before Python took it
  const left = () => { if (!location.hash.startsWith(`#/join/${invited}`)) close(); };
  channel.addEventListener("message", keep);
  addEventListener("pagehide", close);
  addEventListener("hashchange", left);
  let url;
  try {
    performance.mark("answer:start");
    await pc.setRemoteDescription({ type: "offer", sdp: sdpText(invitation.description) });
    const made = await pc.createAnswer();
    await pc.setLocalDescription({ type: "answer", sdp: waitingSetup(made.sdp) });
    performance.mark("answer:local");
    await new Promise((done) => {
      if (pc.iceGatheringState === "complete") return done();
      const timer = setTimeout(done, GATHER_MS);
      pc.addEventListener("icegatheringstatechange", () => {
        if (pc.iceGatheringState === "complete") {
          clearTimeout(timer);
          done();
        }
      });
    });
    const description = reachable(descriptionFromSdp(pc.localDescription.sdp));
    url = link(location.href, REPLY_ROUTE, code(replyBytes({ ...invitation, description })));
  } catch (error) {
    console.warn("The invitation is answered by Python:", error);
    close();
    return null;
  }
  if (taken) return null;  // the page went, or the guest left the invitation, meanwhile
  performance.mark("answer:reply");  // python3 bench/load.py and docs/benchmarks.md read it
  // this device answered it (web/net/guest.py `remember`): a reload says its reply no longer works
  memory.answered = [...nonces(memory, "answered"), nonce].slice(-MAX_USED);
  try { localStorage.setItem(MEMORY, JSON.stringify(memory)); } catch { /* not kept: Python keeps it */ }
  const known = typeof memory.table === "string" && memory.table === hexOf(invitation.table) && memory.seat === invitation.seat;
  // the game's name as web/model/catalog.py writes it: its id, capitalised
  const values = { game: invitation.game[0].toUpperCase() + invitation.game.slice(1), name: shownName(invitation.name, invitation.seat) };
  return {
    code: invited,
    reply: url,
    screen: () => {
      const said = words(values);
      return screen(url, () => (known ? said.welcome : said.invited), said);
    },
    // web/net/guest.py takes the connection: then `release()`, in the same task as its own listeners
    // are added, gives it what the channel received meanwhile (a JSON list of texts) and stops keeping it
    claim: () => {
      if (taken) return null;
      taken = true;
      removeEventListener("hashchange", left);
      return {
        pc, channel, reply: url,
        release: () => {
          channel.removeEventListener("message", keep);
          removeEventListener("pagehide", close);
          return JSON.stringify(messages.splice(0));
        },
        close: () => {
          channel.removeEventListener("message", keep);
          removeEventListener("pagehide", close);
          pc.close();
        },
      };
    },
  };
}
