// The invitation and the reply in the page's JavaScript: web/net/pairing.py's twin, for a guest's
// answer made before Python runs (web/answer.mjs, issue 66).
//
// web/net/pairing.py is the codec (its docstring says the format); this module reads an invitation
// and writes a reply the same way, byte for byte, with the same limits and the same refusals (a
// PairingError whose message is Python's English sentence). tests/net/test_pairing_twin.py holds
// the two to it over thousands of random codes, descriptions and addresses. A change to the format
// is made in both, or that test fails.

export const FORMAT = 2;
const CHECK_BYTES = 2;
export const INVITATION = 1;
export const REPLY = 2;
export const GAME_IDS = ["sequence", "sequoia", "sequitur"];
const MAX_CODE_CHARS = 2000;
const MAX_CANDIDATES = 16;
const MAX_NAME_BYTES = 160;
const ID_BYTES = 4;
const SETUPS = ["actpass", "active", "passive"];
const KINDS = ["host", "srflx", "prflx", "relay"];
const TCP_TYPES = ["", "active", "passive", "so"];
const HASHES = { "sha-256": 32, "sha-1": 20, "sha-384": 48, "sha-512": 64 };
const HASH_NAMES = ["sha-256", "sha-1", "sha-384", "sha-512"];
const [ADDRESS_MDNS, ADDRESS_IPV4, ADDRESS_IPV6, ADDRESS_TEXT] = [0, 1, 2, 3];
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const ICE_CHARS = ALNUM + "+/";
const HOST_CHARS = ALNUM + ".:-";
const CODE_CHARS = ALNUM + "_-";
const BASE64 = ALNUM.slice(0, 52) + "0123456789-_";  // base64url's alphabet, in its order
const LOWER_HEX = "0123456789abcdef";
const HEX = "0123456789abcdefABCDEF";
const MDNS_PARTS = [8, 4, 4, 4, 12];
export const JOIN = "join";
export const REPLY_ROUTE = "reply";
const MIXED_UP = { "2,1": "it is a reply, not an invitation", "1,2": "it is an invitation, not a reply" };
// what Python's str.split() and strip() take for white space, and splitlines() for line ends
const SPACE = "\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
  + "\u2009\u200a\u2028\u2029\u202f\u205f\u3000";
const LINE_ENDS = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;

// A code that cannot be read, and why: `message` is Python's English sentence (its values filled in),
// `template` and `values` the sentence to translate (the words of web/net/pairing.py's PairingError).
export class PairingError extends Error {
  constructor(template, values = {}) {
    super(template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole)));
    this.name = "PairingError";
    this.template = template;
    this.values = values;
  }
}

const only = (text, allowed, most = 0) =>
  text.length > 0 && (!most || [...text].length <= most) && [...text].every((ch) => allowed.includes(ch));
const pySplit = (text) => {
  const parts = [];
  let part = "";
  for (const ch of text) {
    if (SPACE.includes(ch)) {
      if (part) parts.push(part);
      part = "";
    } else part += ch;
  }
  if (part) parts.push(part);
  return parts;
};
const pyStrip = (text) => {
  const chars = [...text];
  let start = 0;
  let end = chars.length;
  while (start < end && SPACE.includes(chars[start])) start += 1;
  while (end > start && SPACE.includes(chars[end - 1])) end -= 1;
  return chars.slice(start, end).join("");
};
const after = (text, sep) => text.slice(text.indexOf(sep) + sep.length);  // text.split(sep, 1)[1]
const hexOf = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const ascii = (text) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
// Python's int() of a candidate's port or priority (ASCII digits, a sign, underscores between digits)
const pyInt = (text) => {
  if (!/^[+-]?[0-9]+(?:_[0-9]+)*$/.test(text)) throw new PairingError("a candidate's port or priority is not a number");
  return Number(text.replace(/_/g, ""));
};

