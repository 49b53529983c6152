// tests/net/test_pairing_twin.py's other half: reads cases as JSON on stdin and answers them with
// web/pairing.mjs, as JSON on stdout (an error as its message).
import * as pairing from "../../web/pairing.mjs";

const hex = (bytes) => pairing.hexOf(bytes);
const description = (d) => ({ ...d, fingerprint: hex(d.fingerprint), candidates: d.candidates.map((c) => ({ ...c })) });
const fromHex = (text) => Uint8Array.from(text.match(/../g) || [], (pair) => parseInt(pair, 16));
const attempt = (work) => {
  try {
    return { ok: work() };
  } catch (error) {
    if (!(error instanceof pairing.PairingError)) throw error;
    return { error: error.message };
  }
};

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const cases = JSON.parse(Buffer.concat(chunks).toString("utf-8"));
const out = {
  invitations: cases.codes.map((text) => attempt(() => {
    const invitation = pairing.readInvitation(text);
    return { ...invitation, table: hex(invitation.table), nonce: hex(invitation.nonce), description: description(invitation.description),
      sdp: pairing.sdpText(invitation.description) };
  })),
  replies: cases.codes.map((text) => attempt(() => {
    const reply = pairing.readReply(text);
    return { ...reply, table: hex(reply.table), nonce: hex(reply.nonce), description: description(reply.description) };
  })),
  answers: cases.answers.map(({ sdp, seat, table, nonce }) => attempt(() => pairing.link("https://x.example/a/?q#/join/old",
    pairing.REPLY_ROUTE, pairing.code(pairing.replyBytes({ seat, table: fromHex(table), nonce: fromHex(nonce),
      description: pairing.reachable(pairing.descriptionFromSdp(sdp)) }))))),
  setups: cases.setups.map((sdp) => pairing.waitingSetup(sdp)),
  packed: cases.addresses.map((text) => { const raw = pairing.packedAddress(text); return raw === null ? null : hex(raw); }),
  texts: cases.raw.map((text) => pairing.addressText(fromHex(text))),
};
process.stdout.write(JSON.stringify(out));
