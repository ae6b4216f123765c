import {
  Award,
  BadgeCheck,
  Building2,
  CalendarCheck,
  ChevronRight,
  Clock,
  Languages,
  MapPin,
  MessageCircle,
  Phone,
  ShieldCheck,
} from "lucide-react";
import { Form, Link } from "react-router";
import { Price } from "~/components/currency-context";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Rating } from "~/components/ui/rating";
import { ContactDialog, contactPageHref } from "~/features/inquiries/contact-dialog";
import { LISTING_LANG } from "~/i18n/original-language-note";
import { useLocalePath, usePlace, useText } from "~/i18n/text";
import type { SupportPhone } from "~/utils/env.server";
import { excerpt } from "../package-filters";
import type { PackageDetail, RelatedPackage } from "../packages.server";
import { SavingBadge } from "./package-list-card";
import { WishlistButton } from "./wishlist-button";

export function PackageBreadcrumb({ title }: { title: string }) {
  const t = useText();
  const to = useLocalePath();
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        <li>
          <Link to={to("/")} className="rounded hover:text-primary-800 hover:underline">
            {t("package.breadcrumb.home")}
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight className="size-4 text-slate-400 rtl:-scale-x-100" />
        </li>
        <li>
          <Link to={to("/packages")} className="rounded hover:text-primary-800 hover:underline">
            {t("package.breadcrumb.packages")}
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight className="size-4 text-slate-400 rtl:-scale-x-100" />
        </li>
        <li aria-current="page" className="min-w-0 truncate font-medium text-slate-900">
          {title}
        </li>
      </ol>
    </nav>
  );
}

/** The booking card: 'From' price, saving, and the three calls to action. */
export function PackagePriceCard({ pkg }: { pkg: PackageDetail }) {
  const t = useText();
  return (
    <section
      aria-labelledby="price-card-title"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2 id="price-card-title" className="sr-only">
        {t("package.price.title")}
      </h2>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-600">{t("package.price.from")}</p>
          <p className="text-3xl font-extrabold tracking-tight text-primary-800">
            <bdi dir="ltr">
              <Price amountMinor={pkg.priceMinor} currency={pkg.currency} />
            </bdi>
          </p>
          {pkg.originalPriceMinor && pkg.originalPriceMinor > pkg.priceMinor && (
            <p className="mt-0.5 text-sm text-slate-600">
              <span className="sr-only">{t("package.price.usual")} </span>
              <s>
                <bdi dir="ltr">
                  <Price amountMinor={pkg.originalPriceMinor} currency={pkg.currency} />
                </bdi>
              </s>
            </p>
          )}
        </div>
        <SavingBadge
          priceMinor={pkg.priceMinor}
          originalPriceMinor={pkg.originalPriceMinor}
          currency={pkg.currency}
        />
      </div>
      <p className="mt-2 text-sm text-slate-600">{t("package.price.items")}</p>
      <div className="mt-5 grid gap-3">
        <BookNowForm slug={pkg.slug} />
        <WishlistButton id={pkg.id} name={pkg.title} />
        <ContactDialog
          subject={{ kind: "package", id: pkg.id, slug: pkg.slug, name: pkg.title }}
          trigger={
            <Link
              to={contactPageHref({ kind: "package", id: pkg.id, slug: pkg.slug, name: pkg.title })}
              className={buttonVariants({ variant: "subtle", size: "lg", className: "w-full" })}
            >
              <MessageCircle aria-hidden /> {t("package.contact")}
            </Link>
          }
        />
      </div>
      <ul className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
        <li className="flex items-start gap-2">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />{" "}
          {t("package.deposit")}
        </li>
        <li className="flex items-start gap-2">
          <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />{" "}
          {t("package.verified")}
        </li>
      </ul>
      <p className="mt-4 text-xs text-slate-600">{t("package.price.note")}</p>
    </section>
  );
}

/** Book Now: dates and travellers, then the checkout (/checkout?package=<slug>). */
function BookNowForm({ slug }: { slug: string }) {
  const t = useText();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return (
    <Form
      method="get"
      action="/checkout"
      aria-label={t("package.book.label")}
      className="grid gap-3"
    >
      <input type="hidden" name="package" value={slug} />
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2">
        <div>
          <label htmlFor="book-date" className="mb-1 block text-sm font-semibold text-slate-800">
            {t("package.book.date")}
          </label>
          <input
            id="book-date"
            name="date"
            type="date"
            min={tomorrow}
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-primary-600 focus:outline-none focus:ring-4 focus:ring-primary-100"
          />
        </div>
        <div>
          <label
            htmlFor="book-travellers"
            className="mb-1 block text-sm font-semibold text-slate-800"
          >
            {t("package.book.travellers")}
          </label>
          <select
            id="book-travellers"
            name="travellers"
            defaultValue="1"
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-primary-600 focus:outline-none focus:ring-4 focus:ring-primary-100"
          >
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button
        type="submit"
        className={buttonVariants({ variant: "accent", size: "lg", className: "w-full" })}
      >
        <CalendarCheck aria-hidden /> {t("package.book.submit")}
      </button>
    </Form>
  );
}

