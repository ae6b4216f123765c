import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import {
  FieldError,
  InputField,
  SelectField,
  TextareaField,
  errorId,
  fieldError,
  focusFirstInvalid,
} from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { lazyCheck } from "~/components/forms/lazy-check";
import { FormAlert } from "~/components/forms/notice";
import { Button } from "~/components/ui/button";
import { EmailAddress } from "~/components/ui/email-address";
import { toast } from "~/components/ui/toast";
import { fill } from "~/i18n/fill";
import { type MessageId, useLocalePath, useText } from "~/i18n/text";
import { useHydrated } from "~/utils/use-hydrated";
import { useFormMessage } from "../form-messages";
import {
  LIMITS,
  MESSAGES,
  PARTNER_ARRAY_FIELDS,
  PARTNER_COUNTRIES,
  PARTNER_REQUIRED,
  PARTNER_TREATMENTS,
  formDataToObject,
  type FieldErrors,
} from "../inquiry-limits";
import { type ContactFormResult, translated } from "./contact-form";

const check = lazyCheck(() => import("../inquiry-schemas"));

type Values = Record<string, string | string[] | undefined>;
const str = (v: string | string[] | undefined) => (typeof v === "string" ? v : "");
const list = (v: string | string[] | undefined) =>
  Array.isArray(v) ? v : typeof v === "string" ? [v] : [];

const COUNTRY_LABEL: Record<(typeof PARTNER_COUNTRIES)[number], MessageId> = {
  Turkey: /*i18n*/ "partner.form.country.turkey",
  "South Korea": /*i18n*/ "partner.form.country.korea",
  Thailand: /*i18n*/ "partner.form.country.thailand",
  Mexico: /*i18n*/ "partner.form.country.mexico",
};

const TREATMENT_LABEL: Record<(typeof PARTNER_TREATMENTS)[number], MessageId> = {
  "Cosmetic Surgery": /*i18n*/ "partner.form.treatment.cosmetic",
  Dental: /*i18n*/ "partner.form.treatment.dental",
  "Hair Transplant": /*i18n*/ "partner.form.treatment.hair",
  "Eye Surgery": /*i18n*/ "partner.form.treatment.eye",
  "IVF & Fertility": /*i18n*/ "partner.form.treatment.ivf",
  "General Surgery": /*i18n*/ "partner.form.treatment.general",
  Cardiology: /*i18n*/ "partner.form.treatment.cardiology",
  Orthopaedics: /*i18n*/ "partner.form.treatment.orthopaedics",
};

