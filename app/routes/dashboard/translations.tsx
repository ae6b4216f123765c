import { data } from "react-router";
import {
  TranslationsTab,
  type TranslationsResult,
} from "~/features/clinics/components/translations-tab";
import {
  ClinicTranslationSchema,
  PackageTranslationSchema,
  RemoveTranslationSchema,
  TRANSLATION_LOCALES,
  type TranslationLocale,
  isTranslationLocale,
  packageTranslationInput,
} from "~/features/clinics/content-translation-schema";
import {
  removeClinicTranslation,
  removePackageTranslation,
  saveClinicTranslation,
  savePackageTranslation,
  translationsBoard,
} from "~/features/clinics/content-translations.server";
import { getEditableClinic } from "~/features/clinics/editor.server";
import { i18nFor } from "~/i18n/catalog.server";
import { localeInfo } from "~/i18n/config";
import { accountPageI18n, formLocale } from "~/i18n/page.server";
import { type IntentContext, handleForm, intentsFor, textFields } from "~/utils/action.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import type { Failure } from "~/utils/result";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/translations";

/**
 * Dashboard → Translations (clinic only, decision 050): the clinic's description and each
 * package's overview and inclusions, the original beside a translation per language.
 * `?lang=de` chooses the language (default: the person's, else German).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "translations", ["clinic"]);
  const clinicId = requireClinicId(user);
  const { locale, i18n, text } = await accountPageI18n(request, ["dashboard.translations."]);
  const asked = new URL(request.url).searchParams.get("lang");
  const target: TranslationLocale = isTranslationLocale(asked)
    ? asked
    : isTranslationLocale(locale)
      ? locale
      : "de";
  const [clinic, board] = await Promise.all([
    getEditableClinic(clinicId),
    translationsBoard(clinicId, target),
  ]);
  const info = localeInfo(target);
  return data(
    {
      locale,
      text: {
        ...text,
        "dashboard.translations.translation": i18n._("dashboard.translations.translation", {
          language: info.name,
        }),
      } as Record<string, string>,
      clinic: clinic ? { slug: clinic.slug } : null,
      target: { code: target, name: info.name, dir: info.dir },
      languages: TRANSLATION_LOCALES.map((code) => ({
        code,
        name: localeInfo(code).name,
        missing: board.missing[code],
        missingText: i18n._("dashboardData.translations.missing", { count: board.missing[code] }),
      })),
      summary: i18n._("dashboardData.translations.summary", {
        language: info.name,
        done: board.total - board.missing[target],
        total: board.total,
      }),
      board: { description: board.description, packages: board.packages },
    },
    { headers: NO_STORE },
  );
}

type Editor = { userId: string; clinicId: string };

const intent = intentsFor<Editor, TranslationsResult>();

/** Back to the language's list at the item saved, with a toast in the person's language. */
async function saved(
  ctx: IntentContext<Editor>,
  locale: TranslationLocale,
  anchor: string,
  removed = false,
) {
  const i18n = i18nFor(await formLocale(ctx.request));
  return redirectWithToast(`/dashboard/translations?lang=${locale}#${anchor}`, {
    type: "success",
    title: removed
      ? i18n._("dashboard.translations.toast.removed")
      : i18n._("dashboard.translations.toast.saved"),
  });
}

const saveClinic = intent({
  schema: ClinicTranslationSchema,
  run: ({ locale, description }, { user }) =>
    saveClinicTranslation(user.clinicId, user.userId, locale as TranslationLocale, description),
  done: (_v, { locale }, ctx) => saved(ctx, locale as TranslationLocale, "description"),
});

const removeClinic = intent({
  schema: RemoveTranslationSchema,
  run: ({ locale }, { user }) =>
    removeClinicTranslation(user.clinicId, locale as TranslationLocale),
  done: (_v, { locale }, ctx) => saved(ctx, locale as TranslationLocale, "description", true),
});

const savePackage = intent({
  schema: PackageTranslationSchema,
  input: (form) => packageTranslationInput(textFields(form)),
  run: ({ locale, id, overview, includes }, { user }) =>
    savePackageTranslation(user.clinicId, user.userId, id, locale as TranslationLocale, {
      overview,
      includes,
    }),
  done: (_v, { locale, id }, ctx) => saved(ctx, locale as TranslationLocale, `package-${id}`),
});

const removePackage = intent({
  schema: RemoveTranslationSchema,
  run: ({ locale, id }, { user }) =>
    removePackageTranslation(user.clinicId, id, locale as TranslationLocale),
  done: (_v, { locale, id }, ctx) => saved(ctx, locale as TranslationLocale, `package-${id}`, true),
});

/** A failure beside the form it came from, with what was typed (nothing is lost). */
function reply(f: Failure, { intent: name, form }: IntentContext<Editor>) {
  const fields = textFields(form);
  const values: Record<string, string> = {};
  for (const k of ["description", "overview", "includes"])
    if (typeof fields[k] === "string") values[k] = fields[k].slice(0, 20_000);
  return data<TranslationsResult>(
    {
      intent: name,
      target: name.startsWith("package-") ? (fields.id ?? "").slice(0, 64) : "description",
      values,
      fieldErrors: f.fieldErrors,
      formError: f.message,
    },
    { status: f.status },
  );
}

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) => {
      const { user } = await requireDashboardTab(request, "translations", ["clinic"]);
      return { userId: user.id, clinicId: requireClinicId(user) };
    },
    // Two texts at their limits, in the widest script, with room for the other fields.
    maxBytes: 128 * 1024,
    intents: {
      "clinic-save": saveClinic,
      "clinic-remove": removeClinic,
      "package-save": savePackage,
      "package-remove": removePackage,
    },
    reply,
  });
}

export function headers() {
  return NO_STORE;
}

export default function TranslationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TranslationsTab data={loaderData} result={actionData} />;
}