export function ClinicInfoCard({
  clinic,
  city,
  country,
}: {
  /** `bioTranslated`: the description in the clinic's own translation (decision 050). */
  clinic: PackageDetail["clinic"] & { bioTranslated?: boolean };
  city: string;
  country: string;
}) {
  const t = useText();
  const place = usePlace();
  const to = useLocalePath();
  return (
    <section
      aria-labelledby="clinic-info-title"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-6"
    >
      <div className="flex items-start gap-4">
        {clinic.photo ? (
          <img
            src={clinic.photo}
            alt=""
            width={160}
            height={120}
            loading="lazy"
            decoding="async"
            className="hidden h-20 w-28 shrink-0 rounded-lg object-cover sm:block"
          />
        ) : (
          <span className="hidden size-20 shrink-0 place-items-center rounded-lg bg-primary-50 text-primary-700 sm:grid">
            <Building2 aria-hidden className="size-8" />
          </span>
        )}
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
            {t("package.clinic.eyebrow")}
          </p>
          <h2 id="clinic-info-title" className="mt-1 text-xl font-bold text-slate-900">
            {clinic.name}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <Rating
              value={clinic.rating}
              count={clinic.reviewCount}
              labels={{
                count: t("package.clinic.rating"),
                outOf: t("package.rating.outOf"),
                isNew: t("package.rating.new"),
                noReviews: t("package.rating.none"),
              }}
            />
            <span className="flex items-center gap-1">
              <MapPin aria-hidden className="size-4" /> {place(city, country)}
            </span>
          </div>
        </div>
      </div>
      {clinic.bio && (
        <p
          lang={clinic.bioTranslated ? undefined : LISTING_LANG}
          dir={clinic.bioTranslated ? undefined : "ltr"}
          className="mt-4 text-sm leading-relaxed text-slate-700"
        >
          {excerpt(clinic.bio, 320)}
        </p>
      )}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <BadgeCheck aria-hidden className="size-4 text-primary-700" />{" "}
            {t("package.clinic.accreditations")}
          </h3>
          {clinic.certifications.length ? (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {clinic.certifications.map((c) => (
                <li key={c}>
                  <Badge variant="success">{c}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t("package.clinic.licensed")}</p>
          )}
        </div>
        <div>
          <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Award aria-hidden className="size-4 text-primary-700" /> {t("package.clinic.awards")}
          </h3>
          {clinic.awards.length ? (
            <ul className="mt-2 space-y-1 text-sm text-slate-700">
              {clinic.awards.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t("package.clinic.noAwards")}</p>
          )}
        </div>
      </div>
      {clinic.languages.length > 0 && (
        <p className="mt-5 flex items-start gap-2 text-sm text-slate-700">
          <Languages aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
          <span>
            <span className="font-semibold text-slate-900">{t("package.clinic.languages")} </span>
            {clinic.languages.join(", ")}
          </span>
        </p>
      )}
      <Link
        to={to(`/clinic/${clinic.slug}`)}
        className={buttonVariants({ variant: "outline", className: "mt-5" })}
      >
        {t("package.clinic.profile")}
        <span className="sr-only">: {clinic.name}</span>{" "}
        <ChevronRight aria-hidden className="rtl:-scale-x-100" />
      </Link>
    </section>
  );
}

/** "Call Us" only when the deployment has a support line (SUPPORT_PHONE); chat always. */
export function NeedAssistanceCard({ phone }: { phone: SupportPhone | null }) {
  const t = useText();
  const to = useLocalePath();
  return (
    <section
      aria-labelledby="assist-title"
      className="rounded-[var(--radius-card)] bg-primary-50 p-5 ring-1 ring-primary-100 sm:p-6"
    >
      <h2 id="assist-title" className="text-base font-bold text-slate-900">
        {t("package.assist.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("package.assist.text")}</p>
      <div className="mt-4 grid gap-2">
        {phone && (
          <a
            href={phone.href}
            className={buttonVariants({ variant: "outline", align: "start", className: "w-full" })}
          >
            <Phone aria-hidden className="text-primary-700" /> {t("package.assist.call")}{" "}
            <bdi>{phone.display}</bdi>
          </a>
        )}
        <Link
          to={to("/contact")}
          className={buttonVariants({ variant: "outline", align: "start", className: "w-full" })}
        >
          <MessageCircle aria-hidden className="text-primary-700" /> {t("package.assist.chat")}
        </Link>
      </div>
    </section>
  );
}

export function RelatedPackageCard({ pkg }: { pkg: RelatedPackage }) {
  const t = useText();
  const place = usePlace();
  const to = useLocalePath();
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 transition-shadow hover:shadow-[var(--shadow-card-hover)]">
      <img
        src={pkg.image}
        alt=""
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <p className="flex items-center gap-1 text-xs font-medium text-slate-600">
          <MapPin aria-hidden className="size-3.5" /> {place(pkg.city, pkg.country)}
        </p>
        <h3 className="mt-1 font-semibold leading-snug text-slate-900">
          <Link
            to={to(`/package/${pkg.slug}`)}
            className="after:absolute after:inset-0 hover:text-primary-800"
          >
            {pkg.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-slate-600">{excerpt(pkg.overview, 80)}</p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-4">
          <span className="flex flex-col gap-1">
            <Rating
              value={pkg.rating}
              labels={{
                outOf: t("package.rating.outOf"),
                isNew: t("package.rating.new"),
                noReviews: t("package.rating.none"),
              }}
            />
            <span className="flex items-center gap-1 text-xs text-slate-600">
              <Clock aria-hidden className="size-3.5" /> <bdi>{pkg.durationText}</bdi>
            </span>
          </span>
          <p className="text-end text-xs text-slate-600">
            {t("package.price.from")}
            <bdi dir="ltr" className="block text-lg font-bold text-primary-800">
              <Price amountMinor={pkg.priceMinor} currency={pkg.currency} />
            </bdi>
          </p>
        </div>
      </div>
    </article>
  );
}
