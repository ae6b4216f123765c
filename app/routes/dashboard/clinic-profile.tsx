import { BadgeCheck, ExternalLink, ImagePlus, Images, Pencil } from "lucide-react";
import { useState, type DragEvent } from "react";
import { Form, Link, data, useFetcher } from "react-router";
import type { Route } from "./+types/clinic-profile";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { EmptyState, Panel } from "~/components/layout/panel";
import {
  Field,
  InputField,
  controlClass,
  describedBy,
  inputClass,
  selectClass,
} from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { useResultToast } from "~/components/forms/result-toast";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { readFormLimited } from "~/utils/request.server";
import { fail, filesOf, str, toastOf } from "~/features/clinic-profile/action-helpers.server";
import {
  ProfileLimitError,
  addClinicImages,
  createCase,
  deleteCase,
  editClinicImages,
  getCase,
  getEditableClinic,
  listCases,
  listCityOptions,
  updateCase,
  updateClinicDetails,
  type ImageList,
} from "~/features/clinic-profile/clinic-profile.server";
import {
  ConfirmDelete,
  IMAGE_ACCEPT,
  MoveButtons,
  formValues,
  pageParam,
  type EditorResult,
} from "~/features/clinic-profile/components/shared";
import { Pagination } from "~/components/layout/pagination";
import {
  CASE_FIELDS,
  CLINIC_DETAIL_FIELDS,
  CaseSchema,
  ClinicDetailsSchema,
  MAX_FILES_PER_UPLOAD,
  MAX_GALLERY_PHOTOS,
  MAX_INTERIOR_IMAGES,
  MAX_UPLOAD_BODY_BYTES,
  pickStrings,
} from "~/features/clinic-profile/schema";
import { UUID_RE, fieldErrors as issuesToFieldErrors } from "~/utils/validation";
import { MediaError } from "~/services/media/media.server";
import { useHydrated } from "~/utils/use-hydrated";
import { assertSameOrigin } from "~/utils/csrf.server";
import { redirectWithToast } from "~/utils/toast.server";
import { cn } from "~/utils/misc";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "profile", ["clinic"]);
  const clinicId = requireClinicId(user);
  const url = new URL(request.url);
  const editCaseId = url.searchParams.get("editCase");
  const [clinic, cities, cases, editing] = await Promise.all([
    getEditableClinic(clinicId),
    listCityOptions(),
    listCases(clinicId, pageParam(url, "casePage")),
    editCaseId && UUID_RE.test(editCaseId) ? getCase(clinicId, editCaseId) : null,
  ]);
  if (!clinic) throw data({ message: "Your clinic no longer exists." }, { status: 404 });
  return data(
    {
      clinic: { ...clinic, verifiedAt: clinic.verifiedAt?.toISOString() ?? null },
      cities,
      cases,
      editingCase: editing,
    },
    { headers: NO_STORE },
  );
}

