import type { Db } from "~/db/client.server";
import { signInWithEmail } from "~/features/accounts/auth-flows.server";
import { cookieJar, makeRequest } from "~/features/accounts/test-helpers";
import { createClinicUser, createPatient, KIT_PASSWORD } from "./factories";

/**
 * A signed-in session's Cookie header, through the real sign-in (better-auth, the throttles and
 * their refund). `who` is an existing account's email, or a role: then a new account of that
 * role is made first (a clinic user of `clinic`, by default a seeded verified clinic).
 */
export async function signInAs(
  who: string,
  opts: { password?: string; ip?: string; db?: Db; clinic?: string } = {},
): Promise<string> {
  let email = who;
  let password = opts.password ?? KIT_PASSWORD;
  if (who === "patient" || who === "clinic") {
    if (!opts.db) throw new Error(`signInAs("${who}") makes an account: pass { db }`);
    const made =
      who === "patient"
        ? await createPatient(opts.db)
        : await createClinicUser(opts.db, { clinic: opts.clinic });
    email = made.email;
    password = made.password;
  }
  const r = await signInWithEmail(
    makeRequest("/auth", { method: "POST", ip: opts.ip ?? "192.0.2.77" }),
    { email, password },
  );
  if (!r.ok || r.value.kind !== "signed-in")
    throw new Error(`sign-in as ${email} failed: ${JSON.stringify(r)}`);
  return cookieJar("", r.value.headers);
}
