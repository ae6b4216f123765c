import { config } from "zod/v4/core";

/**
 * Zod compiles fast parsers with `new Function` when it can; our CSP forbids eval, so in the
 * browser that probe is reported as a CSP violation. Jitless mode never tries it (the speed
 * difference is irrelevant for form-sized objects). Imported first by every module that builds
 * schemas the browser may run (not by the root, so pages without forms ship no zod at all).
 */
config({ jitless: true });
