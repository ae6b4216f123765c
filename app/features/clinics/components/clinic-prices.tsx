import { Price } from "~/components/currency-context";
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
  if (!treatments.length) return null;
  return (
    <ProfileSection
      id="prices"
      title="Treatments & prices"
      description="Typical price ranges in your selected currency. The clinic confirms your exact price after a free assessment."
    >
      <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Treatments and price ranges</caption>
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">
                Treatment
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Price range
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {treatments.map((t) => (
              <tr key={t.slug}>
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-xs text-slate-600">{t.group}</span>
                </th>
                <td className="px-4 py-3 text-right font-semibold text-primary-800">
                  <Price amountMinor={t.priceFromMinor} currency={t.currency} />
                  <span aria-hidden> – </span>
                  <span className="sr-only"> to </span>
                  <wbr />
                  <Price amountMinor={t.priceToMinor} currency={t.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ProfileSection>
  );
}
