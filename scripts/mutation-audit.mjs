#!/usr/bin/env node
/**
 * Re-runs the mutation audit of the test suite (docs/decisions/036-test-kit-and-verdict.md): each
 * mutant is a small edit to application code that a test should notice. For each one the script
 * applies the edit, runs the vitest files that guard that code (no retries), records which tests
 * failed, and puts the file back, also when interrupted.
 *
 *   node scripts/mutation-audit.mjs              all mutants
 *   node scripts/mutation-audit.mjs M05a M14b    only these
 *   node scripts/mutation-audit.mjs --list       the mutants and their tests (stale ones marked), nothing run
 *   node scripts/mutation-audit.mjs --json out.json   also writes the results
 *
 * A mutant is "caught" when at least one test fails on an assertion, "survived" when every test
 * passes, "timeout" when tests only ran out of time (a loaded machine does that too: run it
 * again), and "invalid" when the run failed without a failing test (the edit broke the import,
 * say). Neither of the last two is a catch. An edit whose text is no longer in the file stops the script, so a refactor that
 * moves the code has to move the mutant too.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

const T = {
  quotes: "app/features/quotes/quotes.test.ts",
  quotesTab: "app/routes/dashboard/quotes.test.ts",
  bookings: "app/features/bookings/bookings.test.ts",
  records: "app/routes/resources/records.test.ts",
  sharing: "app/routes/dashboard/requests/shared.test.ts",
  requestPage: "app/routes/dashboard/requests/request.test.ts",
  accounts: "app/features/accounts/accounts.test.ts",
  authFlows: "app/features/accounts/auth-flows.test.ts",
  authSurface: "app/routes/resources/auth.test.ts",
  authEmails: "app/features/accounts/auth-emails.test.ts",
  security: "app/routes/auth/security.test.ts",
  email: "app/services/email/email.test.ts",
  admin: "app/routes/admin/admin.test.ts",
  reviews: "app/features/reviews/reviews.test.ts",
  clinicReviews: "app/features/clinics/clinic-reviews.test.tsx",
  clinicProfile: "app/routes/dashboard/clinic-editor.test.ts",
  clinicListing: "app/routes/dashboard/listing.test.ts",
  formActions: "app/routes/resources/inquiry.test.ts",
  messages: "app/features/messages/messages.test.ts",
  messagesApi: "app/routes/resources/messages.test.ts",
  search: "app/features/search/search.test.ts",
  money: "app/utils/money.test.ts",
  deposit: "app/services/payments/deposit.test.ts",
  compare: "app/features/compare/compare.test.ts",
  serverApp: "tests/integration/server-app.test.ts",
};

const edit = (file, find, replace, nth = 1) => ({ file, find, replace, nth });
const QUOTES = "app/features/quotes/quotes.server.ts";
const BOOKINGS = "app/features/bookings/bookings.server.ts";
const RECORDS = "app/features/records/records.server.ts";
const SHARING = "app/features/records/sharing.server.ts";
const UPLOAD = "app/features/records/upload.server.ts";
const FILE_CHECK = "app/features/records/file-check.server.ts";
const REVIEWS = "app/features/reviews/reviews.server.ts";
const DEPOSIT = "app/services/payments/deposit.ts";

/** The audit's 40 counted mutants (M07a and M34 are equivalent, M08 is in dead code). */
const MUTANTS = [
  {
    id: "M01",
    what: "a patient decides another patient's quote",
    tests: [T.quotes, T.quotesTab],
    edits: [
      edit(
        QUOTES,
        '          eq(quotes.id, quoteId),\n          eq(quotes.patientId, patientId),\n          eq(quotes.status, "pending"),',
        '          eq(quotes.id, quoteId),\n          eq(quotes.status, "pending"),',
      ),
    ],
  },
  {
    id: "M02",
    what: "a clinic sees other clinics' quote requests",
    tests: [T.quotes, T.requestPage],
    edits: [
      edit(
        QUOTES,
        "        eq(quoteRequestClinics.clinicId, clinicId),\n        targetId ?",
        "        targetId ?",
      ),
    ],
  },
  {
    id: "M03",
    what: "an expired quote can be accepted",
    tests: [T.quotes, T.quotesTab],
    edits: [edit(QUOTES, "          gt(quotes.expiresAt, sql`now()`),\n", "")],
  },
  {
    id: "M04",
    what: "a quote can be decided twice",
    tests: [T.quotes, T.quotesTab],
    edits: [
      edit(
        QUOTES,
        '          eq(quotes.patientId, patientId),\n          eq(quotes.status, "pending"),',
        "          eq(quotes.patientId, patientId),",
      ),
    ],
  },
  {
    id: "M05a",
    what: "booking: the up-front idempotency replay removed",
    tests: [T.bookings],
    edits: [edit(BOOKINGS, "  if (first) return first;", "")],
  },
  {
    id: "M05b",
    what: "booking: the idempotency key is not stored",
    tests: [T.bookings],
    edits: [
      edit(BOOKINGS, "        idempotencyKey: key,", "        idempotencyKey: randomUUID(),"),
    ],
  },
  {
    id: "M06",
    what: "a patient downloads another patient's record",
    tests: [T.records],
    edits: [edit(RECORDS, "    if (record.patientId !== user.id) return null;\n", "")],
  },
  {
    id: "M07b",
    what: "a clinic opens a record shared with another clinic",
    tests: [T.records, T.sharing],
    edits: [
      edit(
        SHARING,
        "        eq(recordShares.recordId, recordId),\n        eq(recordShares.clinicId, clinicId),",
        "        eq(recordShares.recordId, recordId),",
      ),
      edit(
        RECORDS,
        "            eq(recordShares.recordId, record.id),\n            eq(recordShares.clinicId, clinicId),",
        "            eq(recordShares.recordId, record.id),",
      ),
    ],
  },
  {
    id: "M08b",
    what: "a clinic sees records shared with other clinics on a request",
    tests: [T.quotes, T.records],
    edits: [
      edit(
        QUOTES,
        "        eq(recordShares.clinicId, clinicId),\n        isNull(recordShares.revokedAt),\n        inArray(",
        "        isNull(recordShares.revokedAt),\n        inArray(",
      ),
    ],
  },
  {
    id: "M09a",
    what: "the 10 MB check after streaming removed",
    tests: [T.records],
    edits: [
      edit(
        UPLOAD,
        "    if (tooLarge || size > MAX_RECORD_BYTES)\n      return { ok: false, status: 413,",
        "    if (false)\n      return { ok: false, status: 413,",
      ),
    ],
  },
  {
    id: "M09b",
    what: "the upload limit raised to 20 MB",
    tests: [T.records],
    edits: [
      edit(
        "app/features/records/record-rules.ts",
        "export const MAX_RECORD_BYTES = 10 * 1024 * 1024;",
        "export const MAX_RECORD_BYTES = 20 * 1024 * 1024;",
      ),
    ],
  },
  {
    id: "M10a",
    what: "unknown content trusted by its extension",
    tests: [T.records],
    edits: [
      edit(
        FILE_CHECK,
        "  if (!sniffed) return { ok: false, message: NOT_ALLOWED_MESSAGE };",
        '  if (!sniffed) return { ok: true, type: "pdf" };',
      ),
    ],
  },
  {
    id: "M10b",
    what: "content and extension may disagree",
    tests: [T.records],
    edits: [
      edit(
        FILE_CHECK,
        "  if (!(RECORD_TYPES[type].extensions as readonly string[]).includes(ext)) {",
        "  if (false) {",
      ),
    ],
  },
  {
    id: "M11",
    what: "no HTML escaping in account mails",
    tests: [T.authEmails, T.authFlows, T.accounts, T.email, T.admin],
    edits: [
      edit(
        "app/features/accounts/auth-emails.server.ts",
        "function esc(s: string) {\n  return s.replace(",
        "function esc(s: string) {\n  return s;\n  s.replace(",
      ),
    ],
  },
  {
    id: "M12",
    what: "a review without a completed booking",
    tests: [T.reviews],
    edits: [edit(REVIEWS, '      if (booking.status !== "completed") {', "      if (false) {")],
  },
  {
    id: "M13",
    what: "currency conversion rounds down",
    tests: [T.money, T.bookings],
    edits: [
      edit(
        "app/utils/money.ts",
        "  return Math.round(usd * toRate * 100) / 100;",
        "  return Math.floor(usd * toRate * 100) / 100;",
      ),
    ],
  },
  {
    id: "M14",
    what: "the 20% deposit rounds down",
    tests: [T.deposit, T.money, T.bookings, T.compare],
    edits: [
      edit(
        DEPOSIT,
        "Math.max(1, Math.round((totalUsdMinor",
        "Math.max(1, Math.floor((totalUsdMinor",
      ),
    ],
  },
  {
    id: "M14b",
    what: "minor units truncated (16.99 -> 1698)",
    tests: [T.deposit, T.money, T.bookings, T.compare],
    edits: [
      edit(
        DEPOSIT,
        "  return Math.round(convertMinor(amountMinor, from, to, rates) * 100);",
        "  return Math.trunc(convertMinor(amountMinor, from, to, rates) * 100);",
      ),
    ],
  },
  {
    id: "M15",
    what: "assertSameOrigin does nothing",
    tests: [T.security, T.records, T.clinicProfile, T.formActions, T.admin],
    edits: [
      edit(
        "app/utils/csrf.server.ts",
        "export function assertSameOrigin(request: Request) {\n",
        "export function assertSameOrigin(request: Request) {\n  return;\n",
      ),
    ],
  },
  {
    id: "M16",
    what: "the server's cross-site guard lets everything through",
    tests: [T.serverApp],
    edits: [
      edit("server/app.ts", "    if (!foreign) return next();", "    if (true) return next();"),
    ],
  },
  {
    id: "M17a",
    what: "the sign-in throttle is ignored",
    tests: [T.security, T.authFlows],
    edits: [
      edit(
        "app/utils/auth.server.ts",
        "            throttleRules.signIn(hookIp(ctx.headers), emailOf(body)),\n          );\n          if (!t.ok)",
        "            throttleRules.signIn(hookIp(ctx.headers), emailOf(body)),\n          );\n          if (false && !t.ok)",
      ),
    ],
  },
  {
    id: "M17b",
    what: "per-account sign-in limit 10 -> 100",
    tests: [T.security, T.authFlows],
    edits: [
      edit(
        "app/features/accounts/throttle.server.ts",
        "{ key: `signin:acct:${norm(email)}`, windowSeconds: 15 * 60, max: 10 }",
        "{ key: `signin:acct:${norm(email)}`, windowSeconds: 15 * 60, max: 100 }",
      ),
    ],
  },
  {
    id: "M18",
    what: "search ignores the country part of a destination",
    tests: [T.search],
    edits: [
      edit(
        "app/features/search/dictionary.server.ts",
        "const ok = countryIds.size === 0 ? cities : cities.filter((c) => countryIds.has(c.country_id));",
        "const ok = cities;",
      ),
    ],
  },
  {
    id: "M19a",
    what: "links pass the review content check",
    tests: [T.reviews],
    edits: [
      edit(
        "app/features/reviews/content-check.ts",
        '  if (link) return { ok: false, reason: "link", match: link };',
        "",
      ),
    ],
  },
  {
    id: "M19b",
    what: "a new review stored without is_published (the default publishes it)",
    tests: [T.reviews, T.admin],
    edits: [edit(REVIEWS, '          isPublished: status === "published",\n', "")],
  },
  {
    id: "M20",
    what: "conversations not scoped to the actor",
    tests: [T.messages, T.messagesApi],
    edits: [
      edit(
        "app/features/messages/messages.server.ts",
        ".where(and(eq(conversations.id, conversationId), scope(actor)))",
        ".where(and(eq(conversations.id, conversationId)))",
      ),
    ],
  },
  {
    id: "M21",
    what: "a clinic sees any booking",
    tests: [T.bookings],
    edits: [
      edit(
        BOOKINGS,
        "    scope = eq(bookings.clinicId, viewer.clinicId);",
        "    scope = undefined;",
      ),
    ],
  },
  {
    id: "M22",
    what: "an expired quote can be booked",
    tests: [T.bookings],
    edits: [
      edit(
        BOOKINGS,
        "    if (!booked && quote.expiresAt.getTime() <= now.getTime())",
        "    if (false)",
      ),
    ],
  },
  {
    id: "M23",
    what: "no 100-records-per-patient cap",
    tests: [T.records],
    edits: [
      edit(
        UPLOAD,
        "  if ((await countPatientRecords(patient.id)) >= MAX_RECORDS_PER_PATIENT) {",
        "  if (false) {",
      ),
    ],
  },
  {
    id: "M24",
    what: "a quote may expire in the past",
    tests: [T.quotes],
    edits: [
      edit("app/features/quotes/quote-schema.ts", "    if (v.expiresOn < today)", "    if (false)"),
    ],
  },
  {
    id: "M25",
    what: "admins without two-factor let in",
    tests: [T.admin],
    edits: [
      edit(
        "app/utils/permissions.server.ts",
        "  if (!user.twoFactorEnabled) throw redirect(TWO_FACTOR_SETUP_PATH);\n",
        "",
      ),
    ],
  },
  {
    id: "M26",
    what: "admin actions need only a signed-in user",
    tests: [T.admin],
    edits: [
      edit(
        "app/features/admin/admin-route.server.ts",
        "      const user = await requireAdmin(request);",
        '      const user = await (await import("~/utils/permissions.server")).requireUser(request);',
      ),
    ],
  },
  {
    id: "M27",
    what: "a TOTP code may be replayed",
    tests: [T.authSurface, T.accounts, T.authFlows, T.security],
    edits: [
      edit("app/utils/auth.server.ts", "            if (!once.ok) {", "            if (false) {"),
    ],
  },
  {
    id: "M28",
    what: "a patient shares another patient's record",
    tests: [T.records, T.quotes, T.sharing],
    edits: [
      edit(
        SHARING,
        ".where(and(eq(medicalRecords.id, opts.recordId), eq(medicalRecords.patientId, opts.patientId)))",
        ".where(and(eq(medicalRecords.id, opts.recordId)))",
      ),
    ],
  },
  {
    id: "M29",
    what: "a revoked share still opens the record",
    tests: [T.records, T.sharing],
    edits: [
      edit(
        SHARING,
        "        eq(recordShares.recordId, recordId),\n        eq(recordShares.clinicId, clinicId),\n        isNull(recordShares.revokedAt),",
        "        eq(recordShares.recordId, recordId),\n        eq(recordShares.clinicId, clinicId),",
      ),
      edit(
        RECORDS,
        "            eq(recordShares.clinicId, clinicId),\n            isNull(recordShares.revokedAt),",
        "            eq(recordShares.clinicId, clinicId),",
      ),
    ],
  },
  {
    id: "M30",
    what: "the public clinic page shows unpublished reviews",
    tests: [T.clinicReviews, T.reviews, T.admin],
    edits: [
      edit(
        "app/features/clinics/clinics.server.ts",
        "const published = and(eq(s.reviews.clinicId, clinic.id), eq(s.reviews.isPublished, true));",
        "const published = and(eq(s.reviews.clinicId, clinic.id));",
      ),
    ],
  },
  {
    id: "M31",
    what: "a client-sent x-careatlas-client-ip is trusted",
    tests: [T.serverApp],
    edits: [
      edit(
        "server/app.ts",
        "    req.headers[CLIENT_IP_HEADER] = clientIp(req);",
        "    req.headers[CLIENT_IP_HEADER] ??= clientIp(req);",
      ),
    ],
  },
  {
    id: "M32",
    what: "a review comment rendered as HTML",
    tests: [T.clinicReviews],
    edits: [
      edit(
        "app/features/clinics/components/clinic-reviews.tsx",
        '<p className="mt-3 leading-relaxed text-slate-700">{r.comment}</p>',
        '<p className="mt-3 leading-relaxed text-slate-700" dangerouslySetInnerHTML={{ __html: r.comment }} />',
      ),
    ],
  },
  {
    id: "M33",
    what: "the outbox claim without FOR UPDATE SKIP LOCKED",
    tests: [T.email],
    edits: [
      edit(
        "app/services/email/email.server.ts",
        '    .limit(opts.batchSize ?? 20)\n    .for("update", { skipLocked: true });',
        "    .limit(opts.batchSize ?? 20);",
      ),
    ],
  },
  {
    id: "M35",
    what: "setPackagePublished not scoped to the clinic",
    tests: [T.clinicListing],
    edits: [
      edit(
        "app/features/clinics/own-packages.server.ts",
        "      .set({ published, updatedAt: new Date() })\n      .where(and(eq(s.packages.id, packageId), eq(s.packages.clinicId, clinicId)))",
        "      .set({ published, updatedAt: new Date() })\n      .where(and(eq(s.packages.id, packageId)))",
      ),
    ],
  },
];

