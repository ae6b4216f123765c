#!/usr/bin/env node
// Size and structure figures of the application code, measured the same way each time so that
// a restructuring can be reported before and after.
//
// Usage: node scripts/code-metrics.mjs [--root DIR] [--skip duplicates,prettier] [--verbose]
//
// What counts:
// - application code: .ts/.tsx files under app/ and server/ that git knows (tracked, or untracked
//   and not ignored), without tests (*.test.ts(x)) and without seed data (any .../seed/data/...);
// - a long file: 300 lines or more;
// - a long function: a top-level function (declaration, or a const/let initialised with an arrow
//   function or function expression, export default included) spanning 100 lines or more from
//   its first line to its closing brace, read with the TypeScript compiler's parser;
// - a cross-feature import: an import or re-export statement in app/features/X/** whose module
//   resolves into app/features/Y/** with Y ≠ X (type-only imports included); imports between
//   app/features and app/services (an infrastructure layer) are counted apart;
// - an import cycle: a strongly connected set (2 or more members) in the graph of imports that
//   are not type-only, between features (app/features/X and app/services/X are nodes; so are
//   the other layers: utils, components, db, routes) and between modules;
// - duplicate-code pairs: the first line of `duplicates --repo <root>` (the tool library's scan
//   of the whole tree);
// - files Prettier would change: `prettier --list-different .` in the root.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const here = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

const args = process.argv.slice(2);
let root = process.cwd();
const skip = new Set();
let verbose = false;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--root") root = path.resolve(args[++i]);
  else if (args[i] === "--skip") for (const s of args[++i].split(",")) skip.add(s);
  else if (args[i] === "--verbose") verbose = true;
  else {
    console.error(
      "Usage: node scripts/code-metrics.mjs [--root DIR] [--skip duplicates,prettier] [--verbose]",
    );
    process.exit(2);
  }
}

const LONG_FILE = 300;
const LONG_FUNCTION = 100;
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
const SEED_DATA = /(^|\/)seed\/data\//;

function listFiles() {
  const r = spawnSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "-z", "--", "app", "server"],
    {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (r.status === 0)
    return r.stdout.split("\0").filter((f) => f && fs.existsSync(path.join(root, f)));
  // Not a git checkout: every file below app/ and server/.
  const out = [];
  const walk = (rel) => {
    for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const p = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(p);
      else out.push(p);
    }
  };
  for (const d of ["app", "server"]) if (fs.existsSync(path.join(root, d))) walk(d);
  return out;
}

const allSource = listFiles()
  .filter((f) => SOURCE.test(f))
  .sort();
const appFiles = allSource.filter((f) => !TEST.test(f) && !SEED_DATA.test(f));
const text = new Map(appFiles.map((f) => [f, fs.readFileSync(path.join(root, f), "utf8")]));
const lineCount = (s) => (s.match(/\n/g) ?? []).length;
const parsed = new Map(
  appFiles.map((f) => [
    f,
    ts.createSourceFile(
      f,
      text.get(f),
      ts.ScriptTarget.Latest,
      true,
      f.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    ),
  ]),
);

// --- sizes -------------------------------------------------------------------------------------
const sizes = appFiles.map((f) => ({ file: f, lines: lineCount(text.get(f)) }));
const totalLines = sizes.reduce((s, x) => s + x.lines, 0);
const longFiles = sizes.filter((x) => x.lines >= LONG_FILE).sort((a, b) => b.lines - a.lines);

// --- long functions ----------------------------------------------------------------------------
const isFn = (n) => n && (ts.isArrowFunction(n) || ts.isFunctionExpression(n));
function unwrap(n) {
  // `memo(function X() {…})`, `forwardRef((…) => …)`, `x as T`, `(…)`: the function inside.
  while (
    n &&
    (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isSatisfiesExpression(n))
  )
    n = n.expression;
  if (n && ts.isCallExpression(n)) return n.arguments.find((a) => isFn(a)) ?? n;
  return n;
}
const functions = [];
for (const [file, sf] of parsed) {
  const span = (node) => {
    const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
    const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
    return { line: start + 1, lines: end - start + 1 };
  };
  for (const st of sf.statements) {
    if (ts.isFunctionDeclaration(st) && st.body) {
      functions.push({ file, name: st.name?.text ?? "default", ...span(st) });
    } else if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        if (isFn(unwrap(d.initializer)))
          functions.push({ file, name: d.name.getText(sf), ...span(st) });
      }
    } else if (ts.isExportAssignment(st) && isFn(unwrap(st.expression))) {
      functions.push({ file, name: "default", ...span(st) });
    } else if (ts.isClassDeclaration(st)) {
      for (const m of st.members) {
        if ((ts.isMethodDeclaration(m) || ts.isConstructorDeclaration(m)) && m.body) {
          functions.push({
            file,
            name: `${st.name?.text ?? "class"}.${m.name?.getText(sf) ?? "constructor"}`,
            ...span(m),
          });
        }
      }
    }
  }
}
const longFunctions = functions
  .filter((f) => f.lines >= LONG_FUNCTION)
  .sort((a, b) => b.lines - a.lines);

