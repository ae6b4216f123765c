#!/usr/bin/env node
// `npm start`: build when the sources changed, then run the production server in this same
// process (TypeScript loaded by tsx's loader), which migrates the database and seeds it on
// first run. One process: SIGTERM reaches the server's own graceful shutdown directly (a
// wrapper process that relays signals can kill a busy server before its handler runs).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
buildIfNeeded();
process.env.NODE_ENV = "production";
process.chdir(root);
const { register } = await import("tsx/esm/api");
register();
await import(pathToFileURL(path.join(root, "server", "index.ts")).href);