function indexOfNth(text, find, nth) {
  let at = -1;
  for (let i = 0; i < nth; i++) {
    at = text.indexOf(find, at + 1);
    if (at < 0) return -1;
  }
  return at;
}

const originals = new Map();
function restoreAll() {
  for (const [file, text] of originals) fs.writeFileSync(file, text);
  originals.clear();
}
/** The vitest run in progress (its own process group, so that a stop ends all of it). */
let current = null;
for (const sig of ["SIGINT", "SIGTERM"])
  process.on(sig, () => {
    if (current) {
      try {
        process.kill(-current.pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    }
    restoreAll();
    process.exit(130);
  });

function apply(mutant) {
  for (const e of mutant.edits) {
    const file = path.join(ROOT, e.file);
    const text = originals.get(file) ?? fs.readFileSync(file, "utf8");
    if (!originals.has(file)) originals.set(file, text);
    const current = fs.readFileSync(file, "utf8");
    const at = indexOfNth(current, e.find, e.nth);
    if (at < 0) {
      restoreAll();
      throw new Error(
        `${mutant.id}: the text to mutate is no longer in ${e.file} (occurrence ${e.nth}):\n${e.find}`,
      );
    }
    fs.writeFileSync(file, current.slice(0, at) + e.replace + current.slice(at + e.find.length));
  }
}

async function runTests(files) {
  const out = path.join(os.tmpdir(), `mutation-audit-${process.pid}.json`);
  fs.rmSync(out, { force: true });
  const env = { ...process.env };
  delete env.CI; // no retries: a mutant caught only on the first attempt is still caught
  const r = await new Promise((resolve) => {
    const child = spawn(
      "npx",
      ["vitest", "run", ...files, "--reporter=json", `--outputFile=${out}`],
      {
        cwd: ROOT,
        env,
        detached: true,
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    current = child;
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-20_000)));
    child.on("close", (status) => {
      current = null;
      resolve({ status, stderr });
    });
  });
  let failed = [];
  let total = 0;
  try {
    const json = JSON.parse(fs.readFileSync(out, "utf8"));
    total = json.numTotalTests ?? 0;
    for (const f of json.testResults ?? [])
      for (const a of f.assertionResults ?? [])
        if (a.status === "failed") {
          const timedOut = (a.failureMessages ?? []).every((m) => /timed out in \d+ms/.test(m));
          failed.push({ name: `${path.relative(ROOT, f.name)} > ${a.fullName}`, timedOut });
        }
  } catch {
    /* no report: counted as invalid below */
  }
  fs.rmSync(out, { force: true });
  return { code: r.status ?? 1, failed, total, stderr: r.stderr ?? "" };
}

const args = process.argv.slice(2);
const jsonAt = args.indexOf("--json");
const jsonOut = jsonAt >= 0 ? args[jsonAt + 1] : null;
const ids = args.filter((a, i) => !a.startsWith("--") && (jsonAt < 0 || i !== jsonAt + 1));
const chosen = ids.length ? MUTANTS.filter((m) => ids.includes(m.id)) : MUTANTS;
if (ids.length && chosen.length !== ids.length) {
  console.error(`unknown mutant id in: ${ids.join(" ")}`);
  process.exit(2);
}
if (args.includes("--list")) {
  for (const m of MUTANTS) {
    // Each edit is checked against the current code, so a stale mutant shows here.
    const missing = m.edits.filter((e) => {
      const file = path.join(ROOT, e.file);
      return !fs.existsSync(file) || indexOfNth(fs.readFileSync(file, "utf8"), e.find, e.nth) < 0;
    });
    const state = missing.length ? `  STALE: ${missing.map((e) => e.file).join(", ")}` : "";
    console.log(`${m.id.padEnd(5)} ${m.what}${state}\n      ${m.tests.join(" ")}`);
  }
  console.log(`${MUTANTS.length} mutants`);
  process.exit(0);
}

const results = [];
for (const m of chosen) {
  const t0 = Date.now();
  let r;
  try {
    apply(m);
    r = await runTests(m.tests);
  } finally {
    restoreAll();
  }
  // A mutant that only made tests run out of time (a loaded machine does that too) is not
  // counted as caught: run it again on a quieter machine.
  const real = r.failed.filter((f) => !f.timedOut);
  const verdict =
    real.length > 0
      ? "caught"
      : r.failed.length > 0
        ? "timeout"
        : r.code === 0 && r.total > 0
          ? "survived"
          : "invalid";
  const secs = Math.round((Date.now() - t0) / 1000);
  results.push({ id: m.id, what: m.what, verdict, failed: r.failed, seconds: secs });
  console.log(`${m.id.padEnd(5)} ${verdict.padEnd(8)} ${secs}s  ${m.what}`);
  for (const f of r.failed.slice(0, 3))
    console.log(`        ${f.name}${f.timedOut ? " (timed out)" : ""}`);
  if (verdict === "invalid") console.log(r.stderr.split("\n").slice(-15).join("\n"));
}

const caught = results.filter((r) => r.verdict === "caught").length;
const survived = results.filter((r) => r.verdict === "survived").map((r) => r.id);
const invalid = results.filter((r) => r.verdict === "invalid").map((r) => r.id);
const timeouts = results.filter((r) => r.verdict === "timeout").map((r) => r.id);
console.log(`\nmutation score: ${caught} of ${results.length} caught`);
if (survived.length) console.log(`survived: ${survived.join(" ")}`);
if (invalid.length)
  console.log(`invalid (the run broke without a failing test): ${invalid.join(" ")}`);
if (timeouts.length)
  console.log(`only timeouts (run again on a quieter machine): ${timeouts.join(" ")}`);
if (jsonOut)
  fs.writeFileSync(jsonOut, JSON.stringify({ caught, total: results.length, results }, null, 2));
process.exit(survived.length || invalid.length || timeouts.length ? 1 : 0);
