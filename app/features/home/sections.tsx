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
import { cn } from "~/utils/misc";

export function DestinationCards({ destinations }: { destinations: DestinationCard[] }) {
  return (
    <section aria-labelledby="destinations-title" className="container-page py-16">
      <SectionHeading
        id="destinations-title"
        eyebrow="Where to go"
        title="Top Medical Destinations"
        description="Four countries with internationally accredited hospitals, experienced specialists and real savings."
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
                      to={`/destinations/${d.slug}`}
                      className="after:absolute after:inset-0 hover:text-primary-800"
                    >
                      {d.name}
                    </Link>
                  </h3>
                  {d.rating !== null && <Rating value={d.rating} />}
                </div>
                <p className="mt-1 text-sm text-slate-600">{d.description}</p>
                <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Specialties">
                  {d.specialties.slice(0, 3).map((s) => (
                    <li key={s}>
                      <Badge variant="neutral">{s}</Badge>
                    </li>
                  ))}
                </ul>
                <p className="mt-3 text-sm font-medium text-primary-800">
                  {d.clinicsCount} verified {d.clinicsCount === 1 ? "clinic" : "clinics"}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STEPS = [
  {
    icon: Search,
    title: "Search",
    text: "Search by treatment type and destination city to see verified clinics and packages.",
  },
  {
    icon: Scale,
    title: "Compare",
    text: "Compare clinics, doctors, verified reviews and transparent, itemised prices side by side.",
  },
  {
    icon: CalendarCheck,
    title: "Book",
    text: "Book with secure card payment. Your deposit is protected until the clinic confirms your appointment.",
  },
  {
    icon: Plane,
    title: "Travel",
    text: "Travel with confidence: hotel, transfers and aftercare arranged, and 24/7 support by email or chat.",
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-slate-50 py-16">
      <div className="container-page">
        <SectionHeading id="how-title" eyebrow="Simple and transparent" title="How It Works" />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s, i) => (
            <li
              key={s.title}
              className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
            >
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-full bg-primary-700 text-white">
                  <s.icon aria-hidden className="size-5" />
                </span>
                <span className="text-sm font-semibold text-slate-500">Step {i + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{s.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{s.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 text-center">
          <Link to="/how-it-works" className={buttonVariants({ variant: "outline" })}>
            Learn how CareAtlas works
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The catalogue's own figures (features/catalogue/catalogue-stats.ts), never round claims. */
export function TrustedStats({ stats }: { stats: { value: string; label: string }[] }) {
  return (
    <section aria-labelledby="trusted-title" className="bg-primary-900 py-16 text-white">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="trusted-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Trusted by Patients Worldwide
          </h2>
          <p className="mt-3 text-primary-100">
            Every clinic is manually verified, and JCI-accredited partners are marked on their
            profiles.
          </p>
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
            <BadgeCheck aria-hidden className="size-5" /> Manual clinic verification
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck aria-hidden className="size-5" /> Deposit protection until your appointment
            is confirmed
          </li>
          <li className="flex items-center gap-2">
            <MessagesSquare aria-hidden className="size-5" /> 24/7 support by email or chat
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
  text: string;
};

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <section aria-labelledby="testimonials-title" className="container-page py-16">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Real experiences"
        title="What Our Patients Say"
      />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((t) => (
          <li key={t.id}>
            <figure className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5">
              <div className="flex gap-0.5" role="img" aria-label={`${t.rating} out of 5 stars`}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Star
                    key={i}
                    aria-hidden
                    className={cn(
                      "size-4",
                      i < t.rating ? "fill-amber-400 text-amber-400" : "text-slate-300",
                    )}
                  />
                ))}
              </div>
              <blockquote className="mt-3 flex-1 text-slate-700">“{t.text}”</blockquote>
              <figcaption className="mt-4 flex items-center gap-3">
                <Initials name={t.name} />
                <span>
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-sm text-slate-600">
                    {t.country} · {t.treatment}
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
};

const STATUS_VARIANT: Record<string, "success" | "primary" | "warning"> = {
  "EU Licensed": "primary",
  "UK Regulated": "warning",
  "Fully Verified": "success",
};

export function InsurancePartners({ partners }: { partners: Partner[] }) {
  return (
    <section aria-labelledby="insurance-title" className="bg-slate-50 py-16">
      <div className="container-page">
        <SectionHeading
          id="insurance-title"
          eyebrow="Optional cover"
          title="Travel-medical insurance partners"
          description="Add cover for medical complications, travel medical costs and trip cancellation, from €29. Offered by our partners; buying it is always your choice."
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
                  alt={`${p.name} logo`}
                  width={240}
                  height={80}
                  loading="lazy"
                  className="h-10 w-auto"
                />
                <Badge variant={STATUS_VARIANT[p.status] ?? "neutral"}>
                  <BadgeCheck aria-hidden />
                  {p.status}
                </Badge>
              </div>
              <h3 className="mt-4 font-semibold text-slate-900">{p.name}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-600">{p.description}</p>
              <p className="mt-3 text-sm font-medium text-slate-800">From €{p.priceFromEur}</p>
              <details className="group mt-3">
                <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  <span className="group-open:hidden">Learn More</span>
                  <span className="hidden group-open:inline">Show less</span>
                  <span className="sr-only"> about {p.name}</span>
                </summary>
                <div className="mt-3 space-y-3 text-sm text-slate-700">
                  <p>{p.details}</p>
                  <div>
                    <h4 className="font-semibold text-slate-900">What it covers</h4>
                    <ul className="mt-1 list-disc space-y-0.5 pl-5">
                      {p.coverage.map((c) => (
                        <li key={c}>{c}</li>
                      ))}
                    </ul>
                  </div>
                  <a
                    href={p.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-block font-semibold text-primary-800 underline"
                  >
                    Visit {p.name}
                    <span className="sr-only"> (opens in a new tab)</span>
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

const APP_FEATURES = [
  {
    icon: CalendarCheck,
    title: "Easy Booking",
    text: "Book and manage appointments, travel dates and deposits from your phone.",
  },
  {
    icon: MessagesSquare,
    title: "Direct Messaging",
    text: "Talk to your clinic coordinator in real time, with every message in one place.",
  },
  {
    icon: FileHeart,
    title: "Health Records",
    text: "Keep scans and reports private and share them with a clinic only when you choose.",
  },
];

/** The mobile app teaser's text, features and store badges (the notify form sits below it). */
export function MobileAppIntro() {
  return (
    <>
      <Badge variant="accent">Coming soon</Badge>
      <h2 id="app-title" className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
        Mobile App — Coming Soon!
      </h2>
      <p className="mt-3 max-w-xl text-primary-50">
        Your whole medical journey in your pocket. Be the first to know when the CareAtlas app
        launches on the App Store and Google Play.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {APP_FEATURES.map((f) => (
          <li key={f.title} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
            <f.icon aria-hidden className="size-6" />
            <h3 className="mt-2 font-semibold">{f.title}</h3>
            <p className="mt-1 text-sm text-primary-50">{f.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <img
          src="/images/app/app-store.svg"
          alt="App Store — coming soon"
          width={180}
          height={54}
          loading="lazy"
        />
        <img
          src="/images/app/google-play.svg"
          alt="Google Play — coming soon"
          width={180}
          height={54}
          loading="lazy"
        />
      </div>
    </>
  );
}

export function MobileAppPhone() {
  return (
    <img
      src="/images/app/phone.svg"
      alt="Preview of the CareAtlas app"
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
        className="pointer-events-none absolute -right-32 -top-32 size-[28rem] rounded-full bg-primary-100/70 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -left-40 top-40 size-[22rem] rounded-full bg-accent-100/60 blur-3xl"
      />
    </>
  );
}

/** The hero's badge, title and lead. */
export function HeroIntro() {
  return (
    <>
      <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-primary-800 shadow-sm ring-1 ring-primary-200">
        <BadgeCheck aria-hidden className="size-4" /> Verified clinics in Turkey, South Korea,
        Thailand &amp; Mexico
      </p>
      <h1
        id="hero-title"
        className="mt-5 text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
      >
        Compare clinics. Book safely. <span className="text-primary-700">Travel confidently.</span>
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-slate-600">
        Find verified clinics, doctors and all-inclusive treatment packages abroad — with verified
        reviews and transparent pricing, so you know exactly what is included before you go.
      </p>
    </>
  );
}

/** The three promises under the hero's search form. */
export function HeroPromises() {
  return (
    <ul className="mt-5 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-700">
      <li className="flex items-center gap-1.5">
        <ShieldCheck aria-hidden className="size-4 text-primary-700" /> Deposit protected until
        confirmed
      </li>
      <li className="flex items-center gap-1.5">
        <Star aria-hidden className="size-4 text-primary-700" /> Reviews from verified patients
      </li>
      <li className="flex items-center gap-1.5">
        <BadgeCheck aria-hidden className="size-4 text-primary-700" /> Every clinic manually
        verified
      </li>
    </ul>
  );
}

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="container-page pb-8">
      <div className="rounded-3xl bg-accent-50 px-6 py-12 text-center ring-1 ring-accent-200">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Ready to compare your options?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-700">
          Search verified clinics, read reviews from real patients and request quotes — free and
          with no obligation.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/search-results" className={buttonVariants({ variant: "accent", size: "lg" })}>
            Find Clinics
          </Link>
          <Link to="/contact" className={buttonVariants({ variant: "outline", size: "lg" })}>
            Talk to our team
          </Link>
        </div>
      </div>
    </section>
  );
}

export function PackagesHeading() {
  return (
    <SectionHeading
      id="packages-title"
      eyebrow="All-inclusive"
      title="Featured Treatment Packages"
      description="Treatment, hotel, airport transfers and aftercare in one transparent price."
    />
  );
}

export function AllPackagesLink() {
  return (
    <div className="mt-8 text-center">
      <Link to="/packages" className={buttonVariants({ variant: "primary", size: "lg" })}>
        View All Packages <ArrowRight aria-hidden />
      </Link>
    </div>
  );
}
