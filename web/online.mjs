// The online way to play across devices (web/net/online.py loads this module
// when a host invites friends anywhere or a guest opens a table's code, then
// calls globalThis.seqgamesOnline; never on the page's first load).
//
// Trystero (pinned in package.json, vendored by tools/build.py) finds the
// other devices of a table through Nostr relays and connects them by WebRTC.
// The relays carry only the handshake, encrypted with a key made from the
// table's code; the game's messages go device to device.
import { joinRoom, getRelaySockets } from "./vendor/trystero/nostr/index.mjs";

const APP = "seqgames-table-1";
// A slow derivation of the room's name and key from the short code: a relay
// sees the room's name, and each guess of a code costs this much work.
const ROUNDS = 100000;

async function derive(code) {
  const subtle = crypto.subtle;
  const material = await subtle.importKey("raw", new TextEncoder().encode(code), "PBKDF2", false, ["deriveBits"]);
  const bits = await subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: new TextEncoder().encode(APP), iterations: ROUNDS }, material, 512);
  const hex = Array.from(new Uint8Array(bits), (b) => b.toString(16).padStart(2, "0")).join("");
  return { room: hex.slice(0, 64), password: hex.slice(64) };
}

// Join the table named by `code` through `relays` (wss:// URLs), connecting
// with `iceServers`. `join(peer, channel)`: a device is there, its messages
// arrive as "message" events of `channel` (an EventTarget, so web/boot.js's
// seqgamesGate can stand in front of them); `leave(peer)`; `problem(text)`: a handshake failed
// (UNREACHABLE: the devices found each other but cannot connect directly; else Trystero's words).
// Never rejects (MicroPython cannot catch a JavaScript error): a failure is `{error}`.
async function open(code, relays, iceServers, join, leave, problem) {
  try {
    return await opened(code, relays, iceServers, join, leave, problem);
  } catch (error) {
    return { error: String(error?.message ?? error) };
  }
}

// A connection whose peer was found through the relays (its session description arrived) but that is
// not connected this long is said to have failed (a network that blocks direct connections: ICE
// fails, which Chromium itself says only after about 30 s).
const HANDSHAKE_MS = 10000;
export const UNREACHABLE = "unreachable";

// Trystero's RTCPeerConnection (its rtcPolyfill option), watched: each open room's `problem(UNREACHABLE)`
// when ICE fails or does not connect within HANDSHAKE_MS (Trystero's pool of offers serves every room
// of the page, so which room a connection is for is not known here); a connection Trystero closes
// meanwhile (one of two made at once, say) is not a failure.
const problems = new Set();

// (a browser without WebRTC still loads this module: it says so when a room opens)
class WatchedConnection extends (globalThis.RTCPeerConnection ?? class {}) {
  setRemoteDescription(description) {
    if (!this.seqgamesWatched) {
      this.seqgamesWatched = true;
      let said = false;
      const fail = () => {
        if (said || this.connectionState === "connected") return;
        said = true;
        problems.forEach((problem) => problem(UNREACHABLE));
      };
      const timer = setTimeout(() => {
        if (this.connectionState !== "closed" && !["connected", "completed"].includes(this.iceConnectionState)) fail();
      }, HANDSHAKE_MS);
      this.addEventListener("iceconnectionstatechange", () => {
        if (this.iceConnectionState === "failed") fail();
        if (["connected", "completed", "failed", "closed"].includes(this.iceConnectionState)) clearTimeout(timer);
      });
    }
    return super.setRemoteDescription(description);
  }
}

async function opened(code, relays, iceServers, join, leave, problem) {
  if (!globalThis.isSecureContext || !crypto.subtle) {
    return { error: "online play needs the app opened over https (or on localhost)" };
  }
  const { room: name, password } = await derive(code);
  const channels = new Map();
  const room = joinRoom(
    { appId: APP, password, relayConfig: { urls: relays, warnOnRelayFailure: false }, rtcConfig: { iceServers },
      rtcPolyfill: WatchedConnection },
    name,
    { onJoinError: (details) => problem(String(details?.error?.message ?? details?.error ?? "")) });
  problems.add(problem);
  const action = room.makeAction("m");
  room.onPeerJoin = (peer) => {
    const channel = new EventTarget();
    channels.set(peer, channel);
    join(peer, channel);
  };
  room.onPeerLeave = (peer) => {
    channels.delete(peer);
    leave(peer);
  };
  // Which relays failed (their socket closed or errored since it last opened): Trystero keeps
  // retrying, with a new socket each time, so each socket it makes is watched once.
  const failed = new Set();
  const watched = new WeakSet();
  const watch = () => {
    const sockets = getRelaySockets();
    for (const url of relays) {
      const socket = sockets[url];
      if (!socket || watched.has(socket)) continue;
      watched.add(socket);
      socket.addEventListener("open", () => failed.delete(url));
      socket.addEventListener("error", () => failed.add(url));
      socket.addEventListener("close", () => failed.add(url));
      if (socket.readyState >= 2) failed.add(url);  // closed before it was watched
    }
  };
  watch();
  const watching = setInterval(watch, 100);
  action.onMessage = (data, meta) => {
    const channel = channels.get(meta?.peerId);
    if (channel) channel.dispatchEvent(new MessageEvent("message", { data }));
  };
  return {
    error: "",
    send(peer, text) {
      if (!channels.has(peer)) return false;
      action.send(String(text), { target: peer }).catch(() => {});
      return true;
    },
    // "open": a relay answers now; "failed": every relay's socket failed (no waiting needed to say
    // so); else "trying"
    reach() {
      watch();
      const sockets = getRelaySockets();
      if (relays.some((url) => sockets[url]?.readyState === 1)) return "open";
      return relays.length && relays.every((url) => failed.has(url)) ? "failed" : "trying";
    },
    close() {
      problems.delete(problem);
      clearInterval(watching);
      channels.clear();
      room.leave();
    },
  };
}

globalThis.seqgamesOnline = { open };
