import { X } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { CancellationTermsFields } from "~/components/cancellation/cancellation-terms-fields";
import { InputField, SelectField, TextareaField, controlClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { useText } from "~/i18n/text";
import { MAX_IMAGE_BYTES } from "~/services/media/media-rules";
import { fileOver } from "~/utils/files";
import { cn } from "~/utils/misc";
import { fieldErrors as toFieldErrors } from "~/utils/validation";
import { messagesIn, put, useClinicMessage } from "../../clinic-messages";
import {
  PACKAGE_CURRENCIES,
  PACKAGE_IMAGES_MAX,
  PackageSchema,
  packageValuesFrom,
  type PackageFormValues,
} from "../../package-schema";

type TreatmentOption = { id: string; name: string; group: string };

/**
 * The package form (new and edit). Plain multipart form that works without JavaScript; with
 * it, the same zod schema checks the fields before sending. What was typed comes back on error.
 * Buttons elsewhere on the page can send it too (`form={id}`: the edit page's Publish sends
 * what the form shows, with its own intent).
 */
export function PackageForm({
  id,
  values,
  fieldErrors,
  formError,
  treatments,
  images,
  keptImages,
  submitLabel,
  cancelTo,
}: {
  id?: string;
  values: PackageFormValues;
  fieldErrors?: Record<string, string>;
  formError?: string;
  treatments: TreatmentOption[];
  images: string[];
  /** Photos ticked 'keep' (after an error); all of them by default. */
  keptImages?: string[];
  submitLabel: string;
  cancelTo: string;
}) {
  const t = useText();
  const msg = useClinicMessage();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A new server answer replaces what the browser found.
  useEffect(() => setClientErrors(null), [fieldErrors]);
  const errors = clientErrors ?? fieldErrors ?? {};

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const form = new FormData(e.currentTarget);
    const parsed = PackageSchema.safeParse(packageValuesFrom(form));
    const photo = fileOver(form, "images", MAX_IMAGE_BYTES);
    if (parsed.success && !photo) {
      setClientErrors(null);
      return;
    }
    e.preventDefault();
    const errs = parsed.success ? {} : messagesIn(toFieldErrors(parsed.error), msg);
    if (photo) errs.images = `${photo.name}: ${t("clinic-msg.image.too-large")}`;
    setClientErrors(errs);
    const first = Object.keys(errs)[0];
    if (first)
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus(),
      );
  }

  const groups = [...new Set(treatments.map((t) => t.group))];
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Form
      ref={formRef}
      id={id}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-6"
      aria-describedby={hasErrors || formError ? "package-form-error" : undefined}
    >
      {(formError || clientErrors) && hasErrors ? (
        <Notice tone="error" id="package-form-error">
          {formError ?? msg("Please check the highlighted fields.")}
        </Notice>
      ) : formError ? (
        <Notice tone="error" id="package-form-error">
          {formError}
        </Notice>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="pkg-title"
          label={t("clinic-dash.pkg.f.title")}
          requiredMark
          error={errors.title}
          className="sm:col-span-2"
          name="title"
          dir="auto"
          defaultValue={values.title}
          maxLength={120}
        />
        <SelectField
          id="pkg-treatment"
          label={t("clinic-dash.pkg.f.treatment")}
          requiredMark
          error={errors.treatmentId}
          hint={t("clinic-dash.pkg.f.treatment-hint")}
          name="treatmentId"
          defaultValue={values.treatmentId}
        >
          <option value="">{t("clinic-dash.pkg.f.treatment-choose")}</option>
          {groups.map((g) => (
            <optgroup key={g} label={g}>
              {treatments
                .filter((t) => t.group === g)
                .map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
        <InputField
          id="pkg-group"
          label={t("clinic-dash.pkg.f.group")}
          requiredMark
          error={errors.groupSize}
          hint={t("clinic-dash.pkg.f.group-hint")}
          name="groupSize"
          dir="auto"
          defaultValue={values.groupSize}
          maxLength={60}
        />
      </div>

      <fieldset className="grid gap-5 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-bold text-slate-900">
          {t("clinic-dash.pkg.f.price")}
        </legend>
        <InputField
          id="pkg-price"
          label={t("clinic-dash.pkg.f.price")}
          requiredMark
          error={errors.price}
          hint={t("clinic-dash.pkg.f.price-hint")}
          name="price"
          inputMode="decimal"
          defaultValue={values.price}
        />
        <InputField
          id="pkg-original"
          label={t("clinic-dash.pkg.f.original")}
          optional
          error={errors.originalPrice}
          hint={t("clinic-dash.pkg.f.original-hint")}
          name="originalPrice"
          inputMode="decimal"
          defaultValue={values.originalPrice}
        />
        <SelectField
          id="pkg-currency"
          label={t("clinic-dash.pkg.f.currency")}
          requiredMark
          error={errors.currency}
          name="currency"
          defaultValue={values.currency}
        >
          {PACKAGE_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-bold text-slate-900">
          {t("clinic-dash.pkg.f.stay")}
        </legend>
        <InputField
          id="pkg-min-days"
          label={t("clinic-dash.pkg.f.min-days")}
          requiredMark
          error={errors.minDays}
          name="minDays"
          inputMode="numeric"
          defaultValue={values.minDays}
        />
        <InputField
          id="pkg-max-days"
          label={t("clinic-dash.pkg.f.max-days")}
          requiredMark
          error={errors.maxDays}
          name="maxDays"
          inputMode="numeric"
          defaultValue={values.maxDays}
        />
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextareaField
          id="pkg-includes"
          label={t("clinic-dash.pkg.f.includes")}
          requiredMark
          error={errors.includes}
          hint={t("clinic-dash.pkg.f.includes-hint")}
          name="includes"
          dir="auto"
          rows={6}
          defaultValue={values.includes}
          controlClassName={cn(controlClass, "py-2")}
        />
        <TextareaField
          id="pkg-excludes"
          label={t("clinic-dash.pkg.f.excludes")}
          optional
          error={errors.excludes}
          hint={t("clinic-dash.pkg.f.excludes-hint")}
          name="excludes"
          dir="auto"
          rows={6}
          defaultValue={values.excludes}
          controlClassName={cn(controlClass, "py-2")}
        />
        <TextareaField
          id="pkg-overview"
          label={t("clinic-dash.pkg.f.overview")}
          requiredMark
          error={errors.overview}
          hint={t("clinic-dash.pkg.f.overview-hint")}
          className="sm:col-span-2"
          name="overview"
          dir="auto"
          rows={8}
          defaultValue={values.overview}
          maxLength={5000}
          controlClassName={cn(controlClass, "py-2")}
        />
        <CancellationTermsFields
          idPrefix="pkg"
          terms={values.cancellationTerms}
          note={values.cancellationNote}
          errors={errors}
          className="sm:col-span-2"
        />
      </div>

      <fieldset>
        <legend className="text-sm font-bold text-slate-900">
          {t("clinic-dash.pkg.f.photos")}
        </legend>
        <p className="mt-1 text-sm text-slate-600">
          {put(t("clinic-dash.pkg.f.photos-hint"), { max: PACKAGE_IMAGES_MAX })}
        </p>
        {images.length > 0 && (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {images.map((src, i) => (
              <li key={src} className="rounded-lg p-2 ring-1 ring-slate-200">
                <img
                  src={src}
                  alt={put(t("clinic-dash.pkg.f.photo-alt"), { n: i + 1 })}
                  className="aspect-[4/3] w-full rounded-md object-cover"
                  loading="lazy"
                />
                <label className="mt-2 flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="keepImage"
                    value={src}
                    defaultChecked={keptImages ? keptImages.includes(src) : true}
                    className="size-4 accent-primary-700"
                  />
                  {put(t("clinic-dash.pkg.f.keep-photo"), { n: i + 1 })}
                </label>
              </li>
            ))}
          </ul>
        )}
        <InputField
          id="pkg-images"
          label={t("clinic-dash.pkg.f.add-photos")}
          optional
          error={errors.images}
          className="mt-4"
          hint={t("clinic-dash.pkg.f.add-photos-hint")}
          name="images"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          controlClassName="block w-full text-sm text-slate-700 file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-primary-50 file:px-4 file:font-semibold file:text-primary-800 hover:file:bg-primary-100"
        />
      </fieldset>

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
        <SubmitButton intent="save" pendingLabel={t("clinic-dash.common.saving")}>
          {submitLabel}
        </SubmitButton>
        <Link to={cancelTo} className={buttonVariants({ variant: "ghost" })}>
          <X aria-hidden /> {t("clinic-dash.common.cancel")}
        </Link>
      </div>
    </Form>
  );
}