// ---- IP addresses (web/net/addresses.py) ----------------------------------------------------------
const ipv4 = (text) => {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const out = [];
  for (const part of parts) {
    if (!part || part.length > 3 || ![...part].every((c) => c >= "0" && c <= "9") || (part.length > 1 && part[0] === "0")) return null;
    const value = Number(part);
    if (value > 255) return null;
    out.push(value);
  }
  return out;
};
const groupsOf = (text) => {
  if (!text) return [];
  const groups = [];
  for (const part of text.split(":")) {
    if (!part || part.length > 4 || ![...part].every((c) => HEX.includes(c))) return null;
    groups.push(parseInt(part, 16));
  }
  return groups;
};
const ipv6 = (whole) => {
  let text = whole.split("%")[0];
  let tail = [];
  if (text.includes(".")) {
    const cut = text.lastIndexOf(":") + 1;
    tail = ipv4(text.slice(cut)) || [];
    if (!tail.length) return null;
    text = text.slice(0, cut).endsWith("::") ? text.slice(0, cut) : text.slice(0, cut - 1);
  }
  const wanted = 8 - tail.length / 2;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  let groups;
  if (halves.length === 2) {
    const [before, later] = [groupsOf(halves[0]), groupsOf(halves[1])];
    if (before === null || later === null || before.length + later.length >= wanted) return null;
    groups = [...before, ...new Array(wanted - before.length - later.length).fill(0), ...later];
  } else {
    groups = groupsOf(text);
    if (groups === null || groups.length !== wanted) return null;
  }
  return [...groups.flatMap((g) => [g >> 8, g & 0xff]), ...tail];
};
export const packedAddress = (text) => (text.includes(":") ? ipv6(text) : ipv4(text));
export const addressText = (raw) => {
  if (raw.length === 4) return Array.from(raw).join(".");
  const groups = [];
  for (let i = 0; i < 16; i += 2) groups.push(raw[i] << 8 | raw[i + 1]);
  let [best, bestLen, start] = [-1, 1, -1];  // the longest run of zero groups, at least two
  for (let i = 0; i < 9; i++) {
    if (i < 8 && groups[i] === 0) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (i - start > bestLen) [best, bestLen] = [start, i - start];
      start = -1;
    }
  }
  const words = groups.map((g) => g.toString(16));
  if (best < 0) return words.join(":");
  return words.slice(0, best).join(":") + "::" + words.slice(best + bestLen).join(":");
};

// ---- SDP ---------------------------------------------------------------------------------------
const mdnsHex = (address) => {
  if (!address.endsWith(".local")) return null;
  const parts = address.slice(0, -".local".length).split("-");
  if (parts.length !== MDNS_PARTS.length || parts.some((p, i) => p.length !== MDNS_PARTS[i] || !only(p, LOWER_HEX))) return null;
  return parts.join("");
};

const candidateOf = (text) => {
  const parts = pySplit(text);
  if (parts.length < 8 || parts[6] !== "typ") throw new PairingError("a candidate line is malformed");
  const [, component, protocol, priority, address, port, , kind] = parts;
  if (component !== "1") return null;
  let tcptype = "";
  const rest = parts.slice(8);
  if (protocol.toLowerCase() === "tcp" && rest.includes("tcptype")) {
    const index = 8 + rest.indexOf("tcptype");
    tcptype = index + 1 < parts.length ? parts[index + 1] : "";
  }
  const portNumber = pyInt(port);
  return { address, port: portNumber, protocol: protocol.toLowerCase(), kind, priority: pyInt(priority), tcptype };
};
const sameCandidate = (a, b) => ["address", "port", "protocol", "kind", "priority", "tcptype"].every((k) => a[k] === b[k]);

const checkDescription = (d) => {
  if (!([...d.ufrag].length >= 4 && [...d.ufrag].length <= 255 && only(d.ufrag, ICE_CHARS))) throw new PairingError("it has no usable ICE user fragment");
  if (!([...d.pwd].length >= 22 && [...d.pwd].length <= 255 && only(d.pwd, ICE_CHARS))) throw new PairingError("it has no usable ICE password");
  if (!(d.hash in HASHES) || d.fingerprint.length !== HASHES[d.hash]) throw new PairingError("it has no usable certificate fingerprint");
  if (!SETUPS.includes(d.setup)) throw new PairingError("it has no usable DTLS role");
  if (d.candidates.length > MAX_CANDIDATES) throw new PairingError("it has more than {count} candidates", { count: MAX_CANDIDATES });
  for (const c of d.candidates) {
    if (!["udp", "tcp"].includes(c.protocol) || !KINDS.includes(c.kind) || !TCP_TYPES.includes(c.tcptype)
        || (c.protocol === "udp" && c.tcptype)) throw new PairingError("a candidate has an unknown transport or type");
    if (!(c.port >= 0 && c.port <= 65535 && c.priority >= 0 && c.priority <= 0xffffffff)) {
      throw new PairingError("a candidate's port or priority is out of range");
    }
    if (!only(c.address, HOST_CHARS, 253)) throw new PairingError("a candidate's address is not a host name or an IP address");
  }
};

