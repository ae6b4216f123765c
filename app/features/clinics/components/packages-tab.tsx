import { Package, Plus } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Pagination, pageHref } from "~/components/layout/pagination";
import { EmptyState, Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import type { OwnPackageRow } from "~/features/clinics/own-packages.server";
import { formatMinor } from "~/utils/money";

export type OwnPackagesPage = {
  items: OwnPackageRow[];
  total: number;
  page: number;
  totalPages: number;
};

/** Dashboard → Packages (clinic): the clinic's packages, a page at a time, to publish or edit. */
export function PackagesTab({ list }: { list: OwnPackagesPage }) {
  const { search } = useLocation();
  return (
    <Panel
      title="Packages"
      description="All-inclusive packages patients can find on /packages, in search and on your clinic page. New packages start as drafts until you publish them."
      actions={
        <Link to="/dashboard/packages/new" className={buttonVariants({ variant: "primary" })}>
          <Plus aria-hidden /> New package
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
                        <Badge variant="success">Published</Badge>
                      ) : (
                        <Badge variant="neutral">Draft · hidden</Badge>
                      )}
                    </p>
                    <p className="text-sm text-slate-600">
                      {p.treatment} · {p.category} · {p.durationText}
                      {p.bookingCount > 0
                        ? ` · ${p.bookingCount} booking${p.bookingCount === 1 ? "" : "s"}`
                        : ""}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {/* In the currency the clinic entered, as on its form (not the header's). */}
                  <span className="mr-2 font-semibold text-slate-900" data-testid="package-price">
                    {formatMinor(p.priceMinor, p.currency)} {p.currency}
                  </span>
                  {p.published && (
                    <Link
                      to={`/package/${p.slug}`}
                      className={buttonVariants({ variant: "ghost", size: "sm" })}
                    >
                      View<span className="sr-only"> {p.title} on the site</span>
                    </Link>
                  )}
                  <Link
                    to={`/dashboard/packages/${p.id}`}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    Edit<span className="sr-only"> {p.title}</span>
                  </Link>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="id" value={p.id} />
                    <SubmitButton
                      intent={p.published ? "unpublish" : "publish"}
                      variant={p.published ? "outline" : "subtle"}
                      size="sm"
                    >
                      {p.published ? "Unpublish" : "Publish"}
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
            totalWord="in total"
            label="Packages pages"
            href={(p) => pageHref(search, "page", p)}
            spaced
            preventScrollReset
          />
        </>
      ) : (
        <EmptyState
          icon={Package}
          title="No packages yet"
          text="Create a package with its price, what it includes and photos; publish it when it is ready and patients will find it on /packages and your clinic page."
          action={{ to: "/dashboard/packages/new", label: "Create your first package" }}
        />
      )}
    </Panel>
  );
}
