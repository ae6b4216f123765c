import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { lucideRuntime } from "./scripts/vite/lucide-runtime";
import { reactRouterProduction } from "./scripts/vite/react-router-production";
import { routesAfterRoot } from "./scripts/vite/routes-after-root";
import { zodProseAnnotations } from "./scripts/vite/zod-prose-annotations";

/** Files every page loads with its first download: the framework chunk, the root route's chunk and stylesheet. */
const FIRST_DOWNLOAD = /^assets\/(framework|root)-[\w-]+\.(js|css)$/;

export default defineConfig(({ command, isSsrBuild }) => ({
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  plugins: [
    tailwindcss(),
    // Compiles the message catalogues (app/i18n/locales/*.po) when the server imports them;
    // an ICU syntax error fails the build (docs/decisions/044).
    lingui({ failOnCompileError: true }),
    reactRouter(),
    reactRouterProduction(),
    lucideRuntime({
      runtime: fileURLToPath(new URL("./app/perf/lucide-runtime.ts", import.meta.url)),
    }),
    routesAfterRoot({ appDirectory: fileURLToPath(new URL("./app", import.meta.url)) }),
    zodProseAnnotations(),
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "pino"],
    // Built into the server bundle so that it gets the same icon runtime as the browser
    // (scripts/vite/lucide-runtime.ts); development keeps the package external.
    noExternal: command === "build" ? ["lucide-react"] : [],
  },
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  build: {
    target: "es2022",
    // NO_MINIFY=1 keeps names readable in browser profiles (bench and debugging only).
    // Terser compresses smaller than esbuild here, and drops React Router's
    // development warnings (its published build keeps them: message strings in every page's
    // first download). See docs/decisions/018-home-page-javascript.md.
    // The server build stays unminified (readable stack traces in the logs), as Vite's default.
    minify: process.env.NO_MINIFY || isSsrBuild ? false : "terser",
    // SOURCEMAP=1: source maps for inspecting what each chunk holds (bench and debugging only).
    sourcemap: Boolean(process.env.SOURCEMAP),
    // A block loaded later preloads the files it imports, except those every page has from its
    // first download (React and React Router, the root route, the stylesheet): listing them again
    // in each dynamic import only added bytes to the first download (docs/decisions/086).
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => !FIRST_DOWNLOAD.test(dep)),
    },
    rollupOptions: {
      // Resource routes (sitemap, newsletter...) have no browser code: their empty client chunk
      // is expected, and Rollup's "Generated an empty chunk" line for each was only noise.
      onwarn(warning, warn) {
        if (warning.code === "EMPTY_BUNDLE") return;
        warn(warning);
      },
    },
    terserOptions: {
      module: true,
      // The output may use what the build target (es2022) has: shorthand properties, arrow
      // functions, `??`... Terser writes ES5 unless told, and Vite asks it for Safari 10's
      // workarounds, a browser es2022 code does not run in (docs/decisions/086).
      ecma: 2020,
      safari10: false,
      compress: { passes: 2, pure_funcs: ["warning", "warningOnce", "warnOnce"] },
    },
    // No merging of small chunks (Rollup's experimentalMinChunkSize): merging moved code that a
    // page loads only later (deferred islands, lazy components) into chunks every page loads, and
    // every page came out heavier with it (docs/decisions/020). What merging was
    // meant for is done by scripts/vite/routes-after-root.ts (docs/decisions/021).
  },
}));
