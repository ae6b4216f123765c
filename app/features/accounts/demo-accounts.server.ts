import type { Db } from "~/db/client.server";
import type { Role } from "~/db/schema";
import { addFavoriteForSeed } from "./seed-helpers.server";
import { createVerifiedUser, findUserIdByEmail } from "./users.server";

/**
 * Demo accounts for development: one per role, printed at boot. Never in production:
 * seedDemoAccounts does nothing when NODE_ENV=production or SEED_DEMO_ACCOUNTS=false.
 */

export const DEMO_PASSWORD = "CareAtlas-demo-2026";

export const DEMO_ACCOUNTS: { email: string; name: string; role: Role; clinic?: string }[] = [
  { email: "patient@careatlas.example", name: "Demo Patient", role: "patient" },
  {
    email: "clinic@careatlas.example",
    name: "Demo Clinic Manager",
    role: "clinic",
    clinic: "istanbul-hair-institute",
  },
  { email: "admin@careatlas.example", name: "Demo Admin", role: "admin" },
];

export function demoAccountsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== "production" && env.SEED_DEMO_ACCOUNTS !== "false";
}

export async function seedDemoAccounts(
  db: Db,
  opts: { log?: (line: string) => void } = {},
): Promise<{ created: number; skipped: boolean }> {
  if (!demoAccountsEnabled()) return { created: 0, skipped: true };
  const log = opts.log ?? ((l: string) => console.log(l));
  let created = 0;
  for (const a of DEMO_ACCOUNTS) {
    const r = await createVerifiedUser(
      db,
      {
        email: a.email,
        password: DEMO_PASSWORD,
        name: a.name,
        role: a.role,
        clinic: a.clinic ?? null,
      },
      { existing: "keep" },
    );
    if (r.created) created++;
  }
  if (created > 0) {
    const patientId = await findUserIdByEmail(db, "patient@careatlas.example");
    if (patientId) await addFavoriteForSeed(db, patientId);
  }
  log(
    [
      "Demo accounts (development only; SEED_DEMO_ACCOUNTS=false turns them off):",
      ...DEMO_ACCOUNTS.map(
        (a) =>
          `  ${a.role.padEnd(7)} ${a.email}  /  ${DEMO_PASSWORD}${a.role === "admin" ? "  (sets up two-factor at first sign-in)" : ""}`,
      ),
    ].join("\n"),
  );
  return { created, skipped: false };
}
