import { describe, expect, it } from "vitest";
import {
  CONTACT_REQUIRED,
  ContactSchema,
  GetNotifiedSchema,
  INQUIRY_REQUIRED,
  InquirySchema,
  MESSAGES,
  NewsletterSchema,
  PARTNER_REQUIRED,
  PartnerSchema,
  cleanLine,
  cleanText,
  formDataToObject,
  parseForm,
} from "./inquiry-schemas";

const contact = {
  fullName: "Jane Doe",
  email: "jane@example.com",
  subject: "booking",
  message: "Hello",
};
const partner = {
  clinicName: "Bosphorus Dental",
  contactName: "Ayse Kaya",
  email: "ayse@bosphorus.example",
  country: "Turkey",
  city: "Istanbul",
  treatments: ["Dental"],
};

describe("ContactSchema", () => {
  it("accepts a complete message and normalises it", () => {
    const r = parseForm(
      ContactSchema,
      { ...contact, email: "  Jane@Example.COM ", phone: "" },
      CONTACT_REQUIRED,
    );
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.data.email).toBe("jane@example.com");
      expect(r.data.phone).toBeUndefined();
      expect(r.data.idempotencyKey).toBeUndefined();
    }
  });

  it.each(CONTACT_REQUIRED)(
    "a missing %s gives 'Please fill in all required fields' and a field error",
    (field) => {
      const r = parseForm(ContactSchema, { ...contact, [field]: "" }, CONTACT_REQUIRED);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.message).toBe(MESSAGES.required);
        expect(r.errors[field]?.[0]).toBeTruthy();
      }
    },
  );

  it("treats whitespace-only and absent fields as missing", () => {
    const r = parseForm(
      ContactSchema,
      { email: "a@b.co", subject: "general", fullName: "   \n\t " },
      CONTACT_REQUIRED,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.fullName).toEqual(["Please enter your full name"]);
      expect(r.errors.message).toEqual(["Please write your message"]);
    }
  });

  it("refuses a malformed email, an unknown subject and a bad phone with their own messages", () => {
    const r = parseForm(
      ContactSchema,
      { ...contact, email: "not-an-email", subject: "hack", phone: "call me" },
      CONTACT_REQUIRED,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.email).toEqual(["Please enter a valid email address"]);
      expect(r.errors.subject).toEqual(["Please choose a subject"]);
      expect(r.errors.phone?.[0]).toMatch(/valid phone number/);
      expect(r.message).toBe(MESSAGES.invalid);
    }
  });

  it("enforces the length limits", () => {
    const r = parseForm(
      ContactSchema,
      {
        ...contact,
        fullName: "a".repeat(121),
        email: `${"a".repeat(250)}@x.io`,
        message: "m".repeat(5_001),
      },
      CONTACT_REQUIRED,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.fullName).toEqual(["Full name must be 120 characters or fewer"]);
      expect(r.errors.email).toEqual(["Email must be 254 characters or fewer"]);
      expect(r.errors.message).toEqual(["Message must be 5,000 characters or fewer"]);
    }
    expect(ContactSchema.safeParse({ ...contact, message: "m".repeat(5_000) }).success).toBe(true);
  });

  it("keeps markup verbatim (it is escaped on output) but strips control characters", () => {
    const r = ContactSchema.parse({
      ...contact,
      fullName: "<b>Jane</b>\u0000\u202f",
      message: "<script>alert(1)</script>\r\nbye\u0000",
    });
    expect(r.fullName).toBe("<b>Jane</b>");
    expect(r.message).toBe("<script>alert(1)</script>\nbye");
  });

  it("only keeps a well-formed idempotency key and about-link", () => {
    const key = crypto.randomUUID();
    const ok = ContactSchema.parse({
      ...contact,
      idempotencyKey: key,
      aboutKind: "clinic",
      aboutId: key,
    });
    expect(ok.idempotencyKey).toBe(key);
    expect(ok.aboutKind).toBe("clinic");
    const bad = ContactSchema.parse({
      ...contact,
      idempotencyKey: "1; drop table",
      aboutKind: "user",
      aboutId: "x",
    });
    expect(bad.idempotencyKey).toBeUndefined();
    expect(bad.aboutKind).toBeUndefined();
    expect(bad.aboutId).toBeUndefined();
  });
});

