import { placeholders } from "~/i18n/fill";
import { treatmentWordingIn } from "~/i18n/names.server";
import { accountPageI18n } from "~/i18n/page.server";
import type { ClinicRequest } from "./quotes.server";

/**
 * The texts of the clinic's quote request pages (Requests > Quote requests and one request) in
 * the person's language (decision 049): the page's texts, the quote form's, and per request the
 * travellers ("2 travellers"), which the loader formats (a plural).
 */
export async function clinicRequestTexts(request: Request, counts: { open?: number } = {}) {
  const { locale, i18n, text } = await accountPageI18n(
    request,
    [
      "clinic-dash.req.",
      "clinic-msg.amount.",
      "care.",
      "terms.form.",
      "terms.name.",
      "terms.summary.",
    ],
    {
      "clinic-dash.req.open": { count: counts.open ?? 0 },
      "clinic-dash.req.received": placeholders("date"),
      "clinic-dash.req.about-package": placeholders("title"),
      "clinic-dash.req.from": placeholders("name"),
      "clinic-dash.req.dates.from": placeholders("date"),
      "clinic-dash.req.dates.by": placeholders("date"),
      "clinic-dash.req.declined-on": placeholders("date"),
      "clinic-dash.req.quote.valid-until": placeholders("date"),
      "clinic-dash.req.form.item": placeholders("n"),
      "clinic-dash.req.form.amount": placeholders("currency"),
      "clinic-dash.req.form.remove-item": placeholders("n"),
    },
  );
  const withTexts = <R extends ClinicRequest>(r: R) => ({
    ...r,
    treatment: treatmentWordingIn(locale, r.treatment),
    travellersText: i18n._("clinicData.req.travellers", { count: r.travellers }),
  });
  return { locale, i18n, text, withTexts };
}