// The parts of a browser's data-channel session description that differ (pairing.description_from_sdp).
export function descriptionFromSdp(sdp) {
  let [ufrag, pwd, setup, hash] = ["", "", "", ""];
  let fingerprint = new Uint8Array(0);
  const candidates = [];
  for (const raw of sdp.split(LINE_ENDS)) {
    const line = pyStrip(raw);
    if (line.startsWith("a=ice-ufrag:") && !ufrag) ufrag = after(line, ":");
    else if (line.startsWith("a=ice-pwd:") && !pwd) pwd = after(line, ":");
    else if (line.startsWith("a=setup:") && !setup) setup = after(line, ":");
    else if (line.startsWith("a=fingerprint:") && !fingerprint.length) {
      const parts = pySplit(after(line, ":"));
      if (parts.length === 2 && parts[0].toLowerCase() in HASHES) {
        hash = parts[0].toLowerCase();
        const digits = parts[1].replace(/:/g, "");
        if (!/^(?:[0-9a-fA-F]{2})*$/.test(digits)) throw new PairingError("its certificate fingerprint is not hexadecimal");
        fingerprint = Uint8Array.from(digits.match(/../g) || [], (pair) => parseInt(pair, 16));
      }
    } else if (line.startsWith("a=candidate:")) {
      const candidate = candidateOf(line.slice("a=candidate:".length));
      if (candidate && !candidates.some((c) => sameCandidate(c, candidate)) && candidates.length < MAX_CANDIDATES) candidates.push(candidate);
    }
  }
  const description = { ufrag, pwd, hash, fingerprint, setup, candidates };
  checkDescription(description);
  return description;
}

// An answer's SDP with this side as the DTLS server, `a=setup:passive` (pairing.waiting_setup says why).
export function waitingSetup(sdp) {
  return sdp.split("\n").map((line) => {
    if (!line.startsWith("a=setup:")) return line;
    let end = "a=setup:".length;
    while (end < line.length && (ALNUM.includes(line[end]) || line[end] === "_")) end += 1;
    return end > "a=setup:".length ? "a=setup:passive" + line.slice(end) : line;
  }).join("\n");
}

// The description without its TCP "active" candidates (pairing.reachable).
export const reachable = (d) => ({ ...d, candidates: d.candidates.filter((c) => !(c.protocol === "tcp" && c.tcptype === "active")) });

// A standard SDP for `d` (what setRemoteDescription takes; pairing.sdp_text).
export function sdpText(d, session = 0) {
  const lines = ["v=0", `o=- ${session || 1} 2 IN IP4 127.0.0.1`, "s=-", "t=0 0", "a=group:BUNDLE 0",
    "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0"];
  d.candidates.forEach((c, i) => {
    let line = `a=candidate:${i + 1} 1 ${c.protocol} ${c.priority} ${c.address} ${c.port} typ ${c.kind}`;
    if (c.kind !== "host") line += " raddr 0.0.0.0 rport 0";
    if (c.protocol === "tcp") line += ` tcptype ${c.tcptype || "active"}`;
    lines.push(line + " generation 0");
  });
  lines.push(`a=ice-ufrag:${d.ufrag}`, `a=ice-pwd:${d.pwd}`, "a=ice-options:trickle",
    `a=fingerprint:${d.hash} ` + Array.from(d.fingerprint, (b) => b.toString(16).toUpperCase().padStart(2, "0")).join(":"),
    `a=setup:${d.setup}`, "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144");
  return lines.join("\r\n") + "\r\n";
}

