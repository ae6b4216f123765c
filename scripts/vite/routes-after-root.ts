import path from "node:path";
import type { Plugin } from "vite";

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** React Router's file name for a route module: `home`, `home-client-loader`... */
function chunkName(id: string) {
  const [file, query = ""] = id.split("?");
  const base = path.basename(file).replace(/\.[cm]?[jt]sx?$/, "");
  const part = /route-chunk=([A-Za-z]+)/.exec(query)?.[1]?.replace("unstable_", "");
  if (!part || part === "main") return base;
  return `${base}-${part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * Tells Rollup that every route module is loaded after the root route (React Router always
 * has the root route's module in memory before any other route's: the first page imports it
 * before the page's route, and client navigations happen inside it). Rollup then keeps code
 * shared by the root route and other routes in the root route's chunk instead of splitting it
 * into one small chunk per combination of importers. Every page loads the root route, so this
 * never adds code to a page, and fewer, larger files compress better (one gzip dictionary).
 * See docs/decisions/021-routes-loaded-after-root.md.
 *
 * How: the client build's inputs are the entry, the root route and every route module (with
 * its split route chunks). This plugin keeps the entry and the root route as inputs and emits
 * the other routes in `buildStart` with `implicitlyLoadedAfterOneOf: [root]`, under the file
 * names React Router gives them.
 */
export function routesAfterRoot({ appDirectory }: { appDirectory: string }): Plugin {
  const rootFile = path.join(appDirectory, "root.tsx");
  let routes: string[] = [];
  let rootInput: string | undefined;
  return {
    name: "careatlas:routes-after-root",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    options(options) {
      const input = options.input;
      if (!Array.isArray(input)) return null;
      rootInput = input.find((id) => id.split("?")[0] === rootFile);
      if (!rootInput) return null;
      // Route modules carry a query string (?__react-router-build-client-route, ?route-chunk=);
      // the client entry does not.
      const isRoute = (id: string) =>
        id !== rootInput && id.startsWith(appDirectory + path.sep) && id.includes("?");
      routes = input.filter(isRoute);
      // The root route's chunk may export more than the route module does (the code it shares
      // with the routes). "exports-only" (React Router's choice, kept for the emitted routes)
      // would instead add a facade file that only re-exports the root route's chunk.
      return {
        ...options,
        input: input.filter((id) => !isRoute(id)),
        preserveEntrySignatures: "allow-extension",
      };
    },
    outputOptions(output) {
      // React, React DOM and React Router in one file: every page loads all three, and one
      // file compresses better than the three or four Rollup would otherwise cut them into.
      return {
        ...output,
        manualChunks: (id) => (FRAMEWORK.test(id) ? "framework" : undefined),
      };
    },
    buildStart() {
      if (!rootInput) return;
      for (const id of routes) {
        this.emitFile({
          type: "chunk",
          id,
          name: chunkName(id),
          implicitlyLoadedAfterOneOf: [rootInput],
          preserveSignature: "exports-only",
        });
      }
    },
  };
}
