import type { Plugin } from "vite";

/**
 * React Router 7 publishes two builds, `dist/development` and `dist/production`, identical but
 * for one constant: `ENABLE_DEV_WARNINGS`. Its package `exports` name only the development
 * build, under every condition, so every bundle gets the development warnings: the
 * "Hey developer 👋" hydration fallback, the thrown-response explanation and the warnings'
 * message strings, in the first download of every page.
 *
 * For the browser build this resolves the package's two entry files (`index.mjs`, `dom-export.mjs`)
 * to their production twins; each imports its own chunks, so the whole package comes from one
 * build and the page still holds one instance of each context. The server build is left alone
 * (its bundle keeps the package external). See docs/decisions/084.
 */
const DEV_ENTRY =
  /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/](?:index|dom-export)\.mjs)$/;

export function reactRouterProduction(): Plugin {
  return {
    name: "careatlas:react-router-production",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== "react-router" && source !== "react-router/dom") return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const match = DEV_ENTRY.exec(resolved.id);
      if (!match) return resolved;
      return { ...resolved, id: resolved.id.replace(DEV_ENTRY, "$1production$2") };
    },
  };
}
