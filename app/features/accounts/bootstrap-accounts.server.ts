import type { Db } from "~/db/client.server";
import { type Role, ROLES } from "~/db/schema";
import { createVerifiedUser } from "./users.server";

/**
 * Creates verified accounts named in the environment at server start — for browser tests
 * against a production build on a fresh database, where no script can open the database
 * while the server holds it. It does nothing unless one of these variables is set, in any
 * mode (so production never gets accounts nobody asked for):
 *
 *   E2E_BOOTSTRAP_ADMIN="admin-e2e@careatlas.example:<password>"
 *   E2E_BOOTSTRAP_ACCOUNTS="patient:p@x.example:<password>;clinic/istanbul-hair-institute:c@x.example:<password>"
 *
 * Entries are separated by ";"; a clinic entry names its clinic after "/". An account that
 * already exists is left as it is. Passwords must not contain ";".
 */

export type BootstrapEntry = { role: Role; email: string; password: string; clinic: string | null };

export function parseBootstrapEnv(env: NodeJS.ProcessEnv = process.env): BootstrapEntry[] {
  const out: BootstrapEntry[] = [];
  const admin = env.E2E_BOOTSTRAP_ADMIN?.trim();
  if (admin) {
    const i = admin.indexOf(":");
    if (i > 0)
      out.push({
        role: "admin",
        email: admin.slice(0, i),
        password: admin.slice(i + 1),
        clinic: null,
      });
  }
  for (const entry of (env.E2E_BOOTSTRAP_ACCOUNTS ?? "")
    .split(";")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [roleSpec, email, ...rest] = entry.split(":");
    const [role, clinic] = (roleSpec ?? "").split("/");
    if (!role || !ROLES.includes(role as Role) || !email || rest.length === 0) {
      throw new Error(
        `E2E_BOOTSTRAP_ACCOUNTS: cannot read "${entry.split(":").slice(0, 2).join(":")}:…" (use role[/clinic-slug]:email:password)`,
      );
    }
    out.push({ role: role as Role, email, password: rest.join(":"), clinic: clinic ?? null });
  }
  return out;
}

export async function bootstrapAccountsFromEnv(
  db: Db,
  opts: { log?: (line: string) => void } = {},
): Promise<number> {
  const entries = parseBootstrapEnv();
  if (entries.length === 0) return 0;
  const log = opts.log ?? ((l: string) => console.warn(l));
  let created = 0;
  for (const e of entries) {
    const r = await createVerifiedUser(
      db,
      { email: e.email, password: e.password, role: e.role, clinic: e.clinic },
      { existing: "keep" },
    );
    if (r.created) created++;
  }
  log(
    `Bootstrap accounts from E2E_BOOTSTRAP_*: ${entries.map((e) => `${e.role} ${e.email}`).join(", ")} (${created} created)`,
  );
  return created;
}
