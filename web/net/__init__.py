"""Play across devices with no server (issue 18).

One device hosts the table (web/table/, as always); each seat marked "a
person on another device" (`SeatKind.AWAY`) is paired with a phone or
tablet by one exchange of two short codes, each shown as a QR code, a link
and text: the host's invitation and the guest's reply. They carry the
WebRTC session descriptions (with their candidates) in a compact form, so
the two browsers connect directly over a data channel: no server, no
broker, and by default no STUN server (devices on the same network).

The host's engine is the only authority. A guest sends actions; the host
checks and plays them and sends each guest its own seat's observation, the
public view and the public events, never anything of another seat.

- `pairing`: the invitation and the reply (compact session descriptions,
  base64url text, links), with limits on everything read (pure);
- `protocol`: the messages between the devices, their version and checks,
  events and results on the wire (pure);
- `feed`: what the host sends one guest, and only what is new (pure);
- `mirror`: the guest's copy of what its seat may know, shaped like the
  host's `Session` so the games' own screens draw it (pure);
- `peer`: one RTCPeerConnection and its data channel;
- `qr`: drawing QR codes and reading them (camera, picture);
- `ice`: the optional STUN server setting;
- `host`, `host_panel`: the host's connections and its pairing panel;
- `guest`: the guest's screens (`#/join/<invitation>`, `#/reply/<reply>`).
"""
