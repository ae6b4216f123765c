import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/**
 * lucide-react's exported names (`Heart`, `HeartIcon`, `LucideHeart`) and the icon file each is
 * the default export of, read from the package's own index.
 */
function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist/esm");
  const index = fs.readFileSync(path.join(dir, "lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+\.mjs)';/g)) {
    for (const spec of m[1]!.split(",")) {
      const name = /default as (\w+)/.exec(spec.trim())?.[1];
      if (name) files.set(name, path.join(dir, "icons", m[2]!));
    }
  }
  return files;
}

/**
 * Which app modules import which icon file (filled while the build transforms the app's modules,
 * read by scripts/vite/routes-after-root.ts for the shared icon chunks, decision 075). Through
 * lucide-react's index every icon looks imported by every module that imports any.
 */
export const iconUsers = new Map<string, Set<string>>();

/**
 * Production builds (browser and server alike, so both render the same markup): lucide-react's
 * icon modules get app/perf/lucide-runtime.ts as their `createLucideIcon`
 * (docs/decisions/021-routes-loaded-after-root.md). The app's `import { Heart } from
 * "lucide-react"` are noted in `iconUsers` (the code is not changed).
 */
export function lucideRuntime({ runtime }: { runtime: string }): Plugin {
  let files: Map<string, string> | null = null;
  return {
    name: "careatlas:lucide-runtime",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer && ICON_MODULE.test(importer) && source === "../createLucideIcon.mjs")
        return runtime;
      return null;
    },
    transform(code, id) {
      if (id.includes("node_modules") || !/\.[cm]?[jt]sx?$/.test(id.split("?")[0]!)) return null;
      if (!code.includes("lucide-react")) return null;
      files ??= iconFiles();
      for (const m of code.matchAll(IMPORT)) {
        for (const raw of m[1]!.split(",")) {
          const spec = raw.trim();
          if (!spec || spec.startsWith("type ")) continue;
          const file = files.get(spec.split(/\s+as\s+/)[0]!);
          if (!file) continue;
          const users = iconUsers.get(file) ?? new Set<string>();
          users.add(id);
          iconUsers.set(file, users);
        }
      }
      return null;
    },
  };
}
