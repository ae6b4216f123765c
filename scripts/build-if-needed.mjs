#!/usr/bin/env node
// Builds the app when the sources are newer than the last build (used by `npm install`'s
// prepare step and by `npm start`), so a fresh checkout serves its first page quickly.
// `npm run build` is this script with --force: it builds always and stamps the build, so the
// next `npm start` (or the browser tests' server) serves it instead of building again.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const stamp = path.join(root, "build", ".stamp");
const SOURCES = [
  "app",
  "server",
  "drizzle",
  "content",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestMtime(p) {
  let st;
  try {
    st = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}

const lock = path.join(root, ".build-lock");
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * One build at a time: test files and servers started together (vitest runs files in parallel,
 * several of which start the built server) would otherwise build into the same folder at once.
 * The second waits, then finds the build fresh. A lock left by a killed build is taken over
 * after 15 minutes.
 */
function withBuildLock(fn) {
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
      let age = 0;
      try {
        age = Date.now() - fs.statSync(lock).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      if (age > 15 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      else sleep(500);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export function buildIfNeeded() {
  const status = withBuildLock(build);
  if (status !== 0) process.exit(status);
}

/** Builds when needed; the exit status of the step that failed, or 0. */
function build() {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  const forced = process.env.FORCE_BUILD === "1" || process.argv.includes("--force");
  if (built && newest <= built && !forced) return 0;
  console.log("Building CareAtlas…");
  // Always a production build: a caller's NODE_ENV (vitest sets "test") would otherwise make Vite
  // bundle React's development build, which is larger and slower than what users get.
  const env = { ...process.env, NODE_ENV: "production" };
  const r = spawnSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env,
  });
  if (r.status !== 0) return r.status ?? 1;
  for (const args of [
    ["scripts/precompress.mjs"],
    ["scripts/build-server.mjs"],
    ["--import", "tsx", "scripts/db-snapshot.ts"],
  ]) {
    const s = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
    if (s.status !== 0) return s.status ?? 1;
  }
  fs.writeFileSync(stamp, new Date().toISOString());
  return 0;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  if (!fs.existsSync(path.join(root, "node_modules", ".bin", "react-router"))) process.exit(0);
  buildIfNeeded();
}
