// Brotli-compress one file: `node tools/brotli.mjs <in> <out> <quality>`.
// Node's zlib has brotli built in, so the build needs no other package.
import { readFileSync, writeFileSync } from "node:fs";
import { constants, brotliCompressSync } from "node:zlib";

const [input, output, quality = "11"] = process.argv.slice(2);
const data = readFileSync(input);
writeFileSync(output, brotliCompressSync(data, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: Number(quality),
    [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  },
}));
