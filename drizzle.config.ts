import { defineConfig } from "drizzle-kit";

// drizzle-kit is used only to *generate* migrations; the app applies them itself
// (drizzle-kit migrate cannot load PGlite extensions, see docs/decisions/002).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema/*.ts",
  out: "./drizzle",
});
