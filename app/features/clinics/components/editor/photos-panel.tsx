import { ImagePlus } from "lucide-react";
import { useState, type DragEvent } from "react";
import { Form, useFetcher } from "react-router";
import { InputField, inputClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { useText } from "~/i18n/text";
import { MAX_IMAGE_BYTES } from "~/services/media/media-rules";
import { fileOver } from "~/utils/files";
import { cn } from "~/utils/misc";
import { useHydrated } from "~/utils/use-hydrated";
import { MAX_GALLERY_PHOTOS, MAX_INTERIOR_IMAGES } from "../../editor-schema";
import type { ImageList } from "../../editor.server";
import {
  ConfirmDelete,
  IMAGE_ACCEPT,
  MoveButtons,
  type EditorResult,
  formValues,
} from "./editor-controls";
import type { EditorClinic } from "./editor-data";

/** The gallery and the interior images: upload, order (buttons or drag), move, delete. */
export function PhotosPanel({ clinic, result }: { clinic: EditorClinic; result?: EditorResult }) {
  const t = useText();
  return (
    <Panel
      id="photos"
      title={t("clinic-dash.profile.nav.photos")}
      description={t("clinic-dash.profile.ph.description")}
    >
      {result?.formError && result.intent.startsWith("photo-") && (
        <Notice tone="error" className="mb-4">
          {result.formError}
        </Notice>
      )}
      <div className="space-y-10">
        <ImageListEditor
          list="photos"
          title={t("clinic-dash.profile.ph.gallery")}
          hint={t("clinic-dash.profile.ph.gallery-hint").replace(
            "{max}",
            String(MAX_GALLERY_PHOTOS),
          )}
          images={clinic.photos}
          result={result}
        />
        <ImageListEditor
          list="interior"
          title={t("clinic-dash.profile.ph.interior")}
          hint={t("clinic-dash.profile.ph.interior-hint").replace(
            "{max}",
            String(MAX_INTERIOR_IMAGES),
          )}
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
  const t = useText();
  const fetcher = useFetcher();
  const [order, setOrder] = useState<string[] | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const shown = order && fetcher.state !== "idle" ? order : images;
  const { errors, formError } = formValues(result, "upload", list, {});
  const inputId = `upload-${list}`;
  /** A photo over 10 MB, named before anything is sent. */
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const gallery = list === "photos";
  /** "photo 2" / "interior image 2", and the question before deleting it. */
  const itemName = (n: number) =>
    (gallery
      ? t("clinic-dash.profile.ph.photo-n")
      : t("clinic-dash.profile.ph.interior-n")
    ).replace("{n}", String(n));

  function onDrop(ev: DragEvent, target: string) {
    ev.preventDefault();
    if (!dragging || dragging === target) return;
    const next = shown.filter((u) => u !== dragging);
    next.splice(
      next.indexOf(target) + (shown.indexOf(dragging) < shown.indexOf(target) ? 1 : 0),
      0,
      dragging,
    );
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
        {hint} {hydrated && images.length > 1 && t("clinic-dash.profile.ph.order-hint")}
      </p>
      {images.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          {gallery
            ? t("clinic-dash.profile.ph.gallery-empty")
            : t("clinic-dash.profile.ph.interior-empty")}
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
              <img
                src={url}
                alt={`${title} ${i + 1}`}
                className="aspect-[4/3] w-full object-cover"
                loading="lazy"
              />
              <div className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="text-sm font-medium text-slate-700">
                  {t("clinic-dash.profile.ph.position")
                    .replace("{n}", String(i + 1))
                    .replace("{total}", String(shown.length))}
                </span>
                <MoveButtons
                  intent="photo-move"
                  hidden={{ list, url }}
                  name={itemName(i + 1)}
                  first={i === 0}
                  last={i === shown.length - 1}
                />
              </div>
              <div className="flex flex-wrap items-start gap-2 border-t border-slate-100 p-3">
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="list" value={list} />
                  <input type="hidden" name="url" value={url} />
                  <SubmitButton intent="photo-transfer" variant="outline" size="sm">
                    {gallery
                      ? t("clinic-dash.profile.ph.to-interior")
                      : t("clinic-dash.profile.ph.to-gallery")}
                  </SubmitButton>
                </Form>
                <ConfirmDelete
                  intent="photo-delete"
                  hidden={{ list, url }}
                  label={t("clinic-dash.profile.delete")}
                  question={t("clinic-dash.profile.ph.delete-ask").replace(
                    "{name}",
                    itemName(i + 1),
                  )}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        preventScrollReset
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(ev) => {
          const photo = fileOver(new FormData(ev.currentTarget), "images", MAX_IMAGE_BYTES);
          setTooLarge(photo ? `${photo.name}: ${t("clinic-msg.image.too-large")}` : null);
          if (!photo) return;
          ev.preventDefault();
          document.getElementById(inputId)?.focus();
        }}
      >
        <input type="hidden" name="list" value={list} />
        <InputField
          id={inputId}
          label={
            gallery
              ? t("clinic-dash.profile.ph.add-gallery")
              : t("clinic-dash.profile.ph.add-interior")
          }
          error={tooLarge ?? errors.images ?? formError}
          className="min-w-0 flex-1"
          name="images"
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          controlClassName={cn(inputClass, "py-2")}
        />
        <SubmitButton
          intent="upload"
          pendingLabel={t("clinic-dash.profile.ph.uploading")}
          variant="outline"
        >
          <ImagePlus aria-hidden /> {t("clinic-dash.profile.ph.upload")}
        </SubmitButton>
      </Form>
    </section>
  );
}