describe("InquirySchema (contact dialog)", () => {
  const inquiry = { name: "Sam", email: "sam@example.com", message: "Is May available?" };

  it("needs name, email and message; country and treatment are optional", () => {
    expect(parseForm(InquirySchema, inquiry, INQUIRY_REQUIRED).ok).toBe(true);
    for (const field of INQUIRY_REQUIRED) {
      const r = parseForm(InquirySchema, { ...inquiry, [field]: "" }, INQUIRY_REQUIRED);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toBe(MESSAGES.required);
    }
  });

  it("accepts only the listed country values", () => {
    for (const c of ["uk", "us", "ca", "au", "de", "fr", "other"]) {
      expect(InquirySchema.safeParse({ ...inquiry, country: c }).success).toBe(true);
    }
    expect(InquirySchema.safeParse({ ...inquiry, country: "xx" }).success).toBe(false);
    expect(InquirySchema.parse({ ...inquiry, country: "" }).country).toBeUndefined();
  });

  it("limits the treatment of interest", () => {
    expect(
      InquirySchema.safeParse({ ...inquiry, treatmentOfInterest: "t".repeat(161) }).success,
    ).toBe(false);
  });
});

describe("PartnerSchema", () => {
  it("accepts an application and normalises the website", () => {
    const r = PartnerSchema.parse({
      ...partner,
      website: "bosphorus-dental.example",
      treatments: ["Dental", "Dental", "Orthopaedics"],
    });
    expect(r.website).toBe("https://bosphorus-dental.example");
    expect(r.treatments).toEqual(["Dental", "Orthopaedics"]);
  });

  it.each(PARTNER_REQUIRED)("a missing %s is reported", (field) => {
    const r = parseForm(
      PartnerSchema,
      { ...partner, [field]: field === "treatments" ? [] : "" },
      PARTNER_REQUIRED,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toBe(MESSAGES.required);
      expect(r.errors[field]?.[0]).toBeTruthy();
    }
  });

  it("needs at least one treatment from the list and a listed country", () => {
    const none = parseForm(PartnerSchema, { ...partner, treatments: undefined }, PARTNER_REQUIRED);
    expect(!none.ok && none.errors.treatments).toEqual(["Please select at least one treatment"]);
    expect(PartnerSchema.safeParse({ ...partner, treatments: ["Astrology"] }).success).toBe(false);
    expect(PartnerSchema.safeParse({ ...partner, country: "France" }).success).toBe(false);
    for (const c of ["Turkey", "South Korea", "Thailand", "Mexico"]) {
      expect(PartnerSchema.safeParse({ ...partner, country: c }).success).toBe(true);
    }
  });

  it("refuses non-web and credential-bearing website URLs", () => {
    for (const w of [
      "javascript:alert(1)",
      "ftp://x.example",
      "https://user:pw@x.example",
      "https://localhost",
    ]) {
      expect(PartnerSchema.safeParse({ ...partner, website: w }).success, w).toBe(false);
    }
  });
});

describe("NewsletterSchema", () => {
  it("needs the consent box for the footer but not for the blog box", () => {
    const footer = parseForm(NewsletterSchema, { email: "a@b.co", source: "footer" });
    expect(!footer.ok && footer.errors.consent).toEqual([
      "Please tick the box to agree to receive emails",
    ]);
    expect(
      parseForm(NewsletterSchema, { email: "a@b.co", source: "footer", consent: "on" }).ok,
    ).toBe(true);
    expect(parseForm(NewsletterSchema, { email: "a@b.co", source: "blog" }).ok).toBe(true);
  });

  it("falls back to 'footer' for an unknown source", () => {
    expect(NewsletterSchema.parse({ email: "a@b.co", source: "evil", consent: "on" }).source).toBe(
      "footer",
    );
  });
});

describe("GetNotifiedSchema", () => {
  it("keeps the search criteria, trimmed and bounded", () => {
    const r = GetNotifiedSchema.parse({
      email: "a@b.co",
      treatment: " Dental Implants ",
      destination: "Istanbul, Turkey",
      budget: "",
      q: "x".repeat(500),
    });
    expect(r.treatment).toBe("Dental Implants");
    expect(r.budget).toBeUndefined();
    expect(r.q).toHaveLength(200);
  });
});

describe("helpers", () => {
  it("formDataToObject collects checkbox groups as arrays and ignores files", () => {
    const fd = new FormData();
    fd.append("treatments", "Dental");
    fd.append("treatments", "Cardiology");
    fd.append("email", "a@b.co");
    fd.append("email", "second@b.co");
    fd.append("upload", new Blob(["x"]), "x.txt");
    expect(formDataToObject(fd, ["treatments"])).toEqual({
      treatments: ["Dental", "Cardiology"],
      email: "a@b.co",
    });
  });

  it("cleanLine and cleanText", () => {
    expect(cleanLine("  a\u0000 \n b  ")).toBe("a b");
    expect(cleanLine(undefined)).toBe("");
    expect(cleanText("a\r\n\r\n\r\n\r\n\r\nb\u0007")).toBe("a\n\n\nb");
  });
});
