import {
  BadgeCheck,
  ClipboardCheck,
  FileSearch,
  Globe2,
  HeartHandshake,
  Mail,
  MessagesSquare,
  Rocket,
  ScrollText,
  Users,
} from "lucide-react";
import { Price } from "~/components/currency-context";
import { buttonVariants } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { type MessageId, useText } from "~/i18n/text";
import type { ContactFormResult } from "./contact-form";
import { PartnerForm } from "./partner-form";

const BENEFITS = [
  {
    icon: Users,
    title: /*i18n*/ "partner.benefit1.title",
    text: /*i18n*/ "partner.benefit1.text",
  },
  {
    icon: BadgeCheck,
    title: /*i18n*/ "partner.benefit2.title",
    text: /*i18n*/ "partner.benefit2.text",
  },
  {
    icon: ScrollText,
    title: /*i18n*/ "partner.benefit3.title",
    text: /*i18n*/ "partner.benefit3.text",
  },
  {
    icon: HeartHandshake,
    title: /*i18n*/ "partner.benefit4.title",
    text: /*i18n*/ "partner.benefit4.text",
  },
] satisfies { icon: unknown; title: MessageId; text: MessageId }[];

const STEPS = [
  {
    icon: ClipboardCheck,
    title: /*i18n*/ "partner.step1.title",
    text: /*i18n*/ "partner.step1.text",
  },
  {
    icon: MessagesSquare,
    title: /*i18n*/ "partner.step2.title",
    text: /*i18n*/ "partner.step2.text",
  },
  { icon: FileSearch, title: /*i18n*/ "partner.step3.title", text: /*i18n*/ "partner.step3.text" },
  { icon: Rocket, title: /*i18n*/ "partner.step4.title", text: /*i18n*/ "partner.step4.text" },
] satisfies { icon: unknown; title: MessageId; text: MessageId }[];

const CHECKS: MessageId[] = [
  /*i18n*/ "partner.verify.1",
  /*i18n*/ "partner.verify.2",
  /*i18n*/ "partner.verify.3",
  /*i18n*/ "partner.verify.4",
  /*i18n*/ "partner.verify.5",
  /*i18n*/ "partner.verify.6",
];

const PREVIEW_ITEMS: MessageId[] = [
  /*i18n*/ "partner.preview.item1",
  /*i18n*/ "partner.preview.item2",
  /*i18n*/ "partner.preview.item3",
];

