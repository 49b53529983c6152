// QR codes of the pairing between devices (web/net/qr.py loads this module
// when a pairing screen opens, then calls globalThis.seqgamesQR).
//
// Drawing and, where the browser has no BarcodeDetector of its own (desktop
// Chromium on Linux and Windows, Firefox), reading use paulmillr's `qr`
// library, pinned in package.json and vendored by tools/build.py. Its reader
// (28 kB) is imported only when a code is read: a guest's reply is drawn
// without it (web/boot.js preloads this module and the drawing's on #/join/).
import encodeQR from "./vendor/qr/index.js";

// Draw `text` on `canvas` (black on white, a 4-module quiet zone), `scale`
// pixels a module; returns the QR version used.
function draw(canvas, text, scale) {
  const rows = encodeQR(text, "raw", { ecc: "low", border: 4 });
  const size = rows.length;
  canvas.width = canvas.height = size * scale;
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = "#000";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (rows[y][x]) ctx.fillRect(x * scale, y * scale, scale, scale);
    }
  }
  return (size - 8 - 17) / 4;
}

let found = null;

// The browser's BarcodeDetector if it reads QR codes, else the library's.
async function detector() {
  if (found) return found;
  const Native = globalThis.BarcodeDetector;
  if (Native) {
    try {
      if ((await Native.getSupportedFormats()).includes("qr_code")) {
        found = { detector: new Native({ formats: ["qr_code"] }), native: true };
        return found;
      }
    } catch (error) {
      // no usable native detector: the library reads
    }
  }
  const { BarcodeDetector: LibraryDetector } = await import("./vendor/qr/decode.js");
  found = { detector: new LibraryDetector({ formats: ["qr_code"] }), native: false };
  return found;
}

// The text of the first QR code in `source` (a video, a canvas, an image
// file), or "" if none is seen.
async function read(source) {
  const { detector: reader } = await detector();
  let image = source;
  try {
    // a file that is no picture (or a damaged one) is refused here: no code in it
    if (source instanceof Blob) image = await createImageBitmap(source);
    const codes = await reader.detect(image);
    return codes.length ? String(codes[0].rawValue) : "";
  } catch (error) {
    return "";  // a video not playing yet, a file that is no picture
  } finally {
    if (image !== source) image.close();
  }
}

async function native() {
  return (await detector()).native;
}

globalThis.seqgamesQR = { draw, read, native };
