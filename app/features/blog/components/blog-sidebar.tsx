import { Mail, MapPin } from "lucide-react";
import { Link } from "react-router";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { useLocalePath, useText } from "~/i18n/text";
import type { PostCardData, TopDestination } from "../blog-text.server";
import { CompactPostLink } from "./post-card";

const BOX =
  "rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5";

export function BlogSidebar({
  latest,
  destinations,
}: {
  latest: PostCardData[];
  destinations: TopDestination[];
}) {
  const t = useText();
  const to = useLocalePath();
  return (
    <aside aria-label={t("blog.sidebar-label")} className="space-y-6">
      <section className={`${BOX} bg-gradient-to-br from-primary-50 to-white`}>
        <span className="grid size-10 place-items-center rounded-full bg-primary-700 text-white">
          <Mail aria-hidden className="size-5" />
        </span>
        <div className="-mt-2">
          <NewsletterForm source="blog" />
        </div>
      </section>

      <section aria-labelledby="sidebar-latest" className={BOX}>
        <h2 id="sidebar-latest" className="font-semibold text-slate-900">
          {t("blog.latest-posts")}
        </h2>
        <ul className="mt-4 space-y-4">
          {latest.map((p) => (
            <li key={p.slug}>
              <CompactPostLink post={p} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sidebar-destinations" className={BOX}>
        <h2 id="sidebar-destinations" className="font-semibold text-slate-900">
          {t("blog.top-destinations")}
        </h2>
        <p className="mt-1 text-xs text-slate-600">{t("blog.top-destinations-note")}</p>
        <ul className="mt-3 divide-y divide-slate-100">
          {destinations.map((d) => {
            const body = (
              <>
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700">
                  <MapPin aria-hidden className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">{d.city}</span>
                  <span className="block text-xs text-slate-600">{d.country}</span>
                </span>
                <span className="text-end text-sm">
                  <span className="block font-semibold text-slate-900">{d.clinics}</span>
                  <span className="block text-xs text-slate-600">{t("blog.clinics-in-city")}</span>
                </span>
              </>
            );
            return (
              <li key={d.city}>
                {d.href ? (
                  <Link
                    to={to(d.href)}
                    className="-mx-2 flex min-h-14 items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50"
                  >
                    {body}
                  </Link>
                ) : (
                  <div className="-mx-2 flex min-h-14 items-center gap-3 px-2 py-2">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </aside>
  );
}
