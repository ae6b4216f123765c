import type { Plugin } from "vite";

const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

/**
 * Production builds (browser and server alike, so both render the same markup): lucide-react's
 * icon modules get app/perf/lucide-runtime.ts as their `createLucideIcon`.
 * See docs/decisions/021-routes-loaded-after-root.md.
 */
export function lucideRuntime({ runtime }: { runtime: string }): Plugin {
  return {
    name: "careatlas:lucide-runtime",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer && ICON_MODULE.test(importer) && source === "../createLucideIcon.mjs")
        return runtime;
      return null;
    },
  };
}