const LISTS = new Set<ImageList>(["photos", "interior"]);

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { user } = await requireDashboardTab(request, "profile", ["clinic"]);
  const clinicId = requireClinicId(user);
  const body = await readFormLimited(request, MAX_UPLOAD_BODY_BYTES);
  if (body.tooLarge) {
    return fail(
      { intent: "upload", formError: "The upload is too large. Send at most 6 images of up to 10 MB each at a time." },
      413,
    );
  }
  const form = body.form;
  const intent = str(form, "intent");
  const back = new URL(request.url);
  const here = `${back.pathname}${back.search}`;
  const done = (title: string, description?: string, hash = "") =>
    redirectWithToast(`${here}${hash}`, { type: "success", title, description });
  const notFound = (what: string) =>
    fail({ intent, formError: `This ${what} was not found in your clinic's profile.` }, 404);

  switch (intent) {
    case "details": {
      const values = pickStrings(form, CLINIC_DETAIL_FIELDS);
      const parsed = ClinicDetailsSchema.safeParse(values);
      if (!parsed.success) {
        return fail({
          intent,
          values,
          fieldErrors: issuesToFieldErrors(parsed.error),
          formError: "Please check the highlighted fields.",
        });
      }
      const r = await updateClinicDetails(clinicId, parsed.data);
      if (r.outcome === "bad_city") {
        return fail({ intent, values, fieldErrors: { cityId: "Choose a city" }, formError: "Choose a city" });
      }
      if (r.outcome === "not_found") return notFound("clinic");
      return r.sentToReview
        ? done(
            "Profile saved: pending review",
            "You changed the name, address or certifications, so the CareAtlas team will check them before the Verified badge returns.",
          )
        : done("Profile saved", "Your public clinic page shows the changes now.");
    }
    case "upload": {
      const list = str(form, "list") as ImageList;
      if (!LISTS.has(list)) return fail({ intent, target: list, formError: "Choose where to add the images." });
      let files: Buffer[];
      try {
        files = await filesOf(form, "images");
      } catch (e) {
        if (e instanceof MediaError) return fail({ intent, target: list, formError: e.message, fieldErrors: { images: e.message } });
        throw e;
      }
      if (files.length === 0) {
        const m = "Choose at least one image to upload.";
        return fail({ intent, target: list, formError: m, fieldErrors: { images: m } });
      }
      if (files.length > MAX_FILES_PER_UPLOAD) {
        const m = `Upload at most ${MAX_FILES_PER_UPLOAD} images at a time.`;
        return fail({ intent, target: list, formError: m, fieldErrors: { images: m } });
      }
      try {
        const n = await addClinicImages(clinicId, user.id, list, files);
        return done(n === 1 ? "Image added" : `${n} images added`, undefined, "#photos");
      } catch (e) {
        if (e instanceof MediaError || e instanceof ProfileLimitError) {
          return fail({ intent, target: list, formError: e.message, fieldErrors: { images: e.message } });
        }
        throw e;
      }
    }
    case "photo-move":
    case "photo-delete":
    case "photo-transfer":
    case "photo-reorder": {
      const list = str(form, "list") as ImageList;
      if (!LISTS.has(list)) return notFound("image");
      const url = str(form, "url");
      let r: Awaited<ReturnType<typeof editClinicImages>>;
      if (intent === "photo-move") {
        const direction = str(form, "direction");
        if (direction !== "up" && direction !== "down") return fail({ intent, formError: "Choose up or down." });
        r = await editClinicImages(clinicId, list, { kind: "move", url, direction });
      } else if (intent === "photo-delete") {
        r = await editClinicImages(clinicId, list, { kind: "remove", url });
      } else if (intent === "photo-transfer") {
        r = await editClinicImages(clinicId, list, { kind: "transfer", url });
      } else {
        const urls = form.getAll("order").filter((v): v is string => typeof v === "string");
        r = await editClinicImages(clinicId, list, { kind: "reorder", urls });
      }
      if (r === "not_found") return notFound("image");
      if (r === "full") {
        return fail({
          intent,
          formError:
            list === "photos"
              ? `The interior section holds at most ${MAX_INTERIOR_IMAGES} images.`
              : `The gallery holds at most ${MAX_GALLERY_PHOTOS} photos.`,
        }, 409);
      }
      const titles: Record<string, string> = {
        "photo-move": "Order saved",
        "photo-reorder": "Order saved",
        "photo-delete": "Image deleted",
        "photo-transfer": list === "photos" ? "Set as interior image" : "Moved to the gallery",
      };
      return done(titles[intent]!, undefined, "#photos");
    }
    case "case-create":
    case "case-update": {
      const id = str(form, "id");
      const target = intent === "case-update" ? id : undefined;
      const values = pickStrings(form, CASE_FIELDS);
      const parsed = CaseSchema.safeParse(values);
      const fieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error);
      let before: Buffer | undefined;
      let after: Buffer | undefined;
      try {
        [before] = await filesOf(form, "beforeImage");
        [after] = await filesOf(form, "afterImage");
      } catch (e) {
        if (!(e instanceof MediaError)) throw e;
        fieldErrors.beforeImage ??= e.message;
      }
      if (intent === "case-create") {
        if (!before) fieldErrors.beforeImage ??= "Add the before image";
        if (!after) fieldErrors.afterImage ??= "Add the after image";
      }
      if (!parsed.success || Object.keys(fieldErrors).length) {
        return fail({ intent, target, values, fieldErrors, formError: "Please check the highlighted fields." });
      }
      try {
        if (intent === "case-create") {
          await createCase(clinicId, user.id, parsed.data, { before: before!, after: after! });
          return done("Case added", "It shows in the results section of your clinic page.", "#cases");
        }
        if (!UUID_RE.test(id)) return notFound("case");
        const r = await updateCase(clinicId, user.id, id, parsed.data, { before, after });
        if (r === "not_found") return notFound("case");
        return redirectWithToast(`${back.pathname}#cases`, { type: "success", title: "Case saved" });
      } catch (e) {
        if (e instanceof MediaError) {
          return fail({ intent, target, values, fieldErrors: { beforeImage: e.message }, formError: e.message });
        }
        throw e;
      }
    }
    case "case-delete": {
      const id = str(form, "id");
      if (!UUID_RE.test(id) || (await deleteCase(clinicId, id)) === "not_found") return notFound("case");
      return redirectWithToast(`${back.pathname}#cases`, { type: "success", title: "Case deleted" });
    }
    default:
      return data<EditorResult>(
        { intent, formError: "Unknown action.", toast: toastOf("error", "Unknown action") },
        { status: 400 },
      );
  }
}

