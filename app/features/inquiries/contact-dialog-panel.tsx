import { CheckCircle2, Loader2, Send, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import {
  InputField,
  SelectField,
  TextareaField,
  fieldError,
  focusFirstInvalid,
} from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { FormAlert } from "~/components/forms/notice";
import { Button } from "~/components/ui/button";
import type { ContactSubject } from "./contact-dialog";
import {
  DIALOG_COUNTRIES,
  INQUIRY_REQUIRED,
  InquirySchema,
  LIMITS,
  formDataToObject,
  parseForm,
  type FieldErrors,
} from "./inquiry-schemas";

type Result = { ok: true } | { ok: false; errors?: FieldErrors; message?: string };

/** How long the success screen stays before the dialog closes itself. */
const CLOSE_AFTER_MS = 3_000;

/**
 * The contact dialog itself, loaded the first time someone reaches for a Contact button
 * (contact-dialog.tsx): Radix Dialog, the form and its zod schema stay out of the pages'
 * first download.
 */
export default function ContactDialogPanel({
  subject,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  subject?: ContactSubject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  // A new form (fresh fetcher, fresh idempotency key) every time the dialog opens.
  const [round, setRound] = useState(0);
  const close = useCallback(() => {
    onOpenChange(false);
    setRound((r) => r + 1);
  }, [onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[min(36rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
          aria-describedby={undefined}
          // The trigger lives outside Radix (it is rendered before this module loads):
          // closing hands focus back to it.
          onCloseAutoFocus={(e) => {
            const el = returnFocusTo();
            if (el?.isConnected) {
              e.preventDefault();
              el.focus();
            }
          }}
        >
          <ContactDialogBody key={round} subject={subject} onDone={close} />
          <Dialog.Close
            className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label="Close"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ContactDialogBody({ subject, onDone }: { subject?: ContactSubject; onDone: () => void }) {
  const id = useId();
  const fetcher = useFetcher<Result>();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [clientErrors, setClientErrors] = useState<{ message: string; errors: FieldErrors } | null>(
    null,
  );
  const sending = fetcher.state !== "idle";
  const sent = fetcher.data?.ok === true;
  const serverError = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const shown =
    clientErrors ??
    (serverError
      ? {
          message: serverError.message ?? "Something went wrong. Please try again.",
          errors: serverError.errors ?? {},
        }
      : null);

  useEffect(() => {
    if (!sent) return;
    const t = setTimeout(onDone, CLOSE_AFTER_MS);
    return () => clearTimeout(t);
  }, [sent, onDone]);

  useEffect(() => {
    if (serverError) requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  }, [serverError]);

  if (sent) {
    return (
      <div className="py-8 text-center" role="status" data-testid="contact-dialog-success">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
          <CheckCircle2 aria-hidden className="size-9 text-emerald-700" />
        </span>
        <Dialog.Title className="mt-6 text-xl font-bold text-slate-900">
          Message Sent Successfully
        </Dialog.Title>
        <p className="mx-auto mt-2 max-w-sm text-slate-600">
          Thank you for reaching out. We'll reply within 24 hours; a confirmation is on its way to
          your inbox.
        </p>
      </div>
    );
  }

  const err = (name: string) => fieldError(shown?.errors, name);

  return (
    <>
      <div className="pr-10">
        <Dialog.Title className="text-xl font-bold text-slate-900">
          {subject ? `Contact ${subject.name}` : "Contact Us"}
        </Dialog.Title>
        <p className="mt-1 text-sm text-slate-600">
          {subject
            ? `Ask about prices, availability or what's included. A CareAtlas coordinator replies within 24 hours.`
            : "Tell us what you're looking for. A CareAtlas coordinator replies within 24 hours."}
        </p>
      </div>
      <fetcher.Form
        ref={formRef}
        method="post"
        action="/api/inquiry"
        noValidate
        className="mt-5 space-y-4"
        onSubmit={(e) => {
          const parsed = parseForm(
            InquirySchema,
            formDataToObject(new FormData(e.currentTarget)),
            INQUIRY_REQUIRED,
          );
          if (parsed.ok) {
            setClientErrors(null);
            return;
          }
          e.preventDefault();
          setClientErrors({ message: parsed.message, errors: parsed.errors });
          requestAnimationFrame(() => focusFirstInvalid(formRef.current));
        }}
      >
        {shown && <FormAlert title={shown.message} />}
        <input type="hidden" name="_js" value="1" />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="sourcePath" value={location.pathname} />
        {subject && (
          <>
            <input type="hidden" name="aboutKind" value={subject.kind} />
            <input type="hidden" name="aboutId" value={subject.id} />
          </>
        )}
        <Honeypot />
        <fieldset disabled={sending} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              variant="public"
              id={`${id}-name`}
              label="Name"
              required
              error={err("name")}
              name="name"
              maxLength={LIMITS.name}
              autoComplete="name"
            />
            <InputField
              variant="public"
              id={`${id}-email`}
              label="Email"
              required
              error={err("email")}
              name="email"
              type="email"
              maxLength={LIMITS.email}
              autoComplete="email"
              inputMode="email"
            />
            <SelectField
              variant="public"
              id={`${id}-country`}
              label="Country"
              error={err("country")}
              name="country"
              defaultValue=""
            >
              <option value="">Select your country</option>
              {DIALOG_COUNTRIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </SelectField>
            <InputField
              variant="public"
              id={`${id}-treatment`}
              label="Treatment of interest"
              error={err("treatmentOfInterest")}
              name="treatmentOfInterest"
              maxLength={LIMITS.treatment}
              placeholder="e.g. Dental implants"
            />
          </div>
          <TextareaField
            variant="public"
            id={`${id}-message`}
            label="Message"
            required
            error={err("message")}
            name="message"
            rows={4}
            maxLength={LIMITS.message}
            placeholder="Your questions, preferred dates, anything we should know"
          />
        </fieldset>
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button type="button" variant="outline" size="lg">
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" variant="accent" size="lg" disabled={sending}>
            {sending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
            {sending ? "Sending…" : "Send Message"}
          </Button>
        </div>
      </fetcher.Form>
    </>
  );
}
