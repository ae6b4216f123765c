import {
  BadgeCheck,
  Check,
  Clock,
  Clock3,
  ExternalLink as ExternalIcon,
  Globe,
  Languages,
  MapPin,
  MessageCircle,
  Navigation,
  Send,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { Link } from "react-router";
import { Price } from "~/components/currency-context";
import { buttonVariants } from "~/components/ui/button";
import type { ClinicSocial } from "~/db/schema";
import { ContactDialog, contactPageHref } from "~/features/inquiries/contact-dialog";
import { LISTING_LANG } from "~/i18n/original-language-note";
import { useLocalePath, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { formatCoordinate, languagesLabel, mapsUrl } from "../clinic-format";
import { ExternalLink } from "./external-link";
import { InsuranceAddon } from "./insurance-addon";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "./social-icons";

type ResponseTexts = { measured: boolean; title: string; detail: string };

const cardShape = "rounded-[var(--radius-card)] p-5 shadow-[var(--shadow-card)]";
const card = `${cardShape} bg-white ring-1 ring-slate-900/5`;

type SidebarPackage = {
  id: string;
  slug: string;
  title: string;
  includes: string[];
  /** The clinic's own translation into the page's language (decision 050). */
  includesTranslated?: boolean;
  priceMinor: number;
  originalPriceMinor: number | null;
  currency: string;
  durationText: string;
};

export function ClinicSidebar({
  clinic,
  packages,
  response,
}: {
  clinic: {
    id: string;
    slug: string;
    name: string;
    address: string;
    website: string | null;
    social: ClinicSocial;
    lat: number | null;
    lng: number | null;
    languages: string[];
  };
  packages: SidebarPackage[];
  /** The measured response time in the page's language (decision 053), from the loader. */
  response: ResponseTexts;
}) {
  return (
    <div className="space-y-5">
      <PackagesCard packages={packages} />
      <ContactCard id={clinic.id} slug={clinic.slug} name={clinic.name} response={response} />
      <div className={card}>
        <InsuranceAddon clinicSlug={clinic.slug} />
      </div>
      <LocationCard name={clinic.name} address={clinic.address} lat={clinic.lat} lng={clinic.lng} />
      <ConnectCard name={clinic.name} website={clinic.website} social={clinic.social} />
      <QuickInfoCard languages={clinic.languages} response={response} />
    </div>
  );
}

function CardTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-lg font-bold tracking-tight text-slate-900">
      {children}
    </h2>
  );
}

