import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as f from "~/db/schema";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { approveApplication } from "~/features/admin/applications.server";
import { action as contactAction } from "~/routes/contact";
import { loader as confirmLoader } from "~/routes/newsletter/confirm";
import { action as newsletterAction } from "~/routes/resources/newsletter";
import { KIT_PASSWORD } from "../../../tests/kit/factories";
import {
  type Fields,
  args,
  freshIp,
  mailsTo,
  post,
  runApi,
  runPage,
} from "../../../tests/kit/public-forms";
import { type TestDb, useTestDb } from "../../../tests/setup/db";
import { createPartnerApplication } from "./inquiries.server";

/**
 * A visitor without an account gets the form's mails in the language of the page the form was
 * sent from (its language prefix); the partner application's later mails (approval, rejection)
 * and the account it creates take the language of the page the clinic applied from.
 */

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

const contact = (over: Fields = {}): Fields => ({
  fullName: "Dr. Jonas <b>Berg</b>",
  email: "jonas@example.com",
  subject: "booking",
  message: "Könnten Sie mir helfen, zwei Zahnkliniken zu vergleichen?",
  idempotencyKey: crypto.randomUUID(),
  sourcePath: "/de/contact",
  ...over,
});

describe("the acknowledgement of a public form", () => {
  it("is German from the German contact page, its HTML escaped", async () => {
    const res = await runPage(
      contactAction,
      post("/de/contact", contact(), {
        ip: freshIp(),
        referer: "http://localhost:3000/de/contact",
      }),
    );
    expect(res.body.status).toBe("sent");
    const [ack, ...more] = await mailsTo(t, "jonas@example.com");
    expect(more).toHaveLength(0);
    expect(ack!.subject).toBe("Wir haben Ihre Nachricht erhalten | CareAtlas");
    expect(ack!.text).toMatch(/^Hallo Jonas,\n\nVielen Dank, dass Sie sich an CareAtlas gewandt/);
    expect(ack!.text).toContain("Wir haben Ihre Nachricht (Hilfe bei der Buchung) erhalten");
    expect(ack!.text).not.toContain("zwei Zahnkliniken");
    expect(ack!.html).toContain('<html lang="de" dir="ltr">');
    // The team's copy stays English (CareAtlas's own inbox).
    const team = await mailsTo(t, "team@careatlas.example");
    expect(team.at(-1)!.text).toMatch(/^A new message arrived through the contact page\./);
  });

  it("stays English, text only, from the English page", async () => {
    const email = "jane-en@example.com";
    await runPage(
      contactAction,
      post("/contact", contact({ email, fullName: "Jane Doe", sourcePath: "/contact" }), {
        ip: freshIp(),
      }),
    );
    const [ack] = await mailsTo(t, email);
    expect(ack!.subject).toBe("We've received your message | CareAtlas");
    expect(ack!.text).toBe(
      "Hi Jane,\n\nThank you for getting in touch with CareAtlas. We've received your message (Booking Assistance) and a member of our team will get back to you within 24-48 hours.\n\n" +
        "If your question is urgent, write to support@careatlas.example with 'URGENT' in the subject line and we'll prioritise it. In a medical emergency, please contact local emergency services first.\n\n" +
        "Please don't send medical records by email. Once you have an account, you can upload them securely from your dashboard.\n\n" +
        "Warm regards,\nThe CareAtlas team\nhttp://localhost:3000",
    );
    expect(ack!.html).toBeNull();
  });

  it("newsletter: the confirmation and the welcome are Arabic for a sign-up on an Arabic page", async () => {
    const email = "salma@example.com";
    const res = await runApi(
      newsletterAction,
      post(
        "/api/newsletter",
        { email, consent: "on", source: "footer", sourcePath: "/ar/blog", _js: "1" },
        { ip: freshIp() },
      ),
    );
    expect(res.status).toBe(200);
    const [confirm] = await mailsTo(t, email);
    expect(confirm!.subject).toBe("يُرجى تأكيد اشتراكك في CareAtlas");
    expect(confirm!.html).toContain('<html lang="ar" dir="rtl">');
    const token = /confirm\?token=([\w-]+)/.exec(confirm!.text)![1]!;
    await confirmLoader(
      args(new Request(`http://localhost:3000/newsletter/confirm?token=${token}`)),
    );
    const welcome = (await mailsTo(t, email)).find((m) => m.id !== confirm!.id);
    expect(welcome!.subject).toBe("أنت مشترك الآن في تحديثات CareAtlas");
    expect(welcome!.text).toMatch(/^مرحباً،\n\nتم تأكيد اشتراكك\./);
  });
});

describe("a partner application", () => {
  it("from the Turkish page: a Turkish acknowledgement, then a Turkish welcome and a Turkish account", async () => {
    const email = "kemal@klinik.example";
    await createPartnerApplication(
      {
        clinicName: "Ege Göz Merkezi",
        contactName: "Kemal Arslan",
        email,
        country: "Turkey",
        city: "Antalya",
        treatments: ["LASIK"],
        idempotencyKey: crypto.randomUUID(),
      } as never,
      { sourcePath: "/tr/partner", ipHash: null, origin: "http://localhost:3000", locale: "tr" },
    );
    const [ack] = await mailsTo(t, email);
    expect(ack!.subject).toBe("CareAtlas iş ortaklığı başvurunuz");
    expect(ack!.text).toContain("Ege Göz Merkezi kliniğini CareAtlas'ta listelemek için");

    const [app] = await t.db
      .select()
      .from(f.partnerApplications)
      .where(eq(f.partnerApplications.email, email));
    const admin = await createVerifiedUser(t.db, {
      email: "admin-lang@careatlas.example",
      password: KIT_PASSWORD,
      role: "admin",
      name: "Admin",
    });
    const r = await approveApplication(
      t.db,
      { id: admin.id, email: "admin-lang@careatlas.example" },
      { id: app!.id },
    );
    expect(r.ok).toBe(true);
    const welcome = (await mailsTo(t, email)).find((m) => m.id !== ack!.id);
    expect(welcome!.subject).toBe("CareAtlas'a hoş geldiniz: şifrenizi belirleyin");
    expect(welcome!.text).toMatch(/\/tr\/auth\/reset-password\?token=/);
    const [u] = await t.db
      .select({ locale: f.users.locale })
      .from(f.users)
      .where(eq(f.users.email, email));
    expect(u!.locale).toBe("tr");
  });
});
