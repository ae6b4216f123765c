import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "pino"],
  },
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  build: {
    target: "es2022",
    // NO_MINIFY=1 keeps names readable in browser profiles (bench and debugging only).
    minify: process.env.NO_MINIFY ? false : undefined,
    // Tiny shared modules (icons, small components) are merged into fewer chunks: each file
    // costs a request and compresses worse alone (see docs/decisions/016-page-weight.md).
    rollupOptions: { output: { experimentalMinChunkSize: 12_000 } },
  },
});
