import { X } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { InputField, SelectField, TextareaField, controlClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/utils/misc";
import { fieldErrors as toFieldErrors } from "~/utils/validation";
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
 */
export function PackageForm({
  values,
  fieldErrors,
  formError,
  treatments,
  images,
  keptImages,
  submitLabel,
  cancelTo,
}: {
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
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A new server answer replaces what the browser found.
  useEffect(() => setClientErrors(null), [fieldErrors]);
  const errors = clientErrors ?? fieldErrors ?? {};

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const parsed = PackageSchema.safeParse(packageValuesFrom(new FormData(e.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    e.preventDefault();
    const errs = toFieldErrors(parsed.error);
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
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-6"
      aria-describedby={hasErrors || formError ? "package-form-error" : undefined}
    >
      {(formError || clientErrors) && hasErrors ? (
        <Notice tone="error" id="package-form-error">
          {formError ?? "Please check the highlighted fields."}
        </Notice>
      ) : formError ? (
        <Notice tone="error" id="package-form-error">
          {formError}
        </Notice>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="pkg-title"
          label="Title"
          requiredMark
          error={errors.title}
          className="sm:col-span-2"
          name="title"
          defaultValue={values.title}
          maxLength={120}
        />
        <SelectField
          id="pkg-treatment"
          label="Treatment"
          requiredMark
          error={errors.treatmentId}
          hint="The package's category on /packages follows from the treatment."
          name="treatmentId"
          defaultValue={values.treatmentId}
        >
          <option value="">Choose a treatment</option>
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
          label="Group size"
          requiredMark
          error={errors.groupSize}
          hint="For example: Private (1-2 people)"
          name="groupSize"
          defaultValue={values.groupSize}
          maxLength={60}
        />
      </div>

      <fieldset className="grid gap-5 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-bold text-slate-900">Price</legend>
        <InputField
          id="pkg-price"
          label="Price"
          requiredMark
          error={errors.price}
          hint="e.g. 4200, 4200.50 or 4200,50"
          name="price"
          inputMode="decimal"
          defaultValue={values.price}
        />
        <InputField
          id="pkg-original"
          label="Original price"
          optional
          error={errors.originalPrice}
          hint="Shown struck through, with the saving."
          name="originalPrice"
          inputMode="decimal"
          defaultValue={values.originalPrice}
        />
        <SelectField
          id="pkg-currency"
          label="Currency"
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
        <legend className="mb-2 text-sm font-bold text-slate-900">Length of stay</legend>
        <InputField
          id="pkg-min-days"
          label="Shortest stay (days)"
          requiredMark
          error={errors.minDays}
          name="minDays"
          inputMode="numeric"
          defaultValue={values.minDays}
        />
        <InputField
          id="pkg-max-days"
          label="Longest stay (days)"
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
          label="What's included"
          requiredMark
          error={errors.includes}
          hint="One item per line, e.g. Airport transfers"
          name="includes"
          rows={6}
          defaultValue={values.includes}
          controlClassName={cn(controlClass, "py-2")}
        />
        <TextareaField
          id="pkg-excludes"
          label="Not included"
          optional
          error={errors.excludes}
          hint="One item per line, e.g. Flights"
          name="excludes"
          rows={6}
          defaultValue={values.excludes}
          controlClassName={cn(controlClass, "py-2")}
        />
        <TextareaField
          id="pkg-overview"
          label="Overview"
          requiredMark
          error={errors.overview}
          hint="What the patient can expect, 40 to 5000 characters. Blank lines start a new paragraph."
          className="sm:col-span-2"
          name="overview"
          rows={8}
          defaultValue={values.overview}
          maxLength={5000}
          controlClassName={cn(controlClass, "py-2")}
        />
      </div>

      <fieldset>
        <legend className="text-sm font-bold text-slate-900">Photos</legend>
        <p className="mt-1 text-sm text-slate-600">
          Up to {PACKAGE_IMAGES_MAX} photos (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB each). The
          first one is the cover.
        </p>
        {images.length > 0 && (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {images.map((src, i) => (
              <li key={src} className="rounded-lg p-2 ring-1 ring-slate-200">
                <img
                  src={src}
                  alt={`Photo ${i + 1} of the package`}
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
                  Keep photo {i + 1}
                </label>
              </li>
            ))}
          </ul>
        )}
        <InputField
          id="pkg-images"
          label="Add photos"
          optional
          error={errors.images}
          className="mt-4"
          hint="If the form has an error, choose the files again."
          name="images"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          controlClassName="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-primary-50 file:px-4 file:font-semibold file:text-primary-800 hover:file:bg-primary-100"
        />
      </fieldset>

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
        <SubmitButton intent="save" pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
        <Link to={cancelTo} className={buttonVariants({ variant: "ghost" })}>
          <X aria-hidden /> Cancel
        </Link>
      </div>
    </Form>
  );
}
