import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", ".react-router/**", "node_modules/**", "public/**", "drizzle/**", "test-results/**", "tests/.tmp/**", "data/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Components may import types from server modules, never values.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/*.server", "**/*.server.ts"], allowTypeImports: true, message: "Import server modules only from routes or other server modules." }] },
      ],
    },
  },
  {
    files: ["app/routes/**", "app/**/*.server.ts", "app/root.tsx", "app/entry.server.tsx", "server/**", "scripts/**", "tests/**", "bench/**", "app/**/*.test.ts", "app/**/*.test.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  // Page-weight switches (docs/decisions/037): `import.meta.env.SSR` decides what the browser
  // bundle leaves out, so it appears only in app/perf/ and in the modules that declare islands,
  // listed here. A new island goes in one of them or gets its file added with a reason.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/perf/**",
      // Route modules that declare islands.
      "app/root.tsx",
      "app/routes/home.tsx",
      // The root layout's header and footer (rendered only by app/root.tsx) declare theirs.
      "app/components/layout/header.tsx",
      "app/components/layout/footer.tsx",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='SSR'][object.type='MemberExpression'][object.property.name='env'][object.object.type='MetaProperty']",
          message: "import.meta.env.SSR belongs in app/perf/ or a module listed in eslint.config.js for it: see app/perf/README.md.",
        },
      ],
    },
  },
);
