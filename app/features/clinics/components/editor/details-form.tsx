import { useState } from "react";
import { Form } from "react-router";
import {
  Field,
  controlClass,
  describedBy,
  inputClass,
  selectClass,
} from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { fieldErrors } from "~/utils/validation";
import { messagesIn, useClinicMessage } from "../../clinic-messages";
import { CLINIC_DETAIL_FIELDS, ClinicDetailsSchema } from "../../editor-schema";
import { type EditorResult, formValues } from "./editor-controls";
import type { EditorData } from "./editor-data";

/** The clinic's details, checked in the browser with the server's schema before they are sent. */
export function DetailsForm({ data: d, result }: { data: EditorData; result?: EditorResult }) {
  const c = d.clinic;
  const t = useText();
  const msg = useClinicMessage();
  const social = (c.social ?? {}) as { instagram?: string; facebook?: string; youtube?: string };
  const {
    values: v,
    errors: e,
    formError,
  } = formValues(result, "details", undefined, {
    name: c.name,
    address: c.address,
    cityId: c.cityId,
    specialty: c.specialty,
    bio: c.bio ?? "",
    website: c.website ?? "",
    yearsExperience: c.yearsExperience?.toString() ?? "",
    languages: c.languages.join(", "),
    certifications: c.certifications.join(", "),
    instagram: social.instagram ?? "",
    facebook: social.facebook ?? "",
    youtube: social.youtube ?? "",
    lat: c.lat?.toString() ?? "",
    lng: c.lng?.toString() ?? "",
  });
  const countries = [...new Set(d.cities.map((x) => x.country))];
  const [client, setClient] = useState<Record<string, string>>({});
  const errors = { ...e, ...client };
  const input = (id: keyof typeof v, extra: Record<string, unknown> = {}) => ({
    id,
    name: id,
    defaultValue: v[id],
    className: inputClass,
    ...describedBy(id, errors[id]),
    ...extra,
  });
  return (
    <Panel id="details" title={t("clinic-dash.profile.d.title")}>
      <Form
        method="post"
        noValidate
        preventScrollReset
        className="space-y-8"
        onSubmit={(ev) => {
          const fd = new FormData(ev.currentTarget);
          const parsed = ClinicDetailsSchema.safeParse(
            Object.fromEntries(CLINIC_DETAIL_FIELDS.map((k) => [k, String(fd.get(k) ?? "")])),
          );
          const next = parsed.success ? {} : messagesIn(fieldErrors(parsed.error), msg);
          setClient(next);
          if (!parsed.success) {
            ev.preventDefault();
            const first = Object.keys(next)[0];
            if (first) document.getElementById(first)?.focus();
          }
        }}
      >
        {formError && <Notice tone="error">{formError}</Notice>}
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-slate-900">
            {t("clinic-dash.profile.nav.details")}
          </legend>
          <Field
            id="name"
            label={t("clinic-dash.profile.d.name")}
            required
            error={errors.name}
            hint={t("clinic-dash.profile.d.review-hint")}
          >
            <input
              {...input("name", {
                autoComplete: "organization",
                ...describedBy("name", errors.name, true),
              })}
            />
          </Field>
          <Field
            id="specialty"
            label={t("clinic-dash.profile.d.specialty")}
            required
            error={errors.specialty}
          >
            <input {...input("specialty")} />
          </Field>
          <Field
            id="address"
            label={t("clinic-dash.profile.d.address")}
            required
            error={errors.address}
            className="sm:col-span-2"
            hint={t("clinic-dash.profile.d.review-hint")}
          >
            <input
              {...input("address", {
                autoComplete: "street-address",
                ...describedBy("address", errors.address, true),
              })}
            />
          </Field>
          <Field id="cityId" label={t("clinic-dash.profile.d.city")} required error={errors.cityId}>
            <select {...input("cityId")} className={selectClass}>
              {countries.map((country) => (
                <optgroup key={country} label={country}>
                  {d.cities
                    .filter((x) => x.country === country)
                    .map((x) => (
                      <option key={x.id} value={x.id}>
                        {x.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </Field>
          <Field
            id="yearsExperience"
            label={t("clinic-dash.profile.d.years")}
            optional
            error={errors.yearsExperience}
          >
            <input {...input("yearsExperience", { inputMode: "numeric" })} />
          </Field>
          <Field
            id="website"
            label={t("clinic-dash.profile.d.website")}
            optional
            error={errors.website}
            className="sm:col-span-2"
          >
            <input {...input("website", { type: "url", placeholder: "https://" })} />
          </Field>
          <Field
            id="bio"
            label={t("clinic-dash.profile.d.bio")}
            optional
            error={errors.bio}
            className="sm:col-span-2"
          >
            <textarea
              {...input("bio")}
              rows={6}
              className={cn(controlClass, "py-2")}
              maxLength={4000}
            />
          </Field>
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-slate-900">
            {t("clinic-dash.profile.d.languages-certs")}
          </legend>
          <Field
            id="languages"
            label={t("clinic-dash.profile.d.languages")}
            optional
            error={errors.languages}
            hint={t("clinic-dash.profile.d.languages-hint")}
          >
            <input {...input("languages", describedBy("languages", errors.languages, true))} />
          </Field>
          <Field
            id="certifications"
            label={t("clinic-dash.profile.d.certs")}
            optional
            error={errors.certifications}
            hint={t("clinic-dash.profile.d.certs-hint")}
          >
            <input
              {...input(
                "certifications",
                describedBy("certifications", errors.certifications, true),
              )}
            />
          </Field>
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-slate-900">
            {t("clinic-dash.profile.d.location")}
          </legend>
          <Field
            id="lat"
            label={t("clinic-dash.profile.d.lat")}
            optional
            error={errors.lat}
            hint={t("clinic-dash.profile.d.lat-hint")}
          >
            <input
              {...input("lat", { inputMode: "decimal", ...describedBy("lat", errors.lat, true) })}
            />
          </Field>
          <Field
            id="lng"
            label={t("clinic-dash.profile.d.lng")}
            optional
            error={errors.lng}
            hint={t("clinic-dash.profile.d.lng-hint")}
          >
            <input
              {...input("lng", { inputMode: "decimal", ...describedBy("lng", errors.lng, true) })}
            />
          </Field>
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-3">
          <legend className="mb-3 text-base font-semibold text-slate-900">
            {t("clinic-dash.profile.d.social")}
          </legend>
          <Field id="instagram" label="Instagram" optional error={errors.instagram}>
            <input
              {...input("instagram", { type: "url", placeholder: "https://www.instagram.com/…" })}
            />
          </Field>
          <Field id="facebook" label="Facebook" optional error={errors.facebook}>
            <input
              {...input("facebook", { type: "url", placeholder: "https://www.facebook.com/…" })}
            />
          </Field>
          <Field id="youtube" label="YouTube" optional error={errors.youtube}>
            <input
              {...input("youtube", { type: "url", placeholder: "https://www.youtube.com/…" })}
            />
          </Field>
        </fieldset>
        <SubmitButton intent="details" pendingLabel={t("clinic-dash.common.saving")}>
          {t("clinic-dash.profile.d.save")}
        </SubmitButton>
      </Form>
    </Panel>
  );
}
