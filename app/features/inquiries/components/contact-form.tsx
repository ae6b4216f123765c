import { CheckCircle2, Send, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import {
  InputField,
  SelectField,
  TextareaField,
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
  CONTACT_REQUIRED,
  CONTACT_SUBJECTS,
  LIMITS,
  MESSAGES,
  formDataToObject,
  type FieldErrors,
} from "../inquiry-limits";

const check = lazyCheck(() => import("../inquiry-schemas"));

export type ContactAbout = { kind: "clinic" | "package"; id: string; slug: string; name: string };

type Values = Record<string, string | string[] | undefined>;

/** What the contact page's action answers (see form-actions.server.ts PageFormResult). */
export type ContactFormResult =
  | {
      status: "error";
      message: string;
      errors: FieldErrors;
      values: Values;
      idempotencyKey: string;
    }
  | { status: "sent"; values: Values; email: string; nextKey: string }
  | { status: "editing"; values: Values; idempotencyKey: string };

const str = (v: string | string[] | undefined) => (typeof v === "string" ? v : "");

const SUBJECT_LABEL: Record<(typeof CONTACT_SUBJECTS)[number]["value"], MessageId> = {
  general: /*i18n*/ "contact.form.subject.general",
  booking: /*i18n*/ "contact.form.subject.booking",
  partner: /*i18n*/ "contact.form.subject.partner",
  feedback: /*i18n*/ "contact.form.subject.feedback",
};

/**
 * The /contact form: a plain POST form that works without JavaScript; with it, the shared
 * schema (loaded once the form is used) checks the fields first and shows the same messages the
 * server would.
 */
export function ContactForm({
  result,
  loaderKey,
  about,
}: {
  result: ContactFormResult | undefined;
  loaderKey: string;
  about: ContactAbout | null;
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
  const sentTitle = t("contact.sent.title");
  const sentText = t("contact.sent.toast");

  const submitting =
    navigation.state === "submitting" && /\/contact(\?|$)/.test(navigation.formAction ?? "");
  const sent = result?.status === "sent";
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
      // The whole card (its icon too) in view below the sticky header (scroll-mt), then focus.
      thanksRef.current
        ?.closest<HTMLElement>("[data-testid='contact-thank-you']")
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

  if (sent) {
    return (
      <div className="scroll-mt-24 py-6 text-center sm:py-10" data-testid="contact-thank-you">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
          <CheckCircle2 aria-hidden className="size-9 text-emerald-700" />
        </span>
        <h2
          ref={thanksRef}
          tabIndex={-1}
          className="mt-6 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
        >
          {t("contact.sent.title")}
        </h2>
        <p className="mx-auto mt-3 max-w-md text-slate-600">
          {fill(t("contact.sent.text"), {
            email: <EmailAddress email={result.email} className="font-semibold text-slate-800" />,
          })}
        </p>
        <Form
          method="post"
          className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row"
        >
          <input type="hidden" name="intent" value="again" />
          {Object.entries(values).map(([k, v]) =>
            typeof v === "string" ? <input key={k} type="hidden" name={k} value={v} /> : null,
          )}
          <Button type="submit" variant="primary" size="lg">
            {t("contact.sent.again")}
          </Button>
          <Link
            to={to("/packages")}
            className="inline-flex h-12 items-center px-4 text-sm font-semibold text-primary-700 hover:underline"
          >
            {t("contact.sent.packages")}
          </Link>
        </Form>
      </div>
    );
  }

  const err = (name: string) => fieldError(shown?.errors, name);

  return (
    <Form
      key={key}
      ref={formRef}
      method="post"
      noValidate={hydrated}
      aria-labelledby={`${id}-title`}
      aria-describedby={shown ? `${id}-alert` : undefined}
      className="relative space-y-5"
      {...check.triggers}
      onSubmit={(e) => {
        const schemas = check.forSubmit(e);
        if (!schemas) return;
        const parsed = schemas.parseForm(
          schemas.ContactSchema,
          formDataToObject(new FormData(e.currentTarget)),
          CONTACT_REQUIRED,
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
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {t("contact.form.title")}
      </h2>
      {shown && (
        <div ref={alertRef}>
          <FormAlert id={`${id}-alert`} title={shown.message}>
            {shown.message !== tm(MESSAGES.tooMany) && t("contact.form.marked")}
          </FormAlert>
        </div>
      )}
      {about && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-primary-50 px-3 py-2.5 text-sm text-primary-900 ring-1 ring-primary-200">
          <span className="font-semibold">{t("contact.form.about")}</span>
          <Link
            to={to(about.kind === "clinic" ? `/clinic/${about.slug}` : `/package/${about.slug}`)}
            className="font-medium underline-offset-2 hover:underline"
          >
            {about.name}
          </Link>
          <Link
            to={to("/contact")}
            className="ms-auto inline-flex items-center gap-1 rounded px-1 text-xs font-semibold text-primary-800 hover:underline"
            aria-label={t("contact.form.remove-label").replace("{name}", about.name)}
          >
            <X aria-hidden className="size-3.5" /> {t("contact.form.remove")}
          </Link>
          <input type="hidden" name="aboutKind" value={about.kind} />
          <input type="hidden" name="aboutId" value={about.id} />
        </p>
      )}
      <input type="hidden" name="idempotencyKey" value={key} />
      <input type="hidden" name="sourcePath" value={location.pathname} />
      <Honeypot />

      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          variant="public"
          id={`${id}-fullName`}
          label={t("contact.form.full-name")}
          required
          error={err("fullName")}
          name="fullName"
          type="text"
          maxLength={LIMITS.name}
          autoComplete="name"
          defaultValue={str(values.fullName)}
        />
        <InputField
          variant="public"
          id={`${id}-email`}
          label={t("contact.form.email")}
          required
          error={err("email")}
          name="email"
          type="email"
          maxLength={LIMITS.email}
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          defaultValue={str(values.email)}
        />
        <InputField
          variant="public"
          id={`${id}-phone`}
          label={t("contact.form.phone")}
          error={err("phone")}
          hint={t("contact.form.phone-hint")}
          name="phone"
          type="tel"
          maxLength={LIMITS.phone}
          autoComplete="tel"
          defaultValue={str(values.phone)}
        />
        <SelectField
          variant="public"
          id={`${id}-subject`}
          label={t("contact.form.subject")}
          required
          error={err("subject")}
          name="subject"
          defaultValue={str(values.subject)}
        >
          <option value="">{t("contact.form.subject-choose")}</option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s.value} value={s.value}>
              {t(SUBJECT_LABEL[s.value])}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        variant="public"
        id={`${id}-message`}
        label={t("contact.form.message")}
        required
        error={err("message")}
        hint={t("contact.form.message-hint")}
        name="message"
        rows={6}
        maxLength={LIMITS.message}
        defaultValue={str(values.message)}
        placeholder={t("contact.form.message-placeholder")}
      />
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600">
          {fill(t("contact.form.privacy"), {
            link: (
              <Link
                to={to("/privacy")}
                className="font-medium text-primary-700 underline underline-offset-2"
              >
                {t("contact.form.privacy-link")}
              </Link>
            ),
          })}
        </p>
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          <Send aria-hidden />
          {submitting ? t("contact.form.sending") : t("contact.form.send")}
        </Button>
      </div>
    </Form>
  );
}

/** Field errors with each message in the page's language. */
export function translated(errors: FieldErrors, tm: (m: string) => string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.map(tm)]));
}