/** The partner application: a plain POST form; with JavaScript the shared schema checks it first. */
export function PartnerForm({
  result,
  loaderKey,
}: {
  result: ContactFormResult | undefined;
  loaderKey: string;
}) {
  const t = useText();
  const tm = useFormMessage();
  const to = useLocalePath();
  const id = useId();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const [clientErrors, setClientErrors] = useState<{ message: string; errors: FieldErrors } | null>(
    null,
  );
  const handled = useRef<unknown>(null);
  const sentTitle = t("partner.form.sent-toast");
  const sentText = t("partner.form.sent-toast-text");

  const submitting =
    navigation.state === "submitting" && /\/partner(\?|$)/.test(navigation.formAction ?? "");
  const serverError = result?.status === "error" ? result : null;
  const shown = clientErrors ?? serverError;
  const values: Values = result?.values ?? {};
  const key = result?.status === "sent" ? result.nextKey : (result?.idempotencyKey ?? loaderKey);

  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    setClientErrors(null);
    if (result.status === "sent") {
      toast.dismiss();
      toast.success(sentTitle, { description: sentText });
      thanksRef.current
        ?.closest<HTMLElement>("[data-testid='partner-thank-you']")
        ?.scrollIntoView({ block: "nearest" });
      thanksRef.current?.focus({ preventScroll: true });
    } else if (result.status === "error") {
      toast.error(result.message);
      requestAnimationFrame(() => {
        if (!focusFirstInvalid(formRef.current))
          alertRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
      });
    }
  }, [result, sentTitle, sentText]);

  if (result?.status === "sent") {
    return (
      <div className="scroll-mt-24 py-6 text-center sm:py-10" data-testid="partner-thank-you">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
          <CheckCircle2 aria-hidden className="size-9 text-emerald-700" />
        </span>
        <h3
          ref={thanksRef}
          tabIndex={-1}
          className="mt-6 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
        >
          {t("partner.sent.title")}
        </h3>
        <p className="mx-auto mt-3 max-w-lg text-slate-600">
          {fill(t("partner.sent.text"), {
            email: <EmailAddress email={result.email} className="font-semibold text-slate-800" />,
          })}
        </p>
        <ol className="mx-auto mt-6 max-w-md space-y-2 text-start text-sm text-slate-700">
          <li className="flex gap-2">
            <span className="font-semibold text-primary-700">1.</span> {t("partner.sent.step1")}
          </li>
          <li className="flex gap-2">
            <span className="font-semibold text-primary-700">2.</span> {t("partner.sent.step2")}
          </li>
          <li className="flex gap-2">
            <span className="font-semibold text-primary-700">3.</span> {t("partner.sent.step3")}
          </li>
        </ol>
        <Link
          to={to("/")}
          className="mt-8 inline-flex h-12 items-center rounded-lg px-4 text-sm font-semibold text-primary-700 hover:underline"
        >
          {t("partner.sent.home")}
        </Link>
      </div>
    );
  }

  const err = (name: string) => fieldError(shown?.errors, name);
  const chosen = new Set(list(values.treatments));

  return (
    <Form
      key={key}
      ref={formRef}
      method="post"
      noValidate={hydrated}
      aria-labelledby={`${id}-title`}
      className="relative space-y-6"
      {...check.triggers}
      onSubmit={(e) => {
        const schemas = check.forSubmit(e);
        if (!schemas) return;
        const parsed = schemas.parseForm(
          schemas.PartnerSchema,
          formDataToObject(new FormData(e.currentTarget), PARTNER_ARRAY_FIELDS),
          PARTNER_REQUIRED,
        );
        if (parsed.ok) {
          setClientErrors(null);
          return;
        }
        e.preventDefault();
        setClientErrors({ message: tm(parsed.message), errors: translated(parsed.errors, tm) });
        toast.error(tm(parsed.message));
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      }}
      onChange={(e) => {
        const name = (e.target as unknown as HTMLInputElement).name;
        if (clientErrors?.errors[name]) {
          setClientErrors({
            ...clientErrors,
            errors: { ...clientErrors.errors, [name]: undefined },
          });
        }
      }}
    >
      <div>
        <h3 id={`${id}-title`} className="text-xl font-bold text-slate-900">
          {t("partner.form.title")}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t("partner.form.intro")}</p>
      </div>
      {shown && (
        <div ref={alertRef}>
          <FormAlert title={shown.message}>
            {shown.message !== tm(MESSAGES.tooMany) && t("partner.form.marked")}
          </FormAlert>
        </div>
      )}
      <input type="hidden" name="idempotencyKey" value={key} />
      <input type="hidden" name="sourcePath" value={location.pathname} />
      <Honeypot name="company_url_confirm" />

      <div role="group" aria-labelledby={`${id}-g1`} className="space-y-5">
        <h4
          id={`${id}-g1`}
          className="text-sm font-semibold uppercase tracking-wide text-slate-600"
        >
          {t("partner.form.group.clinic")}
        </h4>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            variant="public"
            id={`${id}-clinicName`}
            label={t("partner.form.clinic-name")}
            required
            error={err("clinicName")}
            name="clinicName"
            maxLength={LIMITS.clinicName}
            autoComplete="organization"
            defaultValue={str(values.clinicName)}
          />
          <InputField
            variant="public"
            id={`${id}-website`}
            label={t("partner.form.website")}
            error={err("website")}
            hint={t("partner.form.website-hint")}
            name="website"
            type="text"
            inputMode="url"
            maxLength={LIMITS.url}
            autoComplete="url"
            defaultValue={str(values.website)}
          />
          <SelectField
            variant="public"
            id={`${id}-country`}
            label={t("partner.form.country")}
            required
            error={err("country")}
            name="country"
            defaultValue={str(values.country)}
          >
            <option value="">{t("partner.form.country-choose")}</option>
            {PARTNER_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(COUNTRY_LABEL[c])}
              </option>
            ))}
          </SelectField>
          <InputField
            variant="public"
            id={`${id}-city`}
            label={t("partner.form.city")}
            required
            error={err("city")}
            name="city"
            maxLength={LIMITS.city}
            autoComplete="address-level2"
            defaultValue={str(values.city)}
          />
        </div>

        <fieldset
          aria-describedby={
            err("treatments") ? errorId(`${id}-treatments`) : `${id}-treatments-hint`
          }
        >
          <legend className="mb-1.5 flex items-baseline gap-1 text-sm font-semibold text-slate-800">
            {t("partner.form.treatments")}
            <span aria-hidden className="text-red-700">
              *
            </span>
          </legend>
          <p id={`${id}-treatments-hint`} className="mb-2 text-xs text-slate-600">
            {t("partner.form.treatments-hint")}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {PARTNER_TREATMENTS.map((tr) => (
              <label
                key={tr}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 hover:border-primary-300 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-100"
              >
                <input
                  type="checkbox"
                  name="treatments"
                  value={tr}
                  defaultChecked={chosen.has(tr)}
                  aria-invalid={err("treatments") ? true : undefined}
                  className="size-4 accent-primary-700"
                />
                {t(TREATMENT_LABEL[tr])}
              </label>
            ))}
          </div>
          <FieldError id={errorId(`${id}-treatments`)} error={err("treatments")} />
        </fieldset>

        <TextareaField
          variant="public"
          id={`${id}-experience`}
          label={t("partner.form.experience")}
          error={err("experience")}
          hint={t("partner.form.experience-hint")}
          name="experience"
          rows={4}
          maxLength={LIMITS.longText}
          defaultValue={str(values.experience)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            variant="public"
            id={`${id}-languages`}
            label={t("partner.form.languages")}
            error={err("languages")}
            hint={t("partner.form.languages-hint")}
            name="languages"
            maxLength={LIMITS.shortText}
            defaultValue={str(values.languages)}
          />
          <InputField
            variant="public"
            id={`${id}-accreditation`}
            label={t("partner.form.accreditation")}
            error={err("accreditation")}
            hint={t("partner.form.accreditation-hint")}
            name="accreditation"
            maxLength={LIMITS.shortText * 2}
            defaultValue={str(values.accreditation)}
          />
        </div>
      </div>

      <div
        role="group"
        aria-labelledby={`${id}-g2`}
        className="space-y-5 border-t border-slate-100 pt-6"
      >
        <h4
          id={`${id}-g2`}
          className="text-sm font-semibold uppercase tracking-wide text-slate-600"
        >
          {t("partner.form.group.contact")}
        </h4>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            variant="public"
            id={`${id}-contactName`}
            label={t("partner.form.contact-name")}
            required
            error={err("contactName")}
            name="contactName"
            maxLength={LIMITS.name}
            autoComplete="name"
            defaultValue={str(values.contactName)}
          />
          <InputField
            variant="public"
            id={`${id}-email`}
            label={t("partner.form.email")}
            required
            error={err("email")}
            name="email"
            type="email"
            maxLength={LIMITS.email}
            autoComplete="email"
            inputMode="email"
            defaultValue={str(values.email)}
          />
          <InputField
            variant="public"
            id={`${id}-whatsapp`}
            label="WhatsApp"
            error={err("whatsapp")}
            hint={t("partner.form.whatsapp-hint")}
            name="whatsapp"
            type="tel"
            maxLength={LIMITS.phone}
            autoComplete="tel"
            defaultValue={str(values.whatsapp)}
          />
        </div>
      </div>

      <div className="flex flex-col-reverse gap-4 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600">
          {fill(t("partner.form.privacy"), {
            link: (
              <Link
                to={to("/privacy")}
                className="font-medium text-primary-700 underline underline-offset-2"
              >
                {t("partner.form.privacy-link")}
              </Link>
            ),
          })}
        </p>
        <Button
          type="submit"
          variant="accent"
          size="lg"
          disabled={submitting}
          className="w-full sm:w-auto"
        >
          <Send aria-hidden />
          {submitting ? t("partner.form.sending") : t("partner.form.submit")}
        </Button>
      </div>
    </Form>
  );
}
