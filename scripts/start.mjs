#!/usr/bin/env node
// `npm start`: build when the sources changed, then run the production server in this same
// process (compiled by the build; TypeScript through tsx as a fallback), which migrates the database and seeds it on
// first run. One process: SIGTERM reaches the server's own graceful shutdown directly (a
// wrapper process that relays signals can kill a busy server before its handler runs).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
buildIfNeeded();
process.env.NODE_ENV = "production";
process.chdir(root);
// The build compiles the server entry to plain JavaScript (scripts/build-server.mjs); the
// TypeScript source is the fallback, loaded through tsx.
const compiled = path.join(root, "build", "server-entry.mjs");
if (fs.existsSync(compiled)) {
  await import(pathToFileURL(compiled).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import(pathToFileURL(path.join(root, "server", "index.ts")).href);
}
