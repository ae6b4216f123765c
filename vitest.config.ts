import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [lingui({ failOnCompileError: true })],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    include: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "tests/integration/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    globalSetup: ["./tests/setup/global-setup.ts"],
    testTimeout: 30_000,
    // On CI, one retry for a test that fails once on a loaded machine (vitest reports it).
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
