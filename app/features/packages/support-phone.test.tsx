import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { pageI18n } from "~/i18n/page.server";
import { ConfigError, parseEnv, publicEnv, supportPhone } from "~/utils/env.server";
import { contactChannels } from "../../../content/pages/contact";
import { NeedAssistanceCard } from "./components/package-detail-sections";

/**
 * The support line is a setting (SUPPORT_PHONE), not a number in the code: the sample showed
 * "+90 224 000 00 00", a placeholder a patient would dial. Unset, no phone is offered anywhere;
 * set, it is shown with a tel: link; a value no phone could dial stops the boot.
 */
function card(phone: ReturnType<typeof supportPhone>) {
  // As on the English package page: its loader sends the page's texts.
  const { text } = pageI18n({}, ["package."]);
  const router = createMemoryRouter(
    [{ id: "page", path: "/package/x", element: <NeedAssistanceCard phone={phone} /> }],
    { initialEntries: ["/package/x"], hydrationData: { loaderData: { page: { text } } } },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the support phone setting", () => {
  it("unset: the package page offers no phone, only Chat with Us", () => {
    const phone = supportPhone(parseEnv({}));
    expect(phone).toBeNull();
    const html = card(phone);
    expect(html).not.toContain("tel:");
    expect(html).not.toContain("Call Us");
    expect(html).not.toContain("000 00 00");
    expect(html).toContain("Chat with Us");
    expect(html).toContain('href="/contact"');
  });

  it("unset: the contact page lists no phone channel", () => {
    const channels = contactChannels(null);
    expect(channels.map((c) => c.id)).not.toContain("phone");
    expect(JSON.stringify(channels)).not.toContain("000 00 00");
    expect(channels.map((c) => c.id)).toContain("email");
  });

  it("set: shown as written, dialled through a tel: link with the digits only", () => {
    const env = parseEnv({ SUPPORT_PHONE: " +90 (224) 555-01.23 " });
    const phone = supportPhone(env);
    expect(phone).toEqual({ display: "+90 (224) 555-01.23", href: "tel:+902245550123" });
    const html = card(phone);
    expect(html).toContain('href="tel:+902245550123"');
    expect(html).toContain("+90 (224) 555-01.23");
    expect(html).toContain("Chat with Us");
    const channel = contactChannels(phone).find((c) => c.id === "phone");
    expect(channel).toMatchObject({ value: "+90 (224) 555-01.23", href: "tel:+902245550123" });
  });

  it("reaches the browser through the root's public settings", () => {
    expect(publicEnv(parseEnv({ SUPPORT_PHONE: "+44 20 7946 0000" })).SUPPORT_PHONE).toEqual({
      display: "+44 20 7946 0000",
      href: "tel:+442079460000",
    });
    expect(publicEnv(parseEnv({})).SUPPORT_PHONE).toBeNull();
  });

  it.each([
    ["224 000 00 00", "no country code"],
    ["+0 224 555 01 23", "a country code cannot start with 0"],
    ["+90 224", "too short"],
    ["+90 224 555 01 23 45 67 89", "more than 15 digits"],
    ["call +90 224 555 01 23", "letters"],
  ])("a bad value (%s: %s) stops the boot with a message naming SUPPORT_PHONE", (value) => {
    let message = "";
    try {
      parseEnv({ SUPPORT_PHONE: value });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      message = (e as Error).message;
    }
    expect(message).toContain("SUPPORT_PHONE must be");
    expect(message).toContain("e.g. +90 224 555 01 23");
  });
});
