import { Package, Plus } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { useCurrency } from "~/components/currency-context";
import { SubmitButton } from "~/components/forms/submit-button";
import { Pagination, pageHref } from "~/components/layout/pagination";
import { EmptyState, Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import type { OwnPackageRow } from "~/features/clinics/own-packages.server";
import { useLocalePath, useText } from "~/i18n/text";
import { put } from "../clinic-messages";

export type OwnPackagesPage = {
  /** Each row with its booking count as the page's language says it (`bookings`, "" for none). */
  items: (OwnPackageRow & { bookings: string })[];
  total: number;
  page: number;
  totalPages: number;
};

/** Dashboard → Packages (clinic): the clinic's packages, a page at a time, to publish or edit. */
export function PackagesTab({ list }: { list: OwnPackagesPage }) {
  const { formatOwn } = useCurrency();
  const { search } = useLocation();
  const t = useText();
  const to = useLocalePath();
  return (
    <Panel
      title={t("clinic-dash.pkg.title")}
      description={t("clinic-dash.pkg.description")}
      actions={
        <Link to="/dashboard/packages/new" className={buttonVariants({ variant: "primary" })}>
          <Plus aria-hidden /> {t("clinic-dash.pkg.new")}
        </Link>
      }
    >
      {list.items.length > 0 ? (
        <>
          <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
            {list.items.map((p) => (
              <li
                key={p.id}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
                data-testid="own-package"
              >
                <div className="flex min-w-0 items-center gap-3">
                  {p.image ? (
                    <img
                      src={p.image}
                      alt=""
                      className="size-14 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
                      loading="lazy"
                    />
                  ) : (
                    <span className="grid size-14 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500">
                      <Package aria-hidden className="size-6" />
                    </span>
                  )}
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <Link
                        to={`/dashboard/packages/${p.id}`}
                        className="font-semibold text-slate-900 hover:text-primary-800 hover:underline"
                      >
                        {p.title}
                      </Link>
                      {p.published ? (
                        <Badge variant="success">{t("clinic-dash.pkg.published")}</Badge>
                      ) : (
                        <Badge variant="neutral">{t("clinic-dash.pkg.draft-short")}</Badge>
                      )}
                    </p>
                    <p className="text-sm text-slate-600">
                      {p.treatment} · {p.category} · {p.durationText}
                      {p.bookings ? ` · ${p.bookings}` : ""}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {/* In the currency the clinic entered, as on its form (not the header's). */}
                  <span
                    className="me-2 font-semibold text-slate-900"
                    dir="ltr"
                    data-testid="package-price"
                  >
                    {formatOwn(p.priceMinor, p.currency)} {p.currency}
                  </span>
                  {p.published && (
                    <Link
                      to={to(`/package/${p.slug}`)}
                      className={buttonVariants({ variant: "ghost", size: "sm" })}
                    >
                      {t("clinic-dash.pkg.view")}
                      <span className="sr-only">
                        {" "}
                        {put(t("clinic-dash.pkg.view-sr"), { title: p.title })}
                      </span>
                    </Link>
                  )}
                  <Link
                    to={`/dashboard/packages/${p.id}`}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    {t("clinic-dash.common.edit")}
                    <span className="sr-only"> {p.title}</span>
                  </Link>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="id" value={p.id} />
                    <SubmitButton
                      intent={p.published ? "unpublish" : "publish"}
                      variant={p.published ? "outline" : "subtle"}
                      size="sm"
                    >
                      {p.published ? t("clinic-dash.pkg.unpublish") : t("clinic-dash.pkg.publish")}
                      <span className="sr-only"> {p.title}</span>
                    </SubmitButton>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={list.page}
            pages={list.totalPages}
            total={list.total}
            totalWord={t("clinic-dash.common.in-total")}
            label={t("clinic-dash.pkg.pages")}
            href={(p) => pageHref(search, "page", p)}
            spaced
            preventScrollReset
          />
        </>
      ) : (
        <EmptyState
          icon={Package}
          title={t("clinic-dash.pkg.empty.title")}
          text={t("clinic-dash.pkg.empty.text")}
          action={{ to: "/dashboard/packages/new", label: t("clinic-dash.pkg.empty.action") }}
        />
      )}
    </Panel>
  );
}
