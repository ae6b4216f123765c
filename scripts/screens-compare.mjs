#!/usr/bin/env node
// Compares two folders written by scripts/screens.mjs, pixel by pixel: prints per screenshot
// the fraction of pixels that changed, flags those above a threshold (none by default), and writes a diff image
// (changed pixels in red over a faded copy of the first) into <after>/diff/ for each one that changed.
// It also flags a page whose final URL, status or title changed, and a page present on one side only.
//
// Usage: node scripts/screens-compare.mjs <before-dir> <after-dir> [--threshold 0]
//   --threshold  the fraction of a picture's pixels that may change unflagged. 0 by default: two
//                captures of the same build are identical, and one changed word is about 0.01 %.
// Exit status: 0 when nothing is flagged, 1 otherwise.
import fs from "node:fs";
import path from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

const args = process.argv.slice(2);
let threshold = 0;
const dirs = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--threshold") threshold = Number(args[++i]);
  else dirs.push(args[i]);
}
if (dirs.length !== 2 || !(threshold >= 0)) {
  console.error("Usage: node scripts/screens-compare.mjs <before-dir> <after-dir> [--threshold 0]");
  process.exit(2);
}
const [beforeDir, afterDir] = dirs.map((d) => path.resolve(d));
const diffDir = path.join(afterDir, "diff");
fs.rmSync(diffDir, { recursive: true, force: true });

const pngs = (dir) => new Set(fs.readdirSync(dir).filter((f) => f.endsWith(".png")));
const manifest = (dir) => {
  const file = path.join(dir, "manifest.json");
  if (!fs.existsSync(file)) return new Map();
  return new Map(JSON.parse(fs.readFileSync(file, "utf8")).map((e) => [e.file, e]));
};
const before = pngs(beforeDir);
const after = pngs(afterDir);
const beforeMeta = manifest(beforeDir);
const afterMeta = manifest(afterDir);

/** Pads the smaller image with transparent rows/columns so both have the same size. */
function padTo(png, width, height) {
  if (png.width === width && png.height === height) return png.data;
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < png.height; y++)
    png.data.copy(out, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  return out;
}

const rows = [];
let flagged = 0;
for (const file of [...new Set([...before, ...after])].sort()) {
  if (!before.has(file) || !after.has(file)) {
    rows.push({ file, note: before.has(file) ? "missing after" : "new after", flag: true });
    continue;
  }
  const a = PNG.sync.read(fs.readFileSync(path.join(beforeDir, file)));
  const b = PNG.sync.read(fs.readFileSync(path.join(afterDir, file)));
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  // threshold 0.1 is pixelmatch's default colour tolerance; anti-aliased pixels are not counted.
  const changed = pixelmatch(
    padTo(a, width, height),
    padTo(b, width, height),
    diff.data,
    width,
    height,
    { threshold: 0.1 },
  );
  const fraction = changed / (width * height);
  const notes = [];
  if (a.height !== b.height || a.width !== b.width)
    notes.push(`size ${a.width}x${a.height} -> ${b.width}x${b.height}`);
  const m1 = beforeMeta.get(file);
  const m2 = afterMeta.get(file);
  for (const key of ["finalUrl", "status", "title"]) {
    if (m1 && m2 && m1[key] !== m2[key])
      notes.push(`${key} ${JSON.stringify(m1[key])} -> ${JSON.stringify(m2[key])}`);
  }
  if (changed > 0) {
    fs.mkdirSync(diffDir, { recursive: true });
    fs.writeFileSync(path.join(diffDir, file), PNG.sync.write(diff));
  }
  const flag = (changed > 0 && fraction >= threshold) || notes.length > 0;
  rows.push({ file, fraction, changed, note: notes.join("; "), flag });
}

for (const r of rows) {
  if (r.flag) flagged++;
  const pct =
    r.fraction === undefined ? "      -" : `${(r.fraction * 100).toFixed(3).padStart(7)}%`;
  const px = r.changed === undefined ? "" : ` (${r.changed} px)`;
  console.log(
    `${r.flag ? "CHANGED" : "ok     "} ${pct} ${r.file}${px}${r.note ? `  ${r.note}` : ""}`,
  );
}
const identical = rows.filter((r) => r.changed === 0 && !r.flag).length;
const below = rows.filter((r) => r.changed > 0 && !r.flag).length;
console.log(
  `\n${rows.length} screenshots: ${identical} identical, ${below} below the threshold (${threshold * 100}% of pixels), ${flagged} flagged` +
    (fs.existsSync(diffDir) ? `; diff images in ${diffDir}` : ""),
);
process.exit(flagged > 0 ? 1 : 0);
