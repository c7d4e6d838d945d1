// Writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of a built SPA, so the
// server sends hashed assets compressed without spending CPU on them per request.
// Usage: node scripts/precompress.mjs <dist folder>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Text formats only: images, fonts and media are already compressed and would only grow.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map|ico)$/;
// Below this a compressed copy saves less than a packet.
const MIN_BYTES = 1024;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function precompress(dir) {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    // A copy that is not smaller is never worth sending.
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    process.stderr.write('Usage: node scripts/precompress.mjs <dist folder>\n');
    process.exit(1);
  }
  precompress(resolve(dir));
}
