import { ArrowLeft, ExternalLink, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { CareTeamFields } from "~/components/care-team/care-team-fields";
import { useNumberLocale } from "~/components/currency-context";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import type { PackageCareTeamForm } from "~/features/clinics/care-team.server";
import { PackageForm } from "~/features/clinics/components/listing/package-form";
import type { OwnPackage, TreatmentOption } from "~/features/clinics/own-packages.server";
import type { PackageFormFailure } from "~/features/clinics/package-form.server";
import { type PackageFormValues, stayRangeOf } from "~/features/clinics/package-schema";
import { useLocalePath, useText } from "~/i18n/text";
import { formatAmountInput } from "~/utils/amount-input";
import { type CareTeamFormValues, careTeamValuesOf } from "~/utils/care-team";

/**
 * The package form's fields as a stored package fills them, amounts with the decimal mark of the
 * page's language (`numberLocale` as `numberLocaleOf` gives it: "1250,50" in Turkish).
 */
export function packageValuesOf(pkg: OwnPackage, numberLocale?: string): PackageFormValues {
  const [minDays, maxDays] = stayRangeOf(pkg.durationText, pkg.durationDays);
  return {
    title: pkg.title,
    treatmentId: pkg.treatmentId,
    price: formatAmountInput(pkg.priceMinor, numberLocale),
    originalPrice: pkg.originalPriceMinor
      ? formatAmountInput(pkg.originalPriceMinor, numberLocale)
      : "",
    currency: pkg.currency,
    minDays: String(minDays),
    maxDays: String(maxDays),
    groupSize: pkg.groupSize,
    includes: pkg.includes.join("\n"),
    excludes: pkg.excludes.join("\n"),
    overview: pkg.overview,
    cancellationTerms: pkg.cancellationTerms,
    cancellationNote: pkg.cancellationNote ?? "",
  };
}

/** The package form's id: Publish and Unpublish send it, so they act on what it shows. */
const PACKAGE_FORM_ID = "package-form";

/** Dashboard → Packages → one package: publish, edit, delete (asked first). */
export function PackageEditor({
  pkg,
  treatments,
  confirmDelete,
  bookings,
  careTeam,
  careTeamResult,
  result: actionData,
}: {
  pkg: OwnPackage;
  /** The booking count as the page's language says it ("3 bookings"). */
  bookings: { count: string; refer: string };
  treatments: TreatmentOption[];
  confirmDelete: boolean;
  careTeam: PackageCareTeamForm;
  careTeamResult?: {
    values: CareTeamFormValues;
    fieldErrors: Record<string, string>;
    formError: string;
  };
  result?: PackageFormFailure;
}) {
  const here = `/dashboard/packages/${pkg.id}`;
  const t = useText();
  const to = useLocalePath();
  const numberLocale = useNumberLocale();
  return (
    <div className="space-y-5">
      <Panel
        title={pkg.title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {pkg.published ? (
              <Badge variant="success">{t("clinic-dash.pkg.published")}</Badge>
            ) : (
              <Badge variant="neutral">{t("clinic-dash.pkg.draft-long")}</Badge>
            )}
            <span>{pkg.category}</span>
            {pkg.bookingCount > 0 && <span>· {bookings.count}</span>}
          </span>
        }
        actions={
          <Link
            to="/dashboard/packages"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t("clinic-dash.pkg.all")}
          </Link>
        }
      >
        <div className="mb-6 flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
          <p className="min-w-48 flex-1 text-sm text-slate-700">
            {pkg.published ? t("clinic-dash.pkg.ed.published") : t("clinic-dash.pkg.ed.draft")}
          </p>
          {pkg.published && (
            <Link
              to={to(`/package/${pkg.slug}`)}
              className={buttonVariants({ variant: "ghost", size: "sm" })}
            >
              <ExternalLink aria-hidden /> {t("clinic-dash.pkg.ed.view-site")}
            </Link>
          )}
          {/* Enter in a field presses the form's first button in the page, which would be
              Publish: this one, out of sight, of the tab order and of screen readers, saves. */}
          <button
            type="submit"
            form={PACKAGE_FORM_ID}
            name="intent"
            value="save"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
          />
          {/* Sends the package form: what it shows is saved (checked like Save) and published
              in one step, never left behind unsaved. */}
          <SubmitButton
            form={PACKAGE_FORM_ID}
            intent={pkg.published ? "unpublish" : "publish"}
            variant={pkg.published ? "outline" : "primary"}
            size="sm"
          >
            {pkg.published ? t("clinic-dash.pkg.unpublish") : t("clinic-dash.pkg.publish")}
          </SubmitButton>
        </div>
        <PackageForm
          id={PACKAGE_FORM_ID}
          key={pkg.id}
          values={actionData?.values ?? packageValuesOf(pkg, numberLocale)}
          fieldErrors={actionData?.fieldErrors}
          formError={actionData?.formError}
          treatments={treatments}
          images={pkg.images}
          keptImages={actionData?.keepImages}
          submitLabel={t("clinic-dash.pkg.ed.save")}
          cancelTo="/dashboard/packages"
        />
      </Panel>

      <Panel title={t("care.title")} id="care-team" description={t("care.form.intro")}>
        <Form method="post" className="space-y-4" noValidate>
          {careTeamResult?.formError && <Notice tone="error" title={careTeamResult.formError} />}
          <CareTeamFields
            idPrefix="care"
            doctors={careTeam.doctors}
            steps={careTeam.steps}
            values={careTeamResult?.values ?? careTeamValuesOf(careTeam.team, careTeam.steps)}
            fieldErrors={careTeamResult?.fieldErrors}
          />
          {careTeam.doctors.length > 0 && (
            <SubmitButton intent="care-team">{t("care.form.save")}</SubmitButton>
          )}
        </Form>
      </Panel>

      <Panel title={t("clinic-dash.pkg.del.title")} id="delete-package">
        {confirmDelete ? (
          pkg.bookingCount > 0 ? (
            <Notice tone="warning" title={t("clinic-dash.pkg.del.cannot")}>
              <p>{bookings.refer}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                {pkg.published && (
                  <SubmitButton form={PACKAGE_FORM_ID} intent="unpublish" size="sm">
                    {t("clinic-dash.pkg.del.unpublish-instead")}
                  </SubmitButton>
                )}
                <Link to={here} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                  {t("clinic-dash.common.cancel")}
                </Link>
              </div>
            </Notice>
          ) : (
            <Notice tone="error" title={t("clinic-dash.pkg.del.ask").replace("{title}", pkg.title)}>
              <p>{t("clinic-dash.pkg.del.warning")}</p>
              <Form method="post" className="mt-3 flex flex-wrap gap-2">
                <input type="hidden" name="confirm" value="yes" />
                <SubmitButton
                  intent="delete"
                  variant="destructive"
                  size="sm"
                  pendingLabel={t("clinic-dash.common.deleting")}
                >
                  <Trash2 aria-hidden /> {t("clinic-dash.pkg.del.yes")}
                </SubmitButton>
                <Link to={here} className={buttonVariants({ variant: "outline", size: "sm" })}>
                  {t("clinic-dash.pkg.del.keep")}
                </Link>
              </Form>
            </Notice>
          )
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">
              {pkg.bookingCount > 0
                ? t("clinic-dash.pkg.del.has-bookings")
                : t("clinic-dash.pkg.del.explain")}
            </p>
            <Link
              to={`${here}?confirm=delete#delete-package`}
              className={buttonVariants({ variant: "outlineDanger", size: "sm" })}
            >
              <Trash2 aria-hidden /> {t("clinic-dash.pkg.del.button")}
            </Link>
          </div>
        )}
      </Panel>
    </div>
  );
}
