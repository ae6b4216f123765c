import { filesOf } from "~/features/clinics/editor-actions.server";
import { MAX_FILES_PER_UPLOAD } from "~/features/clinics/editor-schema";
import {
  addClinicImages,
  editClinicImages,
  type ImageList,
} from "~/features/clinics/editor.server";
import { type IntentContext } from "~/utils/action.server";
import { type Result, failure, fieldFailure, ok } from "~/utils/result";
import { type Editor, intent, notFound, saved } from "./intent.server";

/** The gallery and interior image lists: upload, order, move between lists, delete. */

const LISTS = new Set<string>(["photos", "interior"]);

const listOf = (form: FormData) => {
  const v = form.get("list");
  return typeof v === "string" && LISTS.has(v) ? (v as ImageList) : null;
};
const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

export const upload = intent({
  run: async (form, { user }) => {
    const list = listOf(form);
    if (!list) return failure(400, "Choose where to add the images.");
    const uploaded = await filesOf(form, "images");
    if (!uploaded.ok) return uploaded;
    const files = uploaded.value;
    if (files.length === 0) return fieldFailure("images", "Choose at least one image to upload.");
    if (files.length > MAX_FILES_PER_UPLOAD)
      return fieldFailure("images", `Upload at most ${MAX_FILES_PER_UPLOAD} images at a time.`);
    return addClinicImages(user.clinicId, user.userId, list, files);
  },
  done: (n, _form, ctx) =>
    saved(ctx, n === 1 ? "Image added" : `${n} images added`, undefined, "#photos"),
});

type ImageEdit = Parameters<typeof editClinicImages>[2];

/** One change to an image list; the list is the clinic's own, so an unknown URL is "not found". */
function imageEdit(
  edit: (form: FormData) => ImageEdit | string,
  title: (list: ImageList) => string,
) {
  return intent({
    run: async (form, { user }): Promise<Result<ImageList>> => {
      const list = listOf(form);
      if (!list) return notFound("image");
      const change = edit(form);
      if (typeof change === "string") return failure(400, change);
      const r = await editClinicImages(user.clinicId, list, change);
      return r.ok ? ok(list) : r;
    },
    done: (list, _form, ctx: IntentContext<Editor>) =>
      saved(ctx, title(list), undefined, "#photos"),
  });
}

export const photoIntents = {
  "photo-move": imageEdit(
    (form) => {
      const direction = text(form, "direction");
      if (direction !== "up" && direction !== "down") return "Choose up or down.";
      return { kind: "move", url: text(form, "url"), direction };
    },
    () => "Order saved",
  ),
  "photo-delete": imageEdit(
    (form) => ({ kind: "remove", url: text(form, "url") }),
    () => "Image deleted",
  ),
  "photo-transfer": imageEdit(
    (form) => ({ kind: "transfer", url: text(form, "url") }),
    (list) => (list === "photos" ? "Set as interior image" : "Moved to the gallery"),
  ),
  "photo-reorder": imageEdit(
    (form) => ({
      kind: "reorder",
      urls: form.getAll("order").filter((v): v is string => typeof v === "string"),
    }),
    () => "Order saved",
  ),
};
