import fs from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Layers (docs/decisions/039-infrastructure-layer-and-boundaries.md). Imports go one way:
 *   db, utils, components, services  →  features  →  routes
 * The lower layers never import features or routes; a feature never imports a route; a
 * feature imports another feature only through CROSS_FEATURE_ALLOWED below. Tests may compose
 * any layers (they are integration tests), so they are outside the zones.
 */

/**
 * The only imports one feature may make from another: importing feature → files of other
 * features (paths under app/features/). Shared UI or server code that several features need
 * belongs in components/, utils/ or services/, not in this list.
 */
const CROSS_FEATURE_ALLOWED = {
  // Card widgets and the card data shape that the clinic, package and search cards show.
  clinics: ["favorites/favorite-button.tsx", "inquiries/contact-dialog.tsx"],
  // The featured package cards' review count and stay, written as /packages writes them.
  home: ["catalogue/catalogue.server.ts", "packages/package-card-texts.server.ts"],
  packages: [
    "catalogue/catalogue.server.ts",
    "favorites/favorite-button.tsx",
    "compare/compare-toggle.tsx",
    "inquiries/contact-dialog.tsx",
  ],
  search: [
    "catalogue/catalogue.server.ts",
    "favorites/favorite-button.tsx",
    "compare/compare-toggle.tsx",
  ],
  // Records shared into a conversation or a quote, and the admin's review moderation.
  messages: ["records/record-rules.ts", "records/records.server.ts", "records/sharing.server.ts"],
  // Records shared with a quote; a signed-out patient's notes kept while they sign in, sealed
  // with the records' AES-GCM and limited per address like the public forms (decision 079).
  quotes: [
    "records/sharing.server.ts",
    "records/encryption.server.ts",
    "inquiries/form-request.server.ts",
  ],
  admin: ["reviews/moderation.server.ts"],
  // The blog writes its English dates with the editorial pages' formatter.
  blog: ["content/format.ts"],
  // The dashboard's tab bar shows the live unread-messages count on the Messages tab.
  accounts: ["messages/components/unread-badge.tsx"],
};

/**
 * The better-auth configuration (utils/auth.server.ts) applies the account rules inside its
 * hooks so they hold for every caller; those rules still live in features/accounts. This is
 * the one place a lower layer may import a feature until they move beside it.
 */
const AUTH_CONFIG_USES = [
  "accounts/auth-emails.server.ts",
  "accounts/password-policy.server.ts",
  "accounts/auth-schema.ts",
  "accounts/throttle.server.ts",
  "accounts/account-deletion.server.ts",
];

const features = fs
  .readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const UP_THE_LAYERS =
  "A lower layer (db, utils, components, services) must not import features or routes.";

function layerZones({ utilsMayUse = [] } = {}) {
  return [
    ...["db", "components", "services"].map((layer) => ({
      target: `./app/${layer}`,
      from: ["./app/features", "./app/routes"],
      message: UP_THE_LAYERS,
    })),
    {
      target: "./app/utils",
      from: "./app/features",
      except: utilsMayUse.map((p) => `./${p}`),
      message: UP_THE_LAYERS,
    },
    { target: "./app/utils", from: "./app/routes", message: UP_THE_LAYERS },
    {
      target: "./app/features",
      from: "./app/routes",
      message: "A feature must not import a route.",
    },
    ...features.map((name) => ({
      target: `./app/features/${name}`,
      from: "./app/features",
      except: [`./${name}`, ...(CROSS_FEATURE_ALLOWED[name] ?? []).map((p) => `./${p}`)],
      message:
        "A feature imports another feature only through CROSS_FEATURE_ALLOWED in eslint.config.js; shared code belongs in components/, utils/ or services/.",
    })),
  ];
}

const TESTS = ["**/*.test.ts", "**/*.test.tsx", "app/features/accounts/test-helpers.ts"];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".react-router/**",
      "node_modules/**",
      "public/**",
      "drizzle/**",
      "test-results/**",
      "tests/.tmp/**",
      "data/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
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
        {
          patterns: [
            {
              group: ["**/*.server", "**/*.server.ts"],
              allowTypeImports: true,
              message: "Import server modules only from routes or other server modules.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "app/routes/**",
      "app/**/*.server.ts",
      "app/root.tsx",
      "app/entry.server.tsx",
      "server/**",
      "scripts/**",
      "tests/**",
      "bench/**",
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
    ],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    files: [
      "app/**/*.{ts,tsx}",
      "server/**/*.ts",
      "scripts/**/*.{ts,mjs}",
      "bench/**/*.ts",
      "tests/**/*.ts",
    ],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      // Type-only imports do not count (they vanish at build time), nor does a lazily loaded
      // chunk importing from the module that loads it (that module has already run).
      "import-x/no-cycle": ["error", { allowUnsafeDynamicCyclicDependency: true }],
      // One import order everywhere, fixed by `eslint --fix`: packages, then the app's own
      // modules (~/), then relative ones; side-effect imports stay where they are.
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          pathGroups: [{ pattern: "~/**", group: "internal" }],
          pathGroupsExcludedImportTypes: ["builtin"],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: { "import-x/no-restricted-paths": ["error", { zones: layerZones() }] },
  },
  {
    files: ["app/utils/auth.server.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: layerZones({ utilsMayUse: AUTH_CONFIG_USES }) },
      ],
    },
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
      // The clinic page's below-the-fold blocks (docs/decisions/068).
      "app/routes/clinic.tsx",
      "app/features/packages/components/package-detail-view.tsx",
      // The root layout's header and footer (rendered only by app/root.tsx) declare theirs.
      "app/components/layout/header.tsx",
      "app/components/layout/footer.tsx",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "MemberExpression[property.name='SSR'][object.type='MemberExpression'][object.property.name='env'][object.object.type='MetaProperty']",
          message:
            "import.meta.env.SSR belongs in app/perf/ or a module listed in eslint.config.js for it: see app/perf/README.md.",
        },
      ],
    },
  },
);