// ---- bytes -------------------------------------------------------------------------------------
class Reader {
  constructor(data) {
    this.data = data;
    this.at = 0;
  }

  take(count) {
    if (count < 0 || this.at + count > this.data.length) throw new PairingError("it is cut short");
    const chunk = this.data.slice(this.at, this.at + count);
    this.at += count;
    return chunk;
  }

  byte() { return this.take(1)[0]; }

  text(limit) {
    const size = this.byte();
    if (size > limit) throw new PairingError("it holds a field longer than {limit} bytes", { limit });
    const raw = this.take(size);
    try {
      return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(raw);
    } catch {
      throw new PairingError("it holds text that is not UTF-8");
    }
  }

  end() {
    if (this.at !== this.data.length) throw new PairingError("it has bytes too many at its end");
  }
}

const readAddress = (form, reader) => {
  if (form === ADDRESS_MDNS) {
    const h = hexOf(reader.take(16));
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
  }
  if (form === ADDRESS_IPV4 || form === ADDRESS_IPV6) return addressText(reader.take(form === ADDRESS_IPV4 ? 4 : 16));
  const address = reader.text(253);
  if (!only(address, HOST_CHARS, 253)) throw new PairingError("a candidate's address is not a host name or an IP address");
  return address;
};

const packAddress = (address) => {
  const mdns = mdnsHex(address);
  if (mdns !== null) return [ADDRESS_MDNS, mdns.match(/../g).map((pair) => parseInt(pair, 16))];
  const ip = packedAddress(address);
  if (ip === null) return [ADDRESS_TEXT, [address.length, ...ascii(address)]];
  return [ip.length === 4 ? ADDRESS_IPV4 : ADDRESS_IPV6, ip];
};

const packDescription = (d) => {
  const out = [];
  for (const text of [d.ufrag, d.pwd]) out.push(text.length, ...ascii(text));
  out.push(HASH_NAMES.indexOf(d.hash), ...d.fingerprint);
  out.push(SETUPS.indexOf(d.setup) | d.candidates.length << 2);
  for (const c of d.candidates) {
    const [form, raw] = packAddress(c.address);
    out.push(KINDS.indexOf(c.kind) | (c.protocol === "tcp" ? 4 : 0) | form << 3 | TCP_TYPES.indexOf(c.tcptype) << 5);
    out.push(c.port >> 8, c.port & 0xff, ...[24, 16, 8, 0].map((shift) => Math.floor(c.priority / 2 ** shift) & 0xff), ...raw);
  }
  return out;
};

const readDescription = (reader) => {
  const ufrag = reader.text(255);
  const pwd = reader.text(255);
  const algorithm = reader.byte();
  if (algorithm >= HASH_NAMES.length) throw new PairingError("it names an unknown fingerprint algorithm");
  const hash = HASH_NAMES[algorithm];
  const fingerprint = reader.take(HASHES[hash]);
  const packed = reader.byte();
  const [setup, count] = [packed & 3, packed >> 2];
  if (setup >= SETUPS.length) throw new PairingError("it has no usable DTLS role");
  if (count > MAX_CANDIDATES) throw new PairingError("it has more than {count} candidates", { count: MAX_CANDIDATES });
  const candidates = [];
  for (let i = 0; i < count; i++) {
    const flags = reader.byte();
    if (flags & 0x80) throw new PairingError("it holds a candidate this version cannot read");
    const raw = reader.take(6);
    const port = raw[0] << 8 | raw[1];
    const priority = ((raw[2] << 24) >>> 0) + (raw[3] << 16) + (raw[4] << 8) + raw[5];
    const address = readAddress(flags >> 3 & 3, reader);
    candidates.push({ address, port, protocol: flags & 4 ? "tcp" : "udp", kind: KINDS[flags & 3], priority,
      tcptype: TCP_TYPES[flags >> 5 & 3] });
  }
  const description = { ufrag, pwd, hash, fingerprint, setup: SETUPS[setup], candidates };
  checkDescription(description);
  return description;
};

