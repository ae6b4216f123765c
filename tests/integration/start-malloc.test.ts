import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 067: `npm start` runs the server with glibc's allocator held to two arenas and fixed
 * trim/mmap thresholds, so memory freed after a burst goes back to the system (measured with
 * `npm run bench:load -- --memory`). The variables take effect only when set before the process
 * starts, hence in the start script itself.
 */
const start = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8"),
).scripts.start as string;

describe("npm start's allocator settings", () => {
  it("sets MALLOC_ARENA_MAX=2 and fixed trim and mmap thresholds before node starts", () => {
    const [env] = start.split(/\bnode\b/);
    expect(env).toMatch(/\bMALLOC_ARENA_MAX=2\b/);
    expect(env).toMatch(/\bMALLOC_TRIM_THRESHOLD_=131072\b/);
    expect(env).toMatch(/\bMALLOC_MMAP_THRESHOLD_=131072\b/);
  });
});