// --- imports -----------------------------------------------------------------------------------
const known = new Set(allSource);
function resolve(from, spec) {
  let base;
  if (spec.startsWith("~/")) base = `app/${spec.slice(2)}`;
  else if (spec.startsWith("."))
    base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (known.has(c)) return c;
  return base; // a non-source file (css, txt, json): kept for attribution, never a graph node
}

/** Every import, re-export and dynamic import of a file, with whether it is type-only. */
function importsOf(file, sf) {
  const out = [];
  const visit = (n) => {
    if (
      (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) &&
      n.moduleSpecifier &&
      ts.isStringLiteral(n.moduleSpecifier)
    ) {
      let typeOnly = false;
      if (ts.isImportDeclaration(n)) {
        const c = n.importClause;
        if (c?.isTypeOnly) typeOnly = true;
        else if (c && !c.name && c.namedBindings && ts.isNamedImports(c.namedBindings)) {
          const els = c.namedBindings.elements;
          typeOnly = els.length > 0 && els.every((e) => e.isTypeOnly);
        }
      } else {
        typeOnly =
          n.isTypeOnly ||
          (n.exportClause &&
            ts.isNamedExports(n.exportClause) &&
            n.exportClause.elements.length > 0 &&
            n.exportClause.elements.every((e) => e.isTypeOnly));
      }
      out.push({
        spec: n.moduleSpecifier.text,
        typeOnly,
        line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1,
      });
    } else if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    ) {
      out.push({
        spec: n.arguments[0].text,
        typeOnly: false,
        dynamic: true,
        line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1,
      });
    } else if (ts.isImportTypeNode(n)) {
      return; // `import("x").T` in a type position
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out.map((i) => ({ ...i, from: file, to: resolve(file, i.spec) })).filter((i) => i.to);
}

// Tests are left out of the graph, like the counts above.
const imports = [...parsed].flatMap(([f, sf]) => importsOf(f, sf));

/** The unit a file belongs to: "features/X", "services/X", or the layer (utils, routes…). */
function unitOf(file) {
  let m = /^app\/(features|services)\/([^/]+)\//.exec(file);
  if (m) return `${m[1]}/${m[2]}`;
  m = /^app\/([^/]+)\//.exec(file);
  if (m) return m[1];
  if (file.startsWith("app/")) return "app";
  return file.split("/")[0];
}
const crossFeature = imports.filter((i) => {
  const a = unitOf(i.from);
  const b = unitOf(i.to);
  return a.startsWith("features/") && b.startsWith("features/") && a !== b;
});
const featureToService = imports.filter(
  (i) => unitOf(i.from).startsWith("features/") && unitOf(i.to).startsWith("services/"),
);
const serviceToFeature = imports.filter(
  (i) => unitOf(i.from).startsWith("services/") && unitOf(i.to).startsWith("features/"),
);
const crossService = imports.filter((i) => {
  const a = unitOf(i.from);
  const b = unitOf(i.to);
  return a.startsWith("services/") && b.startsWith("services/") && a !== b;
});
const pairs = (list) => new Set(list.map((i) => `${unitOf(i.from)} -> ${unitOf(i.to)}`));

// --- cycles (Tarjan's strongly connected components) -------------------------------------------
function components(edges) {
  const graph = new Map();
  for (const [a, b] of edges) {
    if (a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    if (!graph.has(b)) graph.set(b, new Set());
    graph.get(a).add(b);
  }
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v)) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const c = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1) out.push(c.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  return out.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}
const runtime = imports.filter((i) => !i.typeOnly && known.has(i.to) && text.has(i.to));
const featureCycles = components(
  runtime
    .map((i) => [unitOf(i.from), unitOf(i.to)])
    .filter(([a, b]) => /^(features|services)\//.test(a) && /^(features|services)\//.test(b)),
);
const featureEdges = new Set(
  runtime
    .map((i) => [unitOf(i.from), unitOf(i.to)])
    .filter(
      ([a, b]) => a !== b && /^(features|services)\//.test(a) && /^(features|services)\//.test(b),
    )
    .map(([a, b]) => `${a} ${b}`),
);
const mutualPairs = [...featureEdges]
  .map((e) => e.split(" "))
  .filter(([a, b]) => a < b && featureEdges.has(`${b} ${a}`))
  .map(([a, b]) => `${a} <-> ${b}`);
const layerCycles = components(runtime.map((i) => [unitOf(i.from), unitOf(i.to)]));
const moduleCycles = components(runtime.map((i) => [i.from, i.to]));

// --- external tools ----------------------------------------------------------------------------
function duplicates() {
  const r = spawnSync("duplicates", ["--repo", root, "--most", "1", "--seconds", "600"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) return { line: `not run: ${r.error.message}` };
  const first = r.stdout.split("\n")[0] ?? "";
  const m = /(\d[\d,]*) pairs?/.exec(first);
  const incomplete = r.stdout.split("\n").filter((l) => l.startsWith("incomplete:"));
  return {
    pairs: m ? Number(m[1].replace(/,/g, "")) : /no duplicates/.test(first) ? 0 : null,
    line: first,
    incomplete,
  };
}
function prettier() {
  const bin = [
    path.join(root, "node_modules/.bin/prettier"),
    path.join(here, "node_modules/.bin/prettier"),
  ].find((p) => fs.existsSync(p));
  if (!bin) return { line: "not run: no prettier in node_modules" };
  const r = spawnSync(bin, ["--list-different", "."], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = r.stdout.split("\n").filter(Boolean);
  return { files: files.length, list: files, errors: r.stderr.trim() };
}

// --- report ------------------------------------------------------------------------------------
const rel = (f) => f.replace(/^app\//, "");
const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], {
  cwd: root,
  encoding: "utf8",
}).stdout.trim();
const dirty = spawnSync("git", ["status", "--porcelain", "--", "app", "server"], {
  cwd: root,
  encoding: "utf8",
}).stdout.trim();
const out = [];
const say = (s = "") => out.push(s);
say(
  `code metrics of ${root}${head ? ` at ${head}${dirty ? " (with uncommitted changes in app/ or server/)" : ""}` : ""}`,
);
say(`command: node scripts/code-metrics.mjs${root === process.cwd() ? "" : ` --root ${root}`}`);
say();
say(
  `application code (app/, server/; .ts/.tsx; no tests, no seed data): ${totalLines.toLocaleString("en")} lines in ${appFiles.length} files`,
);
say(`files of ${LONG_FILE} lines or more: ${longFiles.length}`);
for (const f of verbose ? longFiles : longFiles.slice(0, 12))
  say(`  ${String(f.lines).padStart(5)}  ${f.file}`);
if (!verbose && longFiles.length > 12)
  say(`  … ${longFiles.length - 12} more (--verbose lists all)`);
say(
  `top-level functions of ${LONG_FUNCTION} lines or more: ${longFunctions.length} (longest ${longFunctions[0]?.lines ?? 0}: ${longFunctions[0] ? `${longFunctions[0].name}, ${rel(longFunctions[0].file)}:${longFunctions[0].line}` : "none"})`,
);
for (const f of verbose ? longFunctions : longFunctions.slice(0, 12))
  say(`  ${String(f.lines).padStart(5)}  ${f.name} (${rel(f.file)}:${f.line})`);
if (!verbose && longFunctions.length > 12)
  say(`  … ${longFunctions.length - 12} more (--verbose lists all)`);
say(
  `cross-feature imports (app/features/X -> app/features/Y, not tests, type imports included): ${crossFeature.length}, across ${pairs(crossFeature).size} ordered feature pairs`,
);
if (verbose)
  for (const p of [...pairs(crossFeature)].sort())
    say(
      `  ${p}: ${crossFeature.filter((i) => `${unitOf(i.from)} -> ${unitOf(i.to)}` === p).length}`,
    );
say(
  `imports features -> services: ${featureToService.length}; services -> features: ${serviceToFeature.length}; between services: ${crossService.length}`,
);
for (const i of serviceToFeature)
  say(`  services -> features: ${rel(i.from)}:${i.line} -> ${i.spec}`);
say(`import cycles (imports that are not type-only, tests left out):`);
say(
  `  between features/services: ${featureCycles.length}${featureCycles.map((c) => `\n    ${c.join(" <-> ")}`).join("")}`,
);
say(
  `  feature pairs that import each other directly: ${mutualPairs.length}${mutualPairs.map((c) => `\n    ${c}`).join("")}`,
);
say(
  `  between layers and features (utils, components, db, routes, features/X, services/X): ${layerCycles.length}${layerCycles.map((c) => `\n    ${c.join(" <-> ")}`).join("")}`,
);
say(
  `  between modules: ${moduleCycles.length}${moduleCycles.map((c) => `\n    ${c.map(rel).join(" <-> ")}`).join("")}`,
);
if (!skip.has("duplicates")) {
  const d = duplicates();
  say(
    `duplicate-code pairs (duplicates --repo <root>, whole tree): ${d.pairs ?? "?"}  [${d.line}]`,
  );
  for (const l of d.incomplete ?? []) say(`  ${l}`);
}
if (!skip.has("prettier")) {
  const p = prettier();
  if (p.files === undefined) say(`files Prettier would change: ? [${p.line}]`);
  else {
    say(`files Prettier would change (prettier --list-different .): ${p.files}`);
    if (verbose) for (const f of p.list) say(`  ${f}`);
    if (p.errors) say(`  prettier said: ${p.errors.split("\n").slice(0, 3).join(" | ")}`);
  }
}
console.log(out.join("\n"));
