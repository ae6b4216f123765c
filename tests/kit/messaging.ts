import { clinics } from "~/db/schema";
import { createVerifiedUser } from "~/features/accounts/users.server";
import type { Actor } from "~/features/messages/messages.server";
import type { TestDb } from "../setup/db";
import { KIT_PASSWORD } from "./factories";

/**
 * The messaging tests' cast: patients a and b, and clinic users x and y of the first two seeded
 * clinics (X and Y), each a verified account with the kit's password.
 */
export async function messagingCast(t: TestDb) {
  const cs = await t.db.select({ id: clinics.id, slug: clinics.slug }).from(clinics).limit(2);
  const [slugX, slugY] = [cs[0]!.slug, cs[1]!.slug];
  const [clinicX, clinicY] = [cs[0]!.id, cs[1]!.id];
  const ids: Record<"a" | "b" | "x" | "y", string> = { a: "", b: "", x: "", y: "" };
  const mk = async (k: keyof typeof ids, role: "patient" | "clinic", clinic?: string) => {
    ids[k] = (
      await createVerifiedUser(t.db, {
        email: `${k}@msg.example.test`,
        password: KIT_PASSWORD,
        role,
        clinic,
        name: `User ${k.toUpperCase()}`,
      })
    ).id;
  };
  await mk("a", "patient");
  await mk("b", "patient");
  await mk("x", "clinic", slugX);
  await mk("y", "clinic", slugY);
  const A: Actor = { role: "patient", userId: ids.a };
  const B: Actor = { role: "patient", userId: ids.b };
  const X: Actor = { role: "clinic", userId: ids.x, clinicId: clinicX };
  const Y: Actor = { role: "clinic", userId: ids.y, clinicId: clinicY };
  return { ids, slugX, slugY, clinicX, clinicY, A, B, X, Y };
}
