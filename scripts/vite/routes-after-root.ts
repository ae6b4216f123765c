import path from "node:path";
import type { Plugin } from "vite";
import { iconUsers } from "./lucide-runtime";

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const ICON_RUNTIME = path.join(import.meta.dirname, "../../app/perf/lucide-runtime.ts");
const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

type ModuleInfo = { importers: readonly string[] };
type GetModuleInfo = (id: string) => ModuleInfo | null;

/**
 * The icons of the search, clinic and package pages in a few chunks (decision 075). Rollup
 * otherwise gives each icon several routes use a file of its own (one per combination of the
 * routes that import it): 20 of the package page's 40 script requests were icons of about 300
 * bytes. Here an icon goes to the chunk named after which of those three pages use it
 * (`icons-search-clinic-package`, `icons-package`...), so each of them loads exactly its icons,
 * in at most four files. An icon the root route or the home page reaches stays where Rollup puts
 * it (the home page's budget), and so does one none of the three pages uses.
 */
function sharedIcons(
  routeIds: Set<string>,
  keep: string[],
  grouped: { name: string; file: string }[],
) {
  const file = (id: string) => id.split("?")[0];
  const keptFiles = new Set(keep.map(file));
  return (id: string, info: GetModuleInfo): string | undefined => {
    if (!ICON.test(id)) return undefined;
    // The route files (and entries) whose first download imports the icon, walking up from the
    // modules that name it.
    const from = new Set<string>();
    const users = [...(iconUsers.get(id) ?? [])];
    const seen = new Set(users);
    const queue = users;
    while (queue.length) {
      const m = queue.pop()!;
      if (routeIds.has(m) || keep.includes(m)) from.add(file(m));
      const mod = info(m);
      // Static imports only: an icon that only lazily loaded code uses stays with that code.
      for (const parent of mod?.importers ?? []) {
        if (!seen.has(parent)) {
          seen.add(parent);
          queue.push(parent);
        }
      }
    }
    if ([...from].some((f) => keptFiles.has(f))) return undefined;
    const pages = grouped.filter((g) => from.has(g.file)).map((g) => g.name);
    return pages.length ? `icons-${pages.join("-")}` : undefined;
  };
}

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
  const homeFile = path.join(appDirectory, "routes", "home.tsx");
  let routes: string[] = [];
  let icons: ReturnType<typeof sharedIcons> | undefined;
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
      const home = routes.filter((id) => id.split("?")[0] === homeFile);
      const page = (name: string, file: string) => ({ name, file: path.join(appDirectory, file) });
      icons = sharedIcons(
        new Set(routes),
        [rootInput, ...home],
        [
          page("search", "routes/search-results.tsx"),
          page("clinic", "routes/clinic.tsx"),
          page("package", "routes/packages/detail.tsx"),
        ],
      );
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
        // The icon runtime (app/perf/lucide-runtime.ts, a few hundred bytes every page with an
        // icon runs) goes with the framework: left alone, Rollup moved it into the first icon
        // chunk that needed it, which then every page downloaded.
        manualChunks: (id, { getModuleInfo }) =>
          FRAMEWORK.test(id) || id === ICON_RUNTIME ? "framework" : icons?.(id, getModuleInfo),
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