/** The partner page: what a partnership offers, the process, what we verify, and the application. */
export function PartnerPage({
  figures,
  result,
  idempotencyKey,
}: {
  /** [value, label] pairs from the catalogue, shown under the heading. */
  figures: [string, string][];
  result: ContactFormResult | undefined;
  idempotencyKey: string;
}) {
  const t = useText();
  return (
    <>
      <section
        aria-labelledby="partner-title"
        className="relative overflow-hidden bg-gradient-to-b from-primary-50 via-white to-white"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute -right-32 -top-32 size-[26rem] rounded-full bg-primary-100/70 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -left-40 top-32 size-[20rem] rounded-full bg-accent-100/60 blur-3xl"
        />
        <div className="container-page relative grid gap-12 pb-14 pt-12 sm:pb-20 sm:pt-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center">
          <div>
            <div className="max-w-3xl">
              <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-primary-800 shadow-sm ring-1 ring-primary-200">
                <Globe2 aria-hidden className="size-4" /> {t("partner.hero.badge")}
              </p>
              <h1
                id="partner-title"
                className="mt-5 text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
              >
                {t("partner.hero.title")}
              </h1>
              <p className="mt-4 max-w-2xl text-pretty text-lg text-slate-600">
                {t("partner.hero.text")}
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <a href="#apply" className={buttonVariants({ variant: "accent", size: "lg" })}>
                  {t("partner.hero.apply")}
                </a>
                <a href="#process" className={buttonVariants({ variant: "outline", size: "lg" })}>
                  {t("partner.hero.how")}
                </a>
              </div>
            </div>
            <dl className="mt-12 grid max-w-3xl grid-cols-3 gap-4 border-t border-slate-200 pt-8">
              {figures.map(([value, label]) => (
                <div key={label}>
                  <dt className="sr-only">{label}</dt>
                  <dd className="text-2xl font-extrabold text-primary-800 sm:text-3xl">{value}</dd>
                  <dd className="text-sm text-slate-600">{label}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ProfilePreview />
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="container-page py-14">
        <SectionHeading
          id="benefits-title"
          eyebrow={t("partner.benefits.eyebrow")}
          title={t("partner.benefits.title")}
          description={t("partner.benefits.text")}
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((b) => (
            <li
              key={b.title}
              className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                <b.icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(b.title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(b.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="process" aria-labelledby="process-title" className="bg-slate-50 py-14">
        <div className="container-page">
          <SectionHeading
            id="process-title"
            eyebrow={t("partner.process.eyebrow")}
            title={t("partner.process.title")}
            description={t("partner.process.text")}
          />
          <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((s, i) => (
              <li
                key={s.title}
                className="relative rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-slate-200"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-9 items-center justify-center rounded-full bg-primary-700 text-sm font-bold text-white">
                    {i + 1}
                  </span>
                  <s.icon aria-hidden className="size-5 text-primary-700" />
                </div>
                <h3 className="mt-4 font-semibold text-slate-900">{t(s.title)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(s.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        id="apply"
        aria-labelledby="apply-title"
        className="container-page scroll-mt-20 py-14"
      >
        {/* items-start: the form's card is as tall as its content (the thank-you is short). */}
        <div className="grid items-start gap-10 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <div className="space-y-6">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
                {t("partner.apply.eyebrow")}
              </p>
              <h2
                id="apply-title"
                className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
              >
                {t("partner.apply.title")}
              </h2>
              <p className="mt-3 text-slate-600">{t("partner.apply.text")}</p>
            </div>
            <div className="rounded-[var(--radius-card)] bg-primary-50 p-5 ring-1 ring-primary-100">
              <h3 className="font-semibold text-primary-950">{t("partner.verify.title")}</h3>
              <ul className="mt-3 space-y-2 text-sm text-primary-950">
                {CHECKS.map((c) => (
                  <li key={c} className="flex gap-2">
                    <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
                    {t(c)}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-[var(--radius-card)] p-5 ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{t("partner.questions.title")}</h3>
              <p className="mt-1 text-sm text-slate-600">{t("partner.questions.text")}</p>
              <a
                href="mailto:partners@careatlas.example"
                className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary-700 hover:underline"
              >
                <Mail aria-hidden className="size-4" /> partners@careatlas.example
              </a>
            </div>
          </div>
          <div className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-8">
            <PartnerForm result={result} loaderKey={idempotencyKey} />
          </div>
        </div>
      </section>
    </>
  );
}

/** A sketch of how a partner clinic appears to patients (decorative). */
function ProfilePreview() {
  const t = useText();
  return (
    <div aria-hidden className="relative hidden lg:block">
      <div className="absolute -inset-4 rotate-2 rounded-2xl bg-primary-100/60" />
      <div className="relative overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-900/5">
        <div className="h-28 bg-gradient-to-br from-primary-600 to-primary-800" />
        <div className="p-5">
          <div className="-mt-12 flex size-14 items-center justify-center rounded-xl bg-white text-lg font-bold text-primary-800 shadow-md ring-1 ring-slate-200">
            YC
          </div>
          <p className="mt-3 font-semibold text-slate-900">{t("partner.preview.clinic")}</p>
          <p className="text-sm text-slate-600">{t("partner.preview.city")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              <BadgeCheck className="size-3.5" /> {t("partner.preview.verified")}
            </span>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
              JCI
            </span>
          </div>
          <div className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
            {PREVIEW_ITEMS.map((item) => (
              <p key={item} className="flex items-center gap-2 text-slate-700">
                <BadgeCheck className="size-4 text-primary-700" /> {t(item)}
              </p>
            ))}
          </div>
          <div className="mt-4 flex items-end justify-between border-t border-slate-100 pt-4">
            <div>
              <p className="text-xs text-slate-600">{t("partner.preview.from")}</p>
              <Price
                amountMinor={290_000}
                currency="USD"
                className="text-xl font-bold text-slate-900"
              />
            </div>
            <span className="rounded-lg bg-accent-600 px-3 py-2 text-xs font-semibold text-white">
              {t("partner.preview.view")}
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
