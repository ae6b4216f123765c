import {
  ArrowRight,
  BadgeCheck,
  CalendarCheck,
  FileHeart,
  MessagesSquare,
  Plane,
  Scale,
  Search,
  ShieldCheck,
  Star,
} from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Initials } from "~/components/ui/initials";
import { Rating } from "~/components/ui/rating";
import { SectionHeading } from "~/components/ui/section-heading";
import type { DestinationCard } from "~/features/catalogue/catalogue.server";
import { type MessageId, useLocalePath, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";

/**
 * A destination card's clinic count, "12 verified clinics", formatted by the loader (plural
 * rules of the page's language). Rendered as the number, the words between and the last word,
 * so the English HTML stays the three text nodes it always was (tests/e2e/home.spec.ts reads
 * the live counts from it); the text a person reads is the formatted message, unchanged.
 */
function ClinicCount({ label }: { label: string }) {
  const m = /^(\d[\d,.]*)( .* )(\S+)$/.exec(label);
  return m ? (
    <>
      {m[1]}
      {m[2]}
      {m[3]}
    </>
  ) : (
    <>{label}</>
  );
}

/*
 * The catalogue's own texts (descriptions, reviews, partners' details) are stored in English:
 * `dir="auto"` lays each out in its own direction, so on the Arabic page an English sentence
 * keeps its full stop at its end.
 */
export function DestinationCards({
  destinations,
}: {
  destinations: (DestinationCard & { clinicsLabel: string })[];
}) {
  const t = useText();
  const to = useLocalePath();
  return (
    <section aria-labelledby="destinations-title" className="container-page py-16">
      <SectionHeading
        id="destinations-title"
        eyebrow={t("home.destinations.eyebrow")}
        title={t("home.destinations.title")}
        description={t("home.destinations.description")}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {destinations.map((d) => (
          <li key={d.slug}>
            <article className="group relative h-full overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 transition-shadow hover:shadow-[var(--shadow-card-hover)]">
              <img
                src={d.image}
                alt=""
                width={1200}
                height={800}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="p-4">
                <div className="flex items-center justify-between">
                  <h3 className="text-lg font-semibold text-slate-900">
                    <Link
                      to={to(`/destinations/${d.slug}`)}
                      className="after:absolute after:inset-0 hover:text-primary-800"
                    >
                      {d.name}
                    </Link>
                  </h3>
                  {d.rating !== null && <Rating value={d.rating} />}
                </div>
                <p dir="auto" className="mt-1 text-sm text-slate-600">
                  {d.description}
                </p>
                <ul
                  className="mt-3 flex flex-wrap gap-1.5"
                  aria-label={t("home.destinations.specialties")}
                >
                  {d.specialties.slice(0, 3).map((s) => (
                    <li key={s}>
                      <Badge variant="neutral">{s}</Badge>
                    </li>
                  ))}
                </ul>
                <p className="mt-3 text-sm font-medium text-primary-800">
                  <ClinicCount label={d.clinicsLabel} />
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STEPS: { icon: typeof Search; step: MessageId; title: MessageId; text: MessageId }[] = [
  {
    icon: Search,
    step: /*i18n*/ "home.how.step1",
    title: /*i18n*/ "home.how.search.title",
    text: /*i18n*/ "home.how.search.text",
  },
  {
    icon: Scale,
    step: /*i18n*/ "home.how.step2",
    title: /*i18n*/ "home.how.compare.title",
    text: /*i18n*/ "home.how.compare.text",
  },
  {
    icon: CalendarCheck,
    step: /*i18n*/ "home.how.step3",
    title: /*i18n*/ "home.how.book.title",
    text: /*i18n*/ "home.how.book.text",
  },
  {
    icon: Plane,
    step: /*i18n*/ "home.how.step4",
    title: /*i18n*/ "home.how.travel.title",
    text: /*i18n*/ "home.how.travel.text",
  },
];

export function HowItWorks() {
  const t = useText();
  const to = useLocalePath();
  return (
    <section aria-labelledby="how-title" className="bg-slate-50 py-16">
      <div className="container-page">
        <SectionHeading
          id="how-title"
          eyebrow={t("home.how.eyebrow")}
          title={t("home.how.title")}
        />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s) => (
            <li
              key={s.title}
              className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
            >
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-full bg-primary-700 text-white">
                  <s.icon aria-hidden className="size-5" />
                </span>
                <span className="text-sm font-semibold text-slate-500">{t(s.step)}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(s.title)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(s.text)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 text-center">
          <Link to={to("/how-it-works")} className={buttonVariants({ variant: "outline" })}>
            {t("home.how.more")}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The catalogue's own figures (features/catalogue/catalogue-stats.ts), never round claims. */
export function TrustedStats({ stats }: { stats: { value: string; label: string }[] }) {
  const t = useText();
  return (
    <section aria-labelledby="trusted-title" className="bg-primary-900 py-16 text-white">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="trusted-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("home.trusted.title")}
          </h2>
          <p className="mt-3 text-primary-100">{t("home.trusted.lead")}</p>
        </div>
        <dl className="mt-10 grid gap-6 sm:grid-cols-3">
          {stats.map((s) => (
            <div
              key={s.label}
              className="rounded-[var(--radius-card)] bg-white/10 p-6 text-center ring-1 ring-white/15"
            >
              <dt className="text-sm font-medium text-primary-100">{s.label}</dt>
              <dd className="mt-1 text-4xl font-extrabold tracking-tight">{s.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm text-primary-50">
          <li className="flex items-center gap-2">
            <BadgeCheck aria-hidden className="size-5" /> {t("home.trusted.verification")}
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck aria-hidden className="size-5" /> {t("home.trusted.deposit")}
          </li>
          <li className="flex items-center gap-2">
            <MessagesSquare aria-hidden className="size-5" /> {t("home.trusted.support")}
          </li>
        </ul>
      </div>
    </section>
  );
}

type Testimonial = {
  id: string;
  name: string;
  country: string;
  treatment: string;
  rating: number;
  /** "4 out of 5 stars", in the page's language (the loader formats it). */
  ratingLabel: string;
  text: string;
};

export function Testimonials({ items }: { items: Testimonial[] }) {
  const t = useText();
  return (
    <section aria-labelledby="testimonials-title" className="container-page py-16">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t("home.testimonials.eyebrow")}
        title={t("home.testimonials.title")}
      />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <figure className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5">
              <div className="flex gap-0.5" role="img" aria-label={item.ratingLabel}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Star
                    key={i}
                    aria-hidden
                    className={cn(
                      "size-4",
                      i < item.rating ? "fill-amber-400 text-amber-400" : "text-slate-300",
                    )}
                  />
                ))}
              </div>
              {/* Quoted as the patients wrote them, in English: read as English on every page. */}
              <blockquote lang="en" dir="auto" className="mt-3 flex-1 text-slate-700">
                “{item.text}”
              </blockquote>
              <figcaption className="mt-4 flex items-center gap-3">
                <Initials name={item.name} />
                <span>
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  <span className="block text-sm text-slate-600">
                    {item.country} · {item.treatment}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Partner = {
  slug: string;
  name: string;
  logo: string;
  status: string;
  description: string;
  details: string;
  coverage: string[];
  priceFromEur: number;
  website: string;
  /** Formatted by the loader in the page's language. */
  statusLabel: string;
  fromLabel: string;
  logoAlt: string;
  aboutLabel: string;
  visitLabel: string;
};

const STATUS_VARIANT: Record<string, "success" | "primary" | "warning"> = {
  "EU Licensed": "primary",
  "UK Regulated": "warning",
  "Fully Verified": "success",
};

export function InsurancePartners({ partners }: { partners: Partner[] }) {
  const t = useText();
  return (
    <section aria-labelledby="insurance-title" className="bg-slate-50 py-16">
      <div className="container-page">
        <SectionHeading
          id="insurance-title"
          eyebrow={t("home.insurance.eyebrow")}
          title={t("home.insurance.title")}
          description={t("home.insurance.description")}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {partners.map((p) => (
            <li
              key={p.slug}
              className="flex flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
            >
              <div className="flex items-start justify-between gap-3">
                <img
                  src={p.logo}
                  alt={p.logoAlt}
                  width={240}
                  height={80}
                  loading="lazy"
                  className="h-10 w-auto"
                />
                <Badge variant={STATUS_VARIANT[p.status] ?? "neutral"}>
                  <BadgeCheck aria-hidden />
                  {p.statusLabel}
                </Badge>
              </div>
              <h3 className="mt-4 font-semibold text-slate-900">{p.name}</h3>
              <p dir="auto" className="mt-1 flex-1 text-sm text-slate-600">
                {p.description}
              </p>
              <p className="mt-3 text-sm font-medium text-slate-800">{p.fromLabel}</p>
              <details className="group mt-3">
                <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  <span className="group-open:hidden">{t("home.insurance.more")}</span>
                  <span className="hidden group-open:inline">{t("home.insurance.less")}</span>
                  <span className="sr-only"> {p.aboutLabel}</span>
                </summary>
                <div className="mt-3 space-y-3 text-sm text-slate-700">
                  <p dir="auto">{p.details}</p>
                  <div>
                    <h4 className="font-semibold text-slate-900">{t("home.insurance.covers")}</h4>
                    <ul className="mt-1 list-disc space-y-0.5 ps-5">
                      {p.coverage.map((c) => (
                        <li key={c} dir="auto">
                          {c}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <a
                    href={p.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-block font-semibold text-primary-800 underline"
                  >
                    {p.visitLabel}
                    <span className="sr-only"> {t("shell.newTab")}</span>
                  </a>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const APP_FEATURES: { icon: typeof Search; title: MessageId; text: MessageId }[] = [
  {
    icon: CalendarCheck,
    title: /*i18n*/ "home.app.booking.title",
    text: /*i18n*/ "home.app.booking.text",
  },
  {
    icon: MessagesSquare,
    title: /*i18n*/ "home.app.messaging.title",
    text: /*i18n*/ "home.app.messaging.text",
  },
  {
    icon: FileHeart,
    title: /*i18n*/ "home.app.records.title",
    text: /*i18n*/ "home.app.records.text",
  },
];

/** The mobile app teaser's text, features and store badges (the notify form sits below it). */
export function MobileAppIntro() {
  const t = useText();
  return (
    <>
      <Badge variant="accent">{t("home.app.badge")}</Badge>
      <h2 id="app-title" className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
        {t("home.app.title")}
      </h2>
      <p className="mt-3 max-w-xl text-primary-50">{t("home.app.lead")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {APP_FEATURES.map((f) => (
          <li key={f.title} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
            <f.icon aria-hidden className="size-6" />
            <h3 className="mt-2 font-semibold">{t(f.title)}</h3>
            <p className="mt-1 text-sm text-primary-50">{t(f.text)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <img
          src="/images/app/app-store.svg"
          alt={t("home.app.appStore")}
          width={180}
          height={54}
          loading="lazy"
        />
        <img
          src="/images/app/google-play.svg"
          alt={t("home.app.googlePlay")}
          width={180}
          height={54}
          loading="lazy"
        />
      </div>
    </>
  );
}

export function MobileAppPhone() {
  const t = useText();
  return (
    <img
      src="/images/app/phone.svg"
      alt={t("home.app.phone")}
      width={360}
      height={720}
      loading="lazy"
      className="mx-auto hidden h-auto w-56 lg:block"
    />
  );
}

/** The hero's two soft colour blobs, placed against the hero section (the island's box is static). */
export function HeroBackdrop() {
  return (
    <>
      <div
        aria-hidden
        className="pointer-events-none absolute -end-32 -top-32 size-[28rem] rounded-full bg-primary-100/70 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -start-40 top-40 size-[22rem] rounded-full bg-accent-100/60 blur-3xl"
      />
    </>
  );
}

/** The hero's badge, title and lead. */
export function HeroIntro() {
  const t = useText();
  return (
    <>
      <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-primary-800 shadow-sm ring-1 ring-primary-200">
        <BadgeCheck aria-hidden className="size-4" /> {t("home.hero.badge")}
      </p>
      <h1
        id="hero-title"
        className="mt-5 text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
      >
        {t("home.hero.title")}{" "}
        <span className="text-primary-700">{t("home.hero.titleAccent")}</span>
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-slate-600">
        {t("home.hero.lead")}
      </p>
    </>
  );
}

/** The three promises under the hero's search form. */
export function HeroPromises() {
  const t = useText();
  return (
    <ul className="mt-5 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-700">
      <li className="flex items-center gap-1.5">
        <ShieldCheck aria-hidden className="size-4 text-primary-700" />{" "}
        {t("home.hero.promise.deposit")}
      </li>
      <li className="flex items-center gap-1.5">
        <Star aria-hidden className="size-4 text-primary-700" /> {t("home.hero.promise.reviews")}
      </li>
      <li className="flex items-center gap-1.5">
        <BadgeCheck aria-hidden className="size-4 text-primary-700" />{" "}
        {t("home.hero.promise.verified")}
      </li>
    </ul>
  );
}

export function CallToAction() {
  const t = useText();
  const to = useLocalePath();
  return (
    <section aria-labelledby="cta-title" className="container-page pb-8">
      <div className="rounded-3xl bg-accent-50 px-6 py-12 text-center ring-1 ring-accent-200">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t("home.cta.title")}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-700">{t("home.cta.text")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to={to("/search-results")}
            className={buttonVariants({ variant: "accent", size: "lg" })}
          >
            {t("home.cta.find")}
          </Link>
          <Link to={to("/contact")} className={buttonVariants({ variant: "outline", size: "lg" })}>
            {t("home.cta.talk")}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function PackagesHeading() {
  const t = useText();
  return (
    <SectionHeading
      id="packages-title"
      eyebrow={t("home.packages.eyebrow")}
      title={t("home.packages.title")}
      description={t("home.packages.description")}
    />
  );
}

export function AllPackagesLink() {
  const t = useText();
  const to = useLocalePath();
  return (
    <div className="mt-8 text-center">
      <Link to={to("/packages")} className={buttonVariants({ variant: "primary", size: "lg" })}>
        {t("home.packages.all")} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
      </Link>
    </div>
  );
}
