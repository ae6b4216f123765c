import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { controlClass, describedBy, Field } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import type { TranslationsBoard } from "~/features/clinics/content-translations.server";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import type { TranslationLocale } from "../content-translation-schema";

/** What the Translations tab's action answers with on a failure (the success is a redirect). */
export type TranslationsResult = {
  intent: string;
  /** "description", or the package id: only that form shows the errors and keeps the text. */
  target: string;
  values: Record<string, string>;
  fieldErrors?: Record<string, string>;
  formError?: string;
};

export type TranslationsData = {
  clinic: { slug: string } | null;
  target: { code: TranslationLocale; name: string; dir: "ltr" | "rtl" };
  languages: { code: TranslationLocale; name: string; missing: number; missingText: string }[];
  summary: string;
  board: Pick<TranslationsBoard, "description" | "packages">;
};

/**
 * Dashboard → Translations (clinic): pick a language; each text of the clinic's (the
 * description, each package's overview and inclusions) shows its English original beside an
 * editable translation, marked missing or translated. Everything is plain text: React escapes
 * it on output, on this page and on the public pages.
 */
export function TranslationsTab({
  data,
  result,
}: {
  data: TranslationsData;
  result?: TranslationsResult;
}) {
  const t = useText();
  const { target, board, clinic } = data;
  const mine = (intentPrefix: string, id: string) =>
    result && result.intent.startsWith(intentPrefix) && result.target === id ? result : undefined;
  const clinicResult = mine("clinic-", "description");

  return (
    <div className="space-y-6">
      <Panel
        title={t("dashboard.translations.title")}
        description={t("dashboard.translations.intro")}
        actions={
          clinic ? (
            <Link
              to={`/${target.code}/clinic/${clinic.slug}`}
              className={buttonVariants({ variant: "outline", wrap: true })}
            >
              <ExternalLink aria-hidden className="rtl:-scale-x-100" />
              {t("dashboard.translations.view")}
            </Link>
          ) : undefined
        }
      >
        <nav aria-label={t("dashboard.translations.language")}>
          <ul className="flex flex-wrap gap-2">
            {data.languages.map((l) => {
              const current = l.code === target.code;
              return (
                <li key={l.code}>
                  <Link
                    to={`?lang=${l.code}`}
                    preventScrollReset
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "flex min-h-11 flex-col justify-center rounded-lg px-3.5 py-1.5 text-sm ring-1 transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300",
                      current
                        ? "bg-primary-700 text-white ring-primary-700"
                        : "bg-white text-slate-800 ring-slate-300 hover:bg-primary-50",
                    )}
                  >
                    <span lang={l.code} className="font-semibold">
                      {l.name}
                    </span>
                    <span
                      className={cn(
                        "text-xs",
                        current ? "text-white" : l.missing ? "text-amber-800" : "text-emerald-800",
                      )}
                    >
                      {l.missingText}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className="mt-4 text-sm font-medium text-slate-800" data-testid="translations-summary">
          {data.summary}
        </p>
      </Panel>

      <Panel id="description" title={t("dashboard.translations.description")}>
        {board.description.original ? (
          <Form method="post" preventScrollReset className="space-y-4" noValidate>
            <input type="hidden" name="locale" value={target.code} />
            <ItemStatus translated={board.description.translation !== null} />
            {clinicResult?.formError && !clinicResult.fieldErrors && (
              <Notice tone="error">{clinicResult.formError}</Notice>
            )}
            <SideBySide
              original={<Paragraphs text={board.description.original} />}
              translation={
                <TranslationArea
                  id="translation-description"
                  name="description"
                  label={t("dashboard.translations.translation")}
                  hint={t("dashboard.translations.plain")}
                  target={target}
                  rows={10}
                  defaultValue={
                    clinicResult?.values.description ?? board.description.translation ?? ""
                  }
                  error={clinicResult?.fieldErrors?.description}
                />
              }
            />
            <Actions
              saveIntent="clinic-save"
              removeIntent={board.description.translation !== null ? "clinic-remove" : null}
            />
          </Form>
        ) : (
          <div className="space-y-3 text-sm text-slate-700">
            <p>{t("dashboard.translations.description.none")}</p>
            <Link
              to="/dashboard/profile/clinic"
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              {t("dashboard.translations.profile")}
            </Link>
          </div>
        )}
      </Panel>

      <Panel title={t("dashboard.translations.packages")}>
        {board.packages.length === 0 ? (
          <p className="text-sm text-slate-700">{t("dashboard.translations.packages.none")}</p>
        ) : (
          <ul className="space-y-8">
            {board.packages.map((p) => {
              const r = mine("package-", p.id);
              const tr = p.translation;
              const done = Boolean(tr?.overview) && (!p.includes.length || !!tr?.includes?.length);
              return (
                <li
                  key={p.id}
                  id={`package-${p.id}`}
                  className="scroll-mt-24 border-t border-slate-100 pt-6 first:border-0 first:pt-0"
                >
                  <Form method="post" preventScrollReset className="space-y-4" noValidate>
                    <input type="hidden" name="locale" value={target.code} />
                    <input type="hidden" name="id" value={p.id} />
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="min-w-0 break-words text-base font-semibold text-slate-900">
                        <bdi>{p.title}</bdi>
                      </h3>
                      {!p.published && (
                        <Badge variant="neutral">{t("dashboard.translations.unpublished")}</Badge>
                      )}
                      <ItemStatus translated={done} />
                    </div>
                    {r?.formError && !r.fieldErrors && <Notice tone="error">{r.formError}</Notice>}
                    <SideBySide
                      heading={t("dashboard.translations.overview")}
                      original={<Paragraphs text={p.overview} />}
                      translation={
                        <TranslationArea
                          id={`translation-overview-${p.id}`}
                          name="overview"
                          label={t("dashboard.translations.translation")}
                          hint={t("dashboard.translations.plain")}
                          target={target}
                          rows={8}
                          defaultValue={r?.values.overview ?? tr?.overview ?? ""}
                          error={r?.fieldErrors?.overview}
                        />
                      }
                    />
                    {p.includes.length > 0 && (
                      <SideBySide
                        heading={t("dashboard.translations.includes")}
                        original={
                          <ul className="list-disc space-y-1 ps-5">
                            {p.includes.map((inc, i) => (
                              <li key={i}>{inc}</li>
                            ))}
                          </ul>
                        }
                        translation={
                          <TranslationArea
                            id={`translation-includes-${p.id}`}
                            name="includes"
                            label={t("dashboard.translations.translation")}
                            hint={t("dashboard.translations.includes.hint")}
                            target={target}
                            rows={Math.min(12, Math.max(4, p.includes.length + 1))}
                            defaultValue={r?.values.includes ?? (tr?.includes ?? []).join("\n")}
                            error={r?.fieldErrors?.includes}
                          />
                        }
                      />
                    )}
                    <Actions
                      saveIntent="package-save"
                      removeIntent={tr ? "package-remove" : null}
                    />
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function ItemStatus({ translated }: { translated: boolean }) {
  const t = useText();
  return translated ? (
    <Badge variant="success">{t("dashboard.translations.status.translated")}</Badge>
  ) : (
    <Badge variant="warning">{t("dashboard.translations.status.missing")}</Badge>
  );
}

/** The original (English, left to right) beside the translation; stacked on a phone. */
function SideBySide({
  heading,
  original,
  translation,
}: {
  heading?: string;
  original: ReactNode;
  translation: ReactNode;
}) {
  const t = useText();
  return (
    <div className="space-y-2">
      {heading && <h4 className="text-sm font-semibold text-slate-900">{heading}</h4>}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="min-w-0">
          <p className="mb-1.5 text-sm font-semibold text-slate-800">
            {t("dashboard.translations.original")}
          </p>
          <div
            lang="en"
            dir="ltr"
            className="break-words rounded-lg bg-slate-50 p-3 text-sm leading-relaxed text-slate-700 ring-1 ring-slate-200"
          >
            {original}
          </div>
        </div>
        <div className="min-w-0">{translation}</div>
      </div>
    </div>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-3">
      {text
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
    </div>
  );
}

function TranslationArea({
  id,
  name,
  label,
  hint,
  target,
  rows,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  target: TranslationsData["target"];
  rows: number;
  defaultValue: string;
  error?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea
        // A new language or a saved text gives the field its new value.
        key={`${target.code}:${defaultValue}`}
        id={id}
        name={name}
        lang={target.code}
        dir={target.dir}
        rows={rows}
        defaultValue={defaultValue}
        className={cn(controlClass, "py-2.5 leading-relaxed")}
        {...describedBy(id, error, true)}
      />
    </Field>
  );
}

function Actions({
  saveIntent,
  removeIntent,
}: {
  saveIntent: string;
  removeIntent: string | null;
}) {
  const t = useText();
  return (
    <div className="flex flex-wrap gap-2">
      <SubmitButton intent={saveIntent} pendingLabel={t("dashboard.translations.saving")}>
        {t("dashboard.translations.save")}
      </SubmitButton>
      {removeIntent && (
        <SubmitButton intent={removeIntent} variant="outlineDanger">
          {t("dashboard.translations.remove")}
        </SubmitButton>
      )}
    </div>
  );
}
