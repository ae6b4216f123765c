import { Price } from "~/components/currency-context";
import { useText } from "~/i18n/text";
import { ProfileSection } from "./profile-section";

type TreatmentPrice = {
  slug: string;
  name: string;
  group: string;
  priceFromMinor: number;
  priceToMinor: number;
  currency: string;
};

export function ClinicPrices({ treatments }: { treatments: TreatmentPrice[] }) {
  const t = useText();
  if (!treatments.length) return null;
  return (
    <ProfileSection
      id="prices"
      title={t("clinic.prices.title")}
      description={t("clinic.prices.description")}
    >
      <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t("clinic.prices.caption")}</caption>
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 text-start">
                {t("clinic.prices.treatment")}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                {t("clinic.prices.range")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {treatments.map((row) => (
              <tr key={row.slug}>
                <th scope="row" className="px-4 py-3 text-start font-normal">
                  <span className="block font-semibold text-slate-900">{row.name}</span>
                  <span className="block text-xs text-slate-600">{row.group}</span>
                </th>
                <td className="px-4 py-3 text-end font-semibold text-primary-800">
                  <bdi dir="ltr">
                    <Price amountMinor={row.priceFromMinor} currency={row.currency} />
                    <span aria-hidden> – </span>
                    <span className="sr-only"> {t("clinic.prices.to")} </span>
                    <wbr />
                    <Price amountMinor={row.priceToMinor} currency={row.currency} />
                  </bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ProfileSection>
  );
}
