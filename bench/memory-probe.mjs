// Loaded into the server under test by `npm run bench:load` (node --import): every
// LOAD_PROBE_MS (1000) it writes the process's memory figures, as one JSON object, to
// LOAD_PROBE_FILE, so the bench can attribute resident memory (rss) to the V8 heap, external
// and array buffers, and PGlite's WebAssembly memory. Nothing else; it is not part of the app.
import fs from "node:fs";
import v8 from "node:v8";
import vm from "node:vm";

const file = process.env.LOAD_PROBE_FILE;
const every = Number(process.env.LOAD_PROBE_MS ?? 1000);

/** PGlite's WebAssembly heap, when the process opened one (client.server.ts keeps it here). */
async function wasmBytes() {
  const handle = await globalThis[Symbol.for("careatlas.db")]?.catch?.(() => null);
  const mod = handle?.pglite?.mod;
  return mod?.HEAP8?.byteLength ?? mod?.wasmMemory?.buffer?.byteLength ?? null;
}

/**
 * With LOAD_PROBE_GC=1 the bench can ask for one full garbage collection (it writes
 * `<file>.gc`), to tell memory the heap still holds from garbage not yet collected.
 */
const gc = process.env.LOAD_PROBE_GC === "1" ? exposeGc() : null;
function exposeGc() {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc");
}

if (file) {
  const timer = setInterval(async () => {
    if (gc && fs.existsSync(`${file}.gc`)) {
      fs.rmSync(`${file}.gc`, { force: true });
      gc();
    }
    const m = process.memoryUsage();
    const wasm = await wasmBytes().catch(() => null);
    const out = { t: Date.now(), ...m, wasm };
    // Written aside and renamed, so that a reader never sees half a line.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(out));
    fs.renameSync(`${file}.tmp`, file);
  }, every);
  timer.unref();
}
