#!/usr/bin/env node
// Compresses the build's hashed assets once, at build time (issue 20 item 1, decision 064):
// a brotli (.br, quality 11) and a gzip (.gz, level 9) file beside each text asset of 1 KB or
// more, served as they are by the server (server/app.ts) instead of compressing every request.
// Images and fonts are compressed formats already and are left alone.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
/** What is worth compressing: text formats. */
const TEXT = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest|map)$/i;
/** Below this, compression saves less than a packet and costs a header: left as it is. */
export const MIN_BYTES = 1024;

export function precompress(dir = path.join(root, "build", "client", "assets")) {
  let files = 0;
  let before = 0;
  let afterBr = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
    // A compressed copy that is not smaller is not worth a Content-Encoding.
    if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
    files += 1;
    before += body.length;
    afterBr += Math.min(br.length, body.length);
  }
  return { files, before, afterBr };
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const r = precompress(process.argv[2]);
  console.log(
    `precompressed ${r.files} assets: ${Math.round(r.before / 1024)} KB → ${Math.round(r.afterBr / 1024)} KB (brotli)`,
  );
}
