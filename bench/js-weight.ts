// The JavaScript a route loads on first visit, read from the build's route manifest: the
// client entry, the root route and the route's own module with all their static imports.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "./lib";

type ManifestRoute = { module: string; imports?: string[] };
type Manifest = { entry: ManifestRoute; routes: Record<string, ManifestRoute> };

export function readManifest(): Manifest {
  const dir = path.join(ROOT, "build/client/assets");
  const file = fs.readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("No build manifest: run npm run build");
  const src = fs.readFileSync(path.join(dir, file), "utf8");
  return JSON.parse(src.slice(src.indexOf("{"), src.lastIndexOf("}") + 1)) as Manifest;
}

export function routeJs(routeIds: string[]) {
  const m = readManifest();
  const files = new Set<string>();
  const add = (r?: ManifestRoute) => {
    if (!r) return;
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  };
  add(m.entry);
  for (const id of ["root", ...routeIds]) add(m.routes[id]);
  let raw = 0;
  let gz = 0;
  const rows: [number, string][] = [];
  for (const f of files) {
    const buf = fs.readFileSync(path.join(ROOT, "build/client", f));
    const g = gzipSync(buf, { level: 6 }).length;
    raw += buf.length;
    gz += g;
    rows.push([g, f]);
  }
  rows.sort((a, b) => b[0] - a[0]);
  return { count: files.size, raw, gz, rows };
}

if (process.argv[1]?.endsWith("js-weight.ts")) {
  const route = process.argv[2] ?? "routes/home";
  const r = routeJs([route]);
  console.log(`${route}: ${r.count} files, ${(r.raw / 1024).toFixed(1)} KB raw, ${(r.gz / 1024).toFixed(1)} KB gzipped`);
  for (const [g, f] of r.rows.slice(0, 20)) console.log(`  ${(g / 1024).toFixed(1).padStart(6)} KB  ${f}`);
}