function PackagesCard({ packages }: { packages: SidebarPackage[] }) {
  const t = useText();
  const to = useLocalePath();
  return (
    <section aria-labelledby="packages-title" className={card}>
      <CardTitle id="packages-title">{t("clinic.packages.title")}</CardTitle>
      {packages.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("clinic.packages.none")}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {packages.map((p) => (
            <li key={p.id}>
              <article className="group relative rounded-xl p-4 ring-1 ring-slate-200 transition-shadow hover:shadow-[var(--shadow-card-hover)] hover:ring-primary-300">
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                  <BadgeCheck aria-hidden className="size-3.5" />
                  {t("clinic.packages.verified")}
                </span>
                <h3 className="mt-2 font-semibold leading-snug text-slate-900">
                  <Link
                    to={to(`/package/${p.slug}`)}
                    className="after:absolute after:inset-0 group-hover:text-primary-800"
                  >
                    {p.title}
                  </Link>
                </h3>
                <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
                  <Clock aria-hidden className="size-3.5" />
                  <bdi>{p.durationText}</bdi>
                </p>
                {p.includes.length > 0 && (
                  <ul
                    lang={p.includesTranslated ? undefined : LISTING_LANG}
                    dir={p.includesTranslated ? undefined : "ltr"}
                    className="mt-3 space-y-1 text-sm text-slate-700"
                    aria-label={t("clinic.packages.includes")}
                  >
                    {p.includes.map((inc) => (
                      <li key={inc} className="flex items-start gap-1.5">
                        <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                        <span>{inc}</span>
                      </li>
                    ))}
                  </ul>
                )}
                <div className="mt-3 flex items-end justify-between gap-2 border-t border-slate-100 pt-3">
                  <span className="text-xs font-medium text-slate-600">
                    {t("clinic.packages.from")}
                  </span>
                  <p className="text-end">
                    {p.originalPriceMinor != null && p.originalPriceMinor > p.priceMinor && (
                      <span className="me-1.5 text-sm text-slate-600 line-through">
                        <span className="sr-only">{t("clinic.packages.was")} </span>
                        <bdi dir="ltr">
                          <Price amountMinor={p.originalPriceMinor} currency={p.currency} />
                        </bdi>
                      </span>
                    )}
                    <span className="text-lg font-bold text-primary-800">
                      <span className="sr-only">{t("clinic.packages.now")} </span>
                      <bdi dir="ltr">
                        <Price amountMinor={p.priceMinor} currency={p.currency} />
                      </bdi>
                    </span>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ContactCard({
  id,
  slug,
  name,
  response,
}: {
  id: string;
  slug: string;
  name: string;
  response: ResponseTexts;
}) {
  const t = useText();
  const to = useLocalePath();
  return (
    <section
      aria-labelledby="contact-title"
      className={cn(cardShape, "bg-gradient-to-br from-primary-800 to-primary-950 text-white")}
    >
      <h2 id="contact-title" className="text-lg font-bold tracking-tight">
        {t("clinic.quote.title")}
      </h2>
      <p className="mt-1 text-sm text-primary-50">{t("clinic.quote.text")}</p>
      <Link
        to={to(`/quote-request?clinic=${encodeURIComponent(slug)}`)}
        rel="nofollow"
        className={buttonVariants({ variant: "light", size: "lg", className: "mt-4 w-full" })}
      >
        <Send aria-hidden />
        {t("clinic.quote.request")}
      </Link>
      <ContactDialog
        subject={{ kind: "clinic", id, slug, name }}
        trigger={
          <Link
            to={contactPageHref({ kind: "clinic", id, slug, name })}
            className={buttonVariants({ variant: "accent", size: "lg", className: "mt-4 w-full" })}
          >
            <MessageCircle aria-hidden />
            {t("clinic.contact")}
          </Link>
        }
      />
      <Link
        to={`/dashboard/messages/new?clinic=${encodeURIComponent(slug)}`}
        rel="nofollow"
        className={buttonVariants({
          variant: null,
          size: "lg",
          className: "mt-3 w-full border border-white/40 bg-white/10 text-white hover:bg-white/20",
        })}
      >
        <MessageCircle aria-hidden />
        {t("clinic.quote.message")}
      </Link>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-primary-100">
        <Clock3 aria-hidden className="size-3.5" />
        {response.title}
      </p>
    </section>
  );
}

function LocationCard({
  name,
  address,
  lat,
  lng,
}: {
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
}) {
  const t = useText();
  return (
    <section aria-labelledby="location-title" className={card}>
      <CardTitle id="location-title">{t("clinic.location.title")}</CardTitle>
      <div className="relative mt-4 overflow-hidden rounded-xl ring-1 ring-slate-200">
        <MapIllustration label={t("clinic.location.map")} />
        <span className="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-full">
          <span className="grid size-11 place-items-center rounded-full rounded-br-none bg-accent-600 text-white shadow-lg ring-4 ring-white [transform:rotate(45deg)]">
            <MapPin aria-hidden className="size-5 [transform:rotate(-45deg)]" />
          </span>
        </span>
        {lat != null && lng != null && (
          <span
            dir="ltr"
            className="absolute bottom-2 start-2 rounded-md bg-white/90 px-2 py-1 font-mono text-[11px] text-slate-700 shadow-sm"
          >
            <span className="sr-only">{t("clinic.location.coordinates")} </span>
            {formatCoordinate(lat, "N", "S")}, {formatCoordinate(lng, "E", "W")}
          </span>
        )}
      </div>
      <p className="mt-3 flex items-start gap-1.5 text-sm text-slate-700">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
        <span>{address}</span>
      </p>
      <ExternalLink
        href={mapsUrl(name, address)}
        className={buttonVariants({ variant: "outline", className: "mt-4 w-full" })}
      >
        <Navigation aria-hidden />
        {t("clinic.location.maps")}
      </ExternalLink>
    </section>
  );
}

/** A stylised street plan; the profile loads no map tiles from other hosts. */
function MapIllustration({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 320 160"
      role="img"
      aria-label={label}
      className="block h-40 w-full bg-[#e8f3ef]"
      preserveAspectRatio="xMidYMid slice"
    >
      <path
        d="M-10 120 C 60 100, 90 150, 170 128 S 280 90, 340 110 L 340 170 L -10 170 Z"
        fill="#bfe3e0"
      />
      <path
        d="M-10 120 C 60 100, 90 150, 170 128 S 280 90, 340 110"
        fill="none"
        stroke="#9fd3cf"
        strokeWidth="2"
      />
      <g fill="#d7ebe3">
        <rect x="18" y="14" width="54" height="34" rx="4" />
        <rect x="86" y="14" width="40" height="34" rx="4" />
        <rect x="18" y="62" width="54" height="30" rx="4" />
        <rect x="196" y="16" width="48" height="28" rx="4" />
        <rect x="258" y="16" width="50" height="28" rx="4" />
        <rect x="196" y="58" width="112" height="26" rx="4" />
      </g>
      <rect x="86" y="62" width="40" height="30" rx="4" fill="#c6e6c9" />
      <g stroke="#ffffff" strokeLinecap="round">
        <path d="M0 54 H320" strokeWidth="8" />
        <path d="M80 0 V110" strokeWidth="6" />
        <path d="M186 0 V120" strokeWidth="8" />
        <path d="M140 0 L 150 100" strokeWidth="4" />
        <path d="M250 50 V 92" strokeWidth="4" />
      </g>
      <path d="M0 54 H320" stroke="#f5d48f" strokeWidth="2" strokeDasharray="6 6" />
    </svg>
  );
}

type ConnectLink = {
  label: string;
  href: string;
  icon: LucideIcon | ComponentType<SVGProps<SVGSVGElement>>;
};

function ConnectCard({
  website,
  social,
}: {
  name: string;
  website: string | null;
  social: ClinicSocial;
}) {
  const t = useText();
  const candidates: (ConnectLink | null)[] = [
    website ? { label: t("clinic.connect.website"), href: website, icon: Globe } : null,
    social.instagram ? { label: "Instagram", href: social.instagram, icon: InstagramIcon } : null,
    social.facebook ? { label: "Facebook", href: social.facebook, icon: FacebookIcon } : null,
    social.youtube ? { label: "YouTube", href: social.youtube, icon: YoutubeIcon } : null,
  ];
  const links = candidates.filter((l): l is ConnectLink => l !== null);
  if (!links.length) return null;

  return (
    <section aria-labelledby="connect-title" className={card}>
      <CardTitle id="connect-title">
        {t("clinic.connect.title")}
        <span className="sr-only"> {t("clinic.connect.with")}</span>
      </CardTitle>
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {links.map((l) => (
          <li key={l.label}>
            <ExternalLink
              href={l.href}
              className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50 hover:text-primary-800"
            >
              <l.icon aria-hidden className="size-4 shrink-0 text-primary-700" />
              <span className="flex-1">{l.label}</span>
              <ExternalIcon aria-hidden className="size-3.5 shrink-0 text-slate-500" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuickInfoCard({ languages, response }: { languages: string[]; response: ResponseTexts }) {
  const t = useText();
  const items: { icon: LucideIcon; title: string; text: string }[] = [
    {
      icon: Clock3,
      title: `${t("clinic.info.response")}: ${response.title}`,
      text: response.detail,
    },
    {
      icon: Languages,
      title: t("clinic.info.staff"),
      text: languagesLabel(languages),
    },
    {
      icon: ShieldCheck,
      title: t("clinic.info.verified"),
      text: t("clinic.info.verifiedText"),
    },
  ];
  return (
    <section aria-labelledby="quick-title" className={card}>
      <CardTitle id="quick-title">{t("clinic.info.title")}</CardTitle>
      <ul className="mt-3 space-y-3">
        {items.map((i) => (
          <li key={i.title} className="flex items-start gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700">
              <i.icon aria-hidden className="size-4" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">{i.title}</span>
              <span className="block text-sm text-slate-600">{i.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
