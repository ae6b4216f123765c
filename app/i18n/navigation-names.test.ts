import { describe, expect, it } from "vitest";
import { ADMIN_SECTIONS } from "~/features/admin/components/admin-ui";
import { CLINIC_TABS, PATIENT_TABS } from "~/utils/dashboard-tabs";
import { i18nFor } from "./catalog.server";
import { LOCALES } from "./config";

/**
 * A menu whose two entries read the same in one language sends people to the wrong place: the
 * Turkish clinic dashboard had two tabs called "Ödemeler" (Payments and Payouts), and so did
 * Spanish and Arabic. Every menu's names differ from each other in every language.
 */
const MENUS = {
  "patient dashboard": PATIENT_TABS.map((t) => t.label),
  "clinic dashboard": CLINIC_TABS.map((t) => t.label),
  "admin area": ADMIN_SECTIONS.map((s) => s.label),
};

describe("each menu names its entries differently in every language", () => {
  for (const { code } of LOCALES)
    for (const [menu, ids] of Object.entries(MENUS))
      it(`${menu}, ${code}`, () => {
        const i18n = i18nFor(code);
        const names = ids.map((id) => i18n._(id).trim().toLocaleLowerCase(code));
        const twice = names.filter((n, i) => names.indexOf(n) !== i);
        expect(twice).toEqual([]);
      });
});