export function meta() {
  return [{ title: "Edit clinic profile | CareAtlas" }];
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function ClinicProfileEditor({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as EditorResult | undefined;
  useResultToast(result);
  const { clinic } = loaderData;
  return (
    <div className="space-y-6">
      <Panel
        title="Edit clinic profile"
        description="What patients see on your public clinic page. Saved changes show there at once."
        actions={
          <Link to={`/clinic/${clinic.slug}`} className={buttonVariants({ variant: "outline" })}>
            <ExternalLink aria-hidden /> View public page
          </Link>
        }
      >
        <ReviewState clinic={clinic} />
        <nav aria-label="Profile sections" className="mt-4 flex flex-wrap gap-2 text-sm">
          {[
            ["details", "Details"],
            ["photos", "Photos"],
            ["cases", "Before & after"],
          ].map(([id, label]) => (
            <a key={id} href={`#${id}`} className={buttonVariants({ variant: "subtle", size: "sm" })}>
              {label}
            </a>
          ))}
          <Link to="/dashboard/team" className={buttonVariants({ variant: "subtle", size: "sm" })}>
            Team
          </Link>
        </nav>
      </Panel>
      <DetailsForm data={loaderData} result={result} />
      <PhotosPanel clinic={clinic} result={result} />
      <CasesPanel data={loaderData} result={result} />
    </div>
  );
}

function ReviewState({ clinic }: { clinic: LoaderData["clinic"] }) {
  if (clinic.needsReview) {
    return (
      <div data-testid="review-state">
        <Notice tone="warning" title="Pending review">
          You changed your clinic's name, address or certifications. The CareAtlas team checks
          these before the Verified badge returns; your page stays visible without the badge
          meanwhile.
        </Notice>
      </div>
    );
  }
  if (clinic.verified) {
    return (
      <p data-testid="review-state" className="flex items-center gap-2 text-sm text-slate-700">
        <Badge variant="success">
          <BadgeCheck aria-hidden /> Verified clinic
        </Badge>
        Changing the name, address or certifications sends the profile back to review.
      </p>
    );
  }
  return (
    <div data-testid="review-state">
      <Notice tone="info" title="Verification pending">
        Your clinic is not verified yet. The CareAtlas team will review it.
      </Notice>
    </div>
  );
}

function DetailsForm({ data: d, result }: { data: LoaderData; result?: EditorResult }) {
  const c = d.clinic;
  const social = (c.social ?? {}) as { instagram?: string; facebook?: string; youtube?: string };
  const { values: v, errors: e, formError } = formValues(result, "details", undefined, {
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
    <Panel id="details" title="Clinic details">
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
          const next = parsed.success ? {} : issuesToFieldErrors(parsed.error);
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
          <legend className="mb-3 text-base font-semibold text-slate-900">Details</legend>
          <Field id="name" label="Clinic name" required error={errors.name} hint="Changing it sends your profile back to review.">
            <input {...input("name", { autoComplete: "organization", ...describedBy("name", errors.name, true) })} />
          </Field>
          <Field id="specialty" label="Specialty" required error={errors.specialty}>
            <input {...input("specialty")} />
          </Field>
          <Field id="address" label="Address" required error={errors.address} className="sm:col-span-2" hint="Changing it sends your profile back to review.">
            <input {...input("address", { autoComplete: "street-address", ...describedBy("address", errors.address, true) })} />
          </Field>
          <Field id="cityId" label="City" required error={errors.cityId}>
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
          <Field id="yearsExperience" label="Years of experience" optional error={errors.yearsExperience}>
            <input {...input("yearsExperience", { inputMode: "numeric" })} />
          </Field>
          <Field id="website" label="Website" optional error={errors.website} className="sm:col-span-2">
            <input {...input("website", { type: "url", placeholder: "https://" })} />
          </Field>
          <Field id="bio" label="About the clinic" optional error={errors.bio} className="sm:col-span-2">
            <textarea {...input("bio")} rows={6} className={cn(controlClass, "py-2")} maxLength={4000} />
          </Field>
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-slate-900">Languages and certifications</legend>
          <Field id="languages" label="Languages spoken" optional error={errors.languages} hint="Separate with commas, e.g. English, Turkish, German.">
            <input {...input("languages", describedBy("languages", errors.languages, true))} />
          </Field>
          <Field id="certifications" label="Certifications" optional error={errors.certifications} hint="Separate with commas. Changing them sends your profile back to review.">
            <input {...input("certifications", describedBy("certifications", errors.certifications, true))} />
          </Field>
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold text-slate-900">Location</legend>
          <Field id="lat" label="Latitude" optional error={errors.lat} hint="Between -90 and 90, e.g. 41.0082.">
            <input {...input("lat", { inputMode: "decimal", ...describedBy("lat", errors.lat, true) })} />
          </Field>
          <Field id="lng" label="Longitude" optional error={errors.lng} hint="Between -180 and 180, e.g. 28.9784.">
            <input {...input("lng", { inputMode: "decimal", ...describedBy("lng", errors.lng, true) })} />
          </Field>
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-3">
          <legend className="mb-3 text-base font-semibold text-slate-900">Social links</legend>
          <Field id="instagram" label="Instagram" optional error={errors.instagram}>
            <input {...input("instagram", { type: "url", placeholder: "https://www.instagram.com/…" })} />
          </Field>
          <Field id="facebook" label="Facebook" optional error={errors.facebook}>
            <input {...input("facebook", { type: "url", placeholder: "https://www.facebook.com/…" })} />
          </Field>
          <Field id="youtube" label="YouTube" optional error={errors.youtube}>
            <input {...input("youtube", { type: "url", placeholder: "https://www.youtube.com/…" })} />
          </Field>
        </fieldset>
        <SubmitButton intent="details" pendingLabel="Saving…">
          Save details
        </SubmitButton>
      </Form>
    </Panel>
  );
}

function PhotosPanel({ clinic, result }: { clinic: LoaderData["clinic"]; result?: EditorResult }) {
  return (
    <Panel
      id="photos"
      title="Photos"
      description="JPEG, PNG, WebP, GIF or AVIF up to 10 MB each. Images are checked, resized and stored without their metadata (such as GPS position)."
    >
      {result?.formError && result.intent.startsWith("photo-") && (
        <Notice tone="error" className="mb-4">
          {result.formError}
        </Notice>
      )}
      <div className="space-y-10">
        <ImageListEditor
          list="photos"
          title="Gallery"
          hint={`The first four show at the top of your page. Up to ${MAX_GALLERY_PHOTOS} photos.`}
          images={clinic.photos}
          result={result}
        />
        <ImageListEditor
          list="interior"
          title="Interior images"
          hint={`Shown in the interior section of your page. Up to ${MAX_INTERIOR_IMAGES} images.`}
          images={clinic.interiorImages}
          result={result}
        />
      </div>
    </Panel>
  );
}

function ImageListEditor({
  list,
  title,
  hint,
  images,
  result,
}: {
  list: ImageList;
  title: string;
  hint: string;
  images: string[];
  result?: EditorResult;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const [order, setOrder] = useState<string[] | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const shown = order && fetcher.state !== "idle" ? order : images;
  const { errors, formError } = formValues(result, "upload", list, {});
  const inputId = `upload-${list}`;
  const label = list === "photos" ? "photo" : "interior image";

  function onDrop(ev: DragEvent, target: string) {
    ev.preventDefault();
    if (!dragging || dragging === target) return;
    const next = shown.filter((u) => u !== dragging);
    next.splice(next.indexOf(target) + (shown.indexOf(dragging) < shown.indexOf(target) ? 1 : 0), 0, dragging);
    setOrder(next);
    setDragging(null);
    const fd = new FormData();
    fd.set("intent", "photo-reorder");
    fd.set("list", list);
    for (const u of next) fd.append("order", u);
    void fetcher.submit(fd, { method: "post", preventScrollReset: true });
  }

  return (
    <section aria-labelledby={`${list}-heading`}>
      <h3 id={`${list}-heading`} className="text-base font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">({images.length})</span>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {hint} {hydrated && images.length > 1 && "Use the arrow buttons, or drag an image, to change the order."}
      </p>
      {images.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No {list === "photos" ? "gallery photos" : "interior images"} yet.
        </p>
      ) : (
        <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid={`${list}-list`}>
          {shown.map((url, i) => (
            <li
              key={url}
              draggable={hydrated}
              onDragStart={() => setDragging(url)}
              onDragOver={(ev) => ev.preventDefault()}
              onDrop={(ev) => onDrop(ev, url)}
              className={cn(
                "overflow-hidden rounded-xl bg-white ring-1 ring-slate-200",
                dragging === url && "opacity-50",
              )}
            >
              <img src={url} alt={`${title} ${i + 1}`} className="aspect-[4/3] w-full object-cover" loading="lazy" />
              <div className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="text-sm font-medium text-slate-700">
                  {i + 1} of {shown.length}
                </span>
                <MoveButtons
                  intent="photo-move"
                  hidden={{ list, url }}
                  name={`${label} ${i + 1}`}
                  first={i === 0}
                  last={i === shown.length - 1}
                />
              </div>
              <div className="flex flex-wrap items-start gap-2 border-t border-slate-100 p-3">
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="list" value={list} />
                  <input type="hidden" name="url" value={url} />
                  <SubmitButton intent="photo-transfer" variant="outline" size="sm">
                    {list === "photos" ? "Set as interior image" : "Move to gallery"}
                  </SubmitButton>
                </Form>
                <ConfirmDelete
                  intent="photo-delete"
                  hidden={{ list, url }}
                  label="Delete"
                  question={`Delete ${label} ${i + 1}? It disappears from your public page.`}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <Form method="post" encType="multipart/form-data" preventScrollReset className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="list" value={list} />
        <InputField
          id={inputId}
          label={list === "photos" ? "Add gallery photos" : "Add interior images"}
          error={errors.images ?? formError}
          className="min-w-0 flex-1"
          name="images"
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          controlClassName={cn(inputClass, "py-2")}
        />
        <SubmitButton intent="upload" pendingLabel="Uploading…" variant="outline">
          <ImagePlus aria-hidden /> Upload
        </SubmitButton>
      </Form>
    </section>
  );
}

function CasesPanel({ data: d, result }: { data: LoaderData; result?: EditorResult }) {
  const { cases, editingCase } = d;
  return (
    <Panel
      id="cases"
      title="Before & after results"
      description="Treatment cases with a before and an after image. Only show patients who agreed in writing."
    >
      {result?.formError && result.intent === "case-delete" && (
        <Notice tone="error" className="mb-4">
          {result.formError}
        </Notice>
      )}
      {cases.total === 0 ? (
        <EmptyState icon={Images} title="No cases yet" text="Add your first before and after case below." />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200" data-testid="case-list">
          {cases.rows.map((c) => (
            <li key={c.id} className="flex flex-wrap gap-4 p-4">
              <div className="flex gap-2">
                <img src={c.beforeImage} alt={`Before: ${c.title}`} className="size-20 rounded-lg object-cover" loading="lazy" />
                <img src={c.afterImage} alt={`After: ${c.title}`} className="size-20 rounded-lg object-cover" loading="lazy" />
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{c.title}</p>
                <p className="text-sm text-slate-600">
                  {c.treatmentType} · {c.timeframe} · {c.doctorName} · {c.patientInfo}
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-slate-700">{c.description}</p>
              </div>
              <div className="flex flex-wrap items-start gap-2">
                <Link
                  to={`?editCase=${c.id}${cases.page > 1 ? `&casePage=${cases.page}` : ""}#case-form`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  <Pencil aria-hidden /> Edit<span className="sr-only"> {c.title}</span>
                </Link>
                <ConfirmDelete
                  intent="case-delete"
                  hidden={{ id: c.id }}
                  label="Delete"
                  question={`Delete the case “${c.title}” and its two images?`}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        look="split"
        page={cases.page}
        pages={cases.pages}
        href={(p) => `?casePage=${p}#cases`}
        label="Case pages"
      />
      <CaseForm key={editingCase?.id ?? "new"} editing={editingCase} result={result} />
    </Panel>
  );
}

function CaseForm({ editing, result }: { editing: LoaderData["editingCase"]; result?: EditorResult }) {
  const intent = editing ? "case-update" : "case-create";
  const { values: v, errors, formError } = formValues(result, intent, editing?.id, {
    title: editing?.title ?? "",
    treatmentType: editing?.treatmentType ?? "",
    timeframe: editing?.timeframe ?? "",
    doctorName: editing?.doctorName ?? "",
    patientInfo: editing?.patientInfo ?? "",
    description: editing?.description ?? "",
  });
  const p = (id: string) => `case-${id}`;
  const input = (id: keyof typeof v) => ({
    id: p(id),
    name: id,
    defaultValue: v[id],
    className: inputClass,
    ...describedBy(p(id), errors[id]),
  });
  return (
    <Form
      id="case-form"
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      className="mt-6 scroll-mt-24 space-y-5 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h3 className="text-base font-semibold text-slate-900">{editing ? `Edit “${editing.title}”` : "Add a case"}</h3>
      {formError && <Notice tone="error">{formError}</Notice>}
      {editing && <input type="hidden" name="id" value={editing.id} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={p("title")} label="Title" required error={errors.title}>
          <input {...input("title")} />
        </Field>
        <Field id={p("treatmentType")} label="Treatment" required error={errors.treatmentType}>
          <input {...input("treatmentType")} />
        </Field>
        <Field id={p("timeframe")} label="Timeframe" required error={errors.timeframe} hint="e.g. 6 months">
          <input {...input("timeframe")} />
        </Field>
        <Field id={p("doctorName")} label="Doctor" required error={errors.doctorName}>
          <input {...input("doctorName")} />
        </Field>
        <Field id={p("patientInfo")} label="Patient" required error={errors.patientInfo} hint="Gender and age, e.g. Female, 42">
          <input {...input("patientInfo")} />
        </Field>
        <div />
        <Field id={p("description")} label="Description" required error={errors.description} className="sm:col-span-2">
          <textarea {...input("description")} rows={4} className={cn(controlClass, "py-2")} maxLength={2000} />
        </Field>
        {(["beforeImage", "afterImage"] as const).map((k) => (
          <Field
            key={k}
            id={p(k)}
            label={k === "beforeImage" ? "Before image" : "After image"}
            required={!editing}
            error={errors[k]}
            hint={editing ? "Leave empty to keep the current image." : undefined}
          >
            <div className="flex items-center gap-3">
              {editing && (
                <img src={editing[k]} alt="" className="size-11 shrink-0 rounded object-cover" />
              )}
              <input
                id={p(k)}
                name={k}
                type="file"
                accept={IMAGE_ACCEPT}
                className={cn(inputClass, "py-2")}
                {...describedBy(p(k), errors[k], !!editing)}
              />
            </div>
          </Field>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton intent={intent} pendingLabel="Saving…">
          {editing ? "Save case" : "Add case"}
        </SubmitButton>
        {editing && (
          <Link to="?#cases" className={buttonVariants({ variant: "ghost" })}>
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}

export function ErrorBoundary() {
  return (
    <Panel title="Edit clinic profile">
      <Notice tone="error" title="This page could not be shown">
        Your account may not be linked to a clinic. <Link to="/dashboard/profile" className="underline">Back to your profile</Link>
      </Notice>
    </Panel>
  );
}
