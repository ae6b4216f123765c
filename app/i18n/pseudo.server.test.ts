import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { afterEach, describe, expect, it } from "vitest";
import { requestScope } from "~/db/db-errors.server";
import { resetEnvForTests } from "~/utils/env.server";
import { i18nFor, textsFor } from "./catalog.server";
import { pseudoMessages, pseudoRequested } from "./pseudo.server";

const plural = compileMessage("Found {count, plural, one {# clinic} other {# clinics}} in {city}");

describe("the pseudo-locale", () => {
  afterEach(() => {
    delete process.env.I18N_PSEUDO;
    resetEnvForTests();
  });

  it("accents and lengthens a message, keeping its placeholders and plural branches", () => {
    const i18n = setupI18n({
      locale: "en",
      messages: { en: pseudoMessages({ found: plural, plain: compileMessage("About") }) },
    });
    const one = i18n._("found", { count: 1, city: "İzmir" });
    const many = i18n._("found", { count: 3, city: "İzmir" });
    expect(one).toMatch(/^Ƒōũńď 1 ćĺĩńĩć ĩń İzmir ẋ/);
    expect(many).toMatch(/^Ƒōũńď 3 ćĺĩńĩćś ĩń İzmir ẋ/);
    const about = i18n._("plain");
    expect(about).toMatch(/^Àƀōũţ ẋ+$/);
    expect(about.length).toBeGreaterThanOrEqual(Math.ceil("About".length * 1.4));
  });

  it("is shown only on a server with I18N_PSEUDO=1 and to a request with its cookie", () => {
    expect(pseudoRequested("i18n-pseudo=1")).toBe(false);
    process.env.I18N_PSEUDO = "1";
    resetEnvForTests();
    expect(pseudoRequested("i18n-pseudo=1")).toBe(true);
    expect(pseudoRequested("lang=de; i18n-pseudo=1; x=2")).toBe(true);
    expect(pseudoRequested("i18n-pseudo=0")).toBe(false);
    expect(pseudoRequested("xi18n-pseudo=1")).toBe(false);
    expect(pseudoRequested(undefined)).toBe(false);
  });

  it("replaces a language's texts inside a request that asked for it, and only there", () => {
    const plain = textsFor("de", ["shell.nav."]);
    const pseudo = requestScope.run({ dbUnavailable: false, pseudo: true }, () =>
      textsFor("de", ["shell.nav."]),
    );
    expect(plain["shell.nav.about"]).toBe("Über uns");
    expect(pseudo["shell.nav.about"]).toMatch(/^Üƀēŕ ũńś ẋ/);
    expect(i18nFor("de")._("shell.nav.about")).toBe("Über uns");
  });
});
