import { describe, expect, it } from "vitest";
import { authEmails } from "./auth-emails.server";

// A display name is whatever the person typed at sign-up; in the HTML part it must stay text.
const NAME = `<img src=x onerror="alert(1)">&Co Smith`;

describe("account mails", () => {
  const mails = {
    verifyEmail: authEmails.verifyEmail({ name: NAME, url: "https://careatlas.example/v?t=1&x=2" }),
    resetPassword: authEmails.resetPassword({
      name: NAME,
      url: "https://careatlas.example/r?t=1&x=2",
    }),
    existingAccount: authEmails.existingAccount({
      name: NAME,
      signInUrl: "https://careatlas.example/auth",
      resetUrl: "https://careatlas.example/auth/forgot",
    }),
    accountDeleted: authEmails.accountDeleted({ name: NAME, summary: ["Your <b>records</b>"] }),
  };

  it.each(Object.entries(mails))(
    "%s escapes the person's name and every text in its HTML",
    (_kind, mail) => {
      expect(mail.html).toBeTruthy();
      expect(mail.html).not.toContain("<img");
      expect(mail.html).not.toContain("<b>");
      expect(mail.html).toContain("&lt;img");
      // The plain-text part keeps the name as typed.
      expect(mail.text).toContain("<img");
    },
  );

  it.each(["de", "ar"])("escapes the name and the link in a %s mail too", (locale) => {
    const mail = authEmails.verifyEmail({
      name: NAME,
      url: "https://careatlas.example/v?t=1&x=2",
      locale,
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img");
    expect(mail.html).toContain('href="https://careatlas.example/v?t=1&amp;x=2"');
    expect(mail.text).toContain("<img");
  });

  it("escapes the link's ampersand in its attribute", () => {
    expect(mails.verifyEmail.html).toContain('href="https://careatlas.example/v?t=1&amp;x=2"');
  });
});
