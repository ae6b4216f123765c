import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import * as f from "~/db/schema";
import { MESSAGES } from "~/features/inquiries/inquiry-schemas";
import {
  args,
  count,
  type Fields,
  freshIp,
  mailsTo,
  post,
  runPage,
} from "../../tests/kit/public-forms";
import { useTestDb, type TestDb } from "../../tests/setup/db";
import { action as contactAction } from "./contact";

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

const contact = (over: Fields = {}): Fields => ({
  fullName: "Jane Doe",
  email: "jane@example.com",
  phone: "+44 20 7946 0000",
  subject: "booking",
  message: "Could you help me compare two dental clinics in Antalya?",
  idempotencyKey: crypto.randomUUID(),
  sourcePath: "/contact",
  ...over,
});

describe("contact page action", () => {
  it("stores one message and queues the team notification and the sender's confirmation", async () => {
    const email = "contact-ok@example.com";
    const key = crypto.randomUUID();
    const before = await count(t, f.contactMessages);
    const res = await runPage(
      contactAction,
      post("/contact", contact({ email, idempotencyKey: key })),
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("sent");
    expect(res.body.email).toBe(email);
    expect(await count(t, f.contactMessages)).toBe(before + 1);

    const [row] = await t.db
      .select()
      .from(f.contactMessages)
      .where(eq(f.contactMessages.idempotencyKey, key));
    expect(row).toMatchObject({
      kind: "contact",
      fullName: "Jane Doe",
      email,
      subject: "booking",
      sourcePath: "/contact",
    });
    expect(row!.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.createdAt).toBeInstanceOf(Date);

    const ack = await mailsTo(t, email);
    expect(ack).toHaveLength(1);
    expect(ack[0]!.subject).toMatch(/received your message/);
    expect(ack[0]!.text).toContain("within 24-48 hours");
    expect(ack[0]!.text).not.toContain("compare two dental clinics"); // the message is never echoed to the address given
    const team = (await mailsTo(t, "team@careatlas.example")).filter((m) =>
      m.text.includes(row!.id),
    );
    expect(team).toHaveLength(1);
    expect(team[0]!.headers["Reply-To"]).toBe(email);
    expect(team[0]!.text).toContain("compare two dental clinics");
  });

  it.each(["fullName", "email", "subject", "message"])(
    "a missing %s is refused with 400 and the typed values kept",
    async (field) => {
      const before = await count(t, f.contactMessages);
      const fields = contact({
        [field]: undefined,
        fullName: field === "fullName" ? undefined : "Kept Name",
      });
      const res = await runPage(contactAction, post("/contact", fields));
      expect(res.status).toBe(400);
      expect(res.body.status).toBe("error");
      expect(res.body.message).toBe("Please fill in all required fields");
      expect(res.body.errors?.[field]?.[0]).toBeTruthy();
      if (field !== "fullName") expect(res.body.values?.fullName).toBe("Kept Name");
      expect(res.body.idempotencyKey).toBe(fields.idempotencyKey);
      expect(await count(t, f.contactMessages)).toBe(before);
    },
  );

  it("refuses an invalid email or phone with field messages", async () => {
    const res = await runPage(
      contactAction,
      post("/contact", contact({ email: "jane@", phone: "abc" })),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.email).toEqual(["Please enter a valid email address"]);
    expect(res.body.errors?.phone?.[0]).toMatch(/valid phone/);
  });

  it("a double submit with the same idempotency key makes one row and one set of mails", async () => {
    const key = crypto.randomUUID();
    const email = "double@example.com";
    const ip = freshIp();
    const [a, b] = await Promise.all([
      runPage(contactAction, post("/contact", contact({ email, idempotencyKey: key }), { ip })),
      runPage(contactAction, post("/contact", contact({ email, idempotencyKey: key }), { ip })),
    ]);
    const c = await runPage(
      contactAction,
      post("/contact", contact({ email, idempotencyKey: key }), { ip }),
    );
    for (const r of [a, b, c]) expect(r.body.status).toBe("sent");
    const rows = await t.db
      .select()
      .from(f.contactMessages)
      .where(eq(f.contactMessages.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it("oversized input is a 400 with a clear message, never a 500", async () => {
    const long = await runPage(
      contactAction,
      post("/contact", contact({ message: "x".repeat(20_000), fullName: "n".repeat(5_000) })),
    );
    expect(long.status).toBe(400);
    expect(long.body.errors?.message).toEqual(["Message must be 5,000 characters or fewer"]);
    expect(long.body.errors?.fullName).toEqual(["Full name must be 120 characters or fewer"]);

    const huge = await runPage(
      contactAction,
      post("/contact", contact({ message: "x".repeat(400_000) })),
    );
    expect(huge.status).toBe(400);
    expect(huge.body.message).toMatch(/too large/);
  });

  it("a body that is not a form is a 400", async () => {
    const req = new Request("http://localhost/contact", {
      method: "POST",
      body: JSON.stringify(contact()),
      headers: { "content-type": "application/json", origin: "http://localhost" },
    });
    const res = await runPage(contactAction, req);
    expect(res.status).toBe(400);
  });

  it("stores markup and script verbatim (React escapes it on output)", async () => {
    const key = crypto.randomUUID();
    const message = `<script>alert("x")</script><img src=x onerror=alert(1)> ' OR 1=1 --`;
    const res = await runPage(
      contactAction,
      post("/contact", contact({ idempotencyKey: key, fullName: "<b>Bold</b>", message })),
    );
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(f.contactMessages)
      .where(eq(f.contactMessages.idempotencyKey, key));
    expect(row!.fullName).toBe("<b>Bold</b>");
    expect(row!.message).toBe(message);
  });

  it("NUL bytes and other control characters never reach the database", async () => {
    const key = crypto.randomUUID();
    const res = await runPage(
      contactAction,
      post(
        "/contact",
        contact({ idempotencyKey: key, fullName: "Jane\u0000Doe", message: "a\u0000b" }),
      ),
    );
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(f.contactMessages)
      .where(eq(f.contactMessages.idempotencyKey, key));
    expect(row!.fullName).toBe("Jane Doe");
    expect(row!.message).toBe("ab");
  });

  it("a filled honeypot answers 'sent' but stores nothing", async () => {
    const before = await count(t, f.contactMessages);
    const mails = await count(t, f.emailOutbox);
    const res = await runPage(
      contactAction,
      post("/contact", contact({ website: "http://spam.example" })),
    );
    expect(res.body.status).toBe("sent");
    expect(await count(t, f.contactMessages)).toBe(before);
    expect(await count(t, f.emailOutbox)).toBe(mails);
  });

  it("the 6th submission from one IP within the window gets 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const ok = await runPage(contactAction, post("/contact", contact(), { ip }));
      expect(ok.status).toBe(200);
    }
    const res = await runPage(
      contactAction,
      post("/contact", contact({ fullName: "Still Typed" }), { ip }),
    );
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MESSAGES.tooMany);
    expect(res.body.values?.fullName).toBe("Still Typed");
    // Another IP is not affected.
    expect((await runPage(contactAction, post("/contact", contact()))).status).toBe(200);
  });

  it("links the message to a clinic (from ?clinic=) and names it in the mails", async () => {
    const [clinic] = await t.db
      .select({ id: s.clinics.id, name: s.clinics.name })
      .from(s.clinics)
      .limit(1);
    const key = crypto.randomUUID();
    const email = "about-clinic@example.com";
    const res = await runPage(
      contactAction,
      post(
        "/contact?clinic=x",
        contact({ email, idempotencyKey: key, aboutKind: "clinic", aboutId: clinic!.id }),
      ),
    );
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(f.contactMessages)
      .where(eq(f.contactMessages.idempotencyKey, key));
    expect(row!.clinicId).toBe(clinic!.id);
    expect((await mailsTo(t, email))[0]!.text).toContain(clinic!.name);
  });

  it("an unknown clinic id is ignored rather than failing", async () => {
    const key = crypto.randomUUID();
    const res = await runPage(
      contactAction,
      post(
        "/contact",
        contact({ idempotencyKey: key, aboutKind: "clinic", aboutId: crypto.randomUUID() }),
      ),
    );
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(f.contactMessages)
      .where(eq(f.contactMessages.idempotencyKey, key));
    expect(row!.clinicId).toBeNull();
  });

  it("'Send Another Message' returns the values with a fresh key and stores nothing", async () => {
    const before = await count(t, f.contactMessages);
    const res = await runPage(
      contactAction,
      post("/contact", { intent: "again", fullName: "Jane", message: "Hi" }),
    );
    expect(res.body.status).toBe("editing");
    expect(res.body.values).toMatchObject({ fullName: "Jane", message: "Hi" });
    expect(await count(t, f.contactMessages)).toBe(before);
  });

  it("a cross-site post is refused with 403", async () => {
    await expect(
      contactAction(args(post("/contact", contact(), { origin: "https://evil.example" }))),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("keeps only a same-site path as the source", async () => {
    const key = crypto.randomUUID();
    await runPage(
      contactAction,
      post("/contact", contact({ idempotencyKey: key, sourcePath: "//evil.example/x" }), {
        referer: "http://localhost/contact?clinic=a",
      }),
    );
    const [row] = await t.db
      .select()
      .from(f.contactMessages)
      .where(eq(f.contactMessages.idempotencyKey, key));
    expect(row!.sourcePath).toBe("/contact");
  });
});

/* ------------------------------------------------------------------ contact dialog */