// CRC-16/CCITT (binascii.crc_hqx) and the check: of the data's length and bytes
const crcCcitt = (data, start = 0xffff) => {
  let crc = start;
  for (const byte of data) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
};
const check = (data) => {
  const crc = crcCcitt([data.length >> 8 & 0xff, data.length & 0xff, ...data]);
  return [crc >> 8, crc & 0xff];
};
const sealed = (data) => Uint8Array.from([...data, ...check(data)]);
const unsealed = (data) => {
  if (data[0] === 1) return data;  // format 1 had no check: let through, for its version to be named
  const body = data.slice(0, -CHECK_BYTES);
  const [a, b] = check(body);
  if (data.length <= CHECK_BYTES || data[data.length - 2] !== a || data[data.length - 1] !== b) {
    throw new PairingError("it has a mistake in it: a character is wrong, missing or extra. Check it against "
      + "the other device, or scan its QR code");
  }
  return body;
};

const readHeader = (data, kind) => {
  const reader = new Reader(unsealed(data));
  const [version, found] = [reader.byte(), reader.byte()];
  if (version !== FORMAT) {
    throw new PairingError("it was made by another version of the app (format {version}): reload both devices "
      + "so they run the same version", { version });
  }
  if (found !== kind) throw new PairingError(MIXED_UP[`${found},${kind}`] || "it is something else");
  const table = reader.take(ID_BYTES);
  const nonce = reader.take(ID_BYTES);
  return [reader, reader.byte(), table, nonce];
};

// An invitation's fields from its bytes; `name` as written in the code (Python cleans it, names.clean_name).
export function readInvitationBytes(data) {
  const [reader, seat, table, nonce] = readHeader(data, INVITATION);
  const game = reader.byte();
  if (game >= GAME_IDS.length) throw new PairingError("it is for a game this version of the app does not have");
  const name = reader.text(MAX_NAME_BYTES);
  const description = readDescription(reader);
  reader.end();
  return { game: GAME_IDS[game], seat, name, table, nonce, description };
}

export function readReplyBytes(data) {
  const [reader, seat, table, nonce] = readHeader(data, REPLY);
  const description = readDescription(reader);
  reader.end();
  return { seat, table, nonce, description };
}

export function replyBytes({ seat, table, nonce, description }) {
  return sealed([FORMAT, REPLY, ...table, ...nonce, seat, ...packDescription(description)]);
}

// ---- text and links ----------------------------------------------------------------------------
// Bytes as base64url without padding.
export function code(data) {
  let text = "";
  for (let i = 0; i < data.length; i += 3) {
    const [a, b, c] = [data[i], data[i + 1], data[i + 2]];
    const n = a << 16 | (b || 0) << 8 | (c || 0);
    text += BASE64[n >> 18 & 63] + BASE64[n >> 12 & 63];
    if (i + 1 < data.length) text += BASE64[n >> 6 & 63];
    if (i + 2 < data.length) text += BASE64[n & 63];
  }
  return text;
}

// The bytes of a code pasted or scanned: a bare code or a whole link (pairing.code_bytes).
export function codeBytes(input) {
  if (typeof input !== "string") throw new PairingError("it is not text");
  if (input.length > MAX_CODE_CHARS && [...input].length > MAX_CODE_CHARS) throw new PairingError("it is longer than any code this app makes");
  let text = pySplit(input).join("");
  for (const route of [JOIN, REPLY_ROUTE]) {
    const marker = `#/${route}/`;
    if (text.includes(marker)) text = after(text, marker);
  }
  text = text.split("?")[0].split("/")[0];
  if (!text) throw new PairingError("it is empty");
  if (!only(text, CODE_CHARS)) throw new PairingError("it holds characters no code of this app has");
  if (text.length % 4 === 1) throw new PairingError("it is cut short or has a character too many");
  const out = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    value = value << 6 | BASE64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push(value >> bits & 0xff);
      value &= (1 << bits) - 1;
    }
  }
  const data = Uint8Array.from(out);
  if (code(data) !== text) throw new PairingError("it has a mistake in its last character");
  return data;
}

export const readInvitation = (text) => readInvitationBytes(codeBytes(text));
export const readReply = (text) => readReplyBytes(codeBytes(text));

// The page's address (without its fragment) with `#/<route>/<code>`.
export const link = (base, route, text) => `${base.split("#")[0]}#/${route}/${text}`;

export { hexOf };
