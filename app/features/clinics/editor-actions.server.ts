import { data } from "react-router";
import { MAX_IMAGE_BYTES, imageRefused } from "~/services/media/media.server";
import { type Result, ok } from "~/utils/result";
import type { EditorResult } from "./components/editor/editor-controls";

export function toastOf(type: "success" | "error" | "info", title: string, description?: string) {
  return { id: crypto.randomUUID(), type, title, description };
}

/** A failure beside its form, with an error toast (`notSaved`: its title in the page's language). */
export function fail(
  result: Omit<EditorResult, "toast"> & { formError: string },
  status = 400,
  notSaved = "Not saved",
) {
  return data<EditorResult>(
    { ...result, toast: toastOf("error", notSaved, result.formError) },
    { status },
  );
}

/**
 * The non-empty files of a form field; an oversize one is refused (a failure beside that field)
 * before sharp sees it.
 */
export async function filesOf(form: FormData, name: string): Promise<Result<Buffer[]>> {
  const out: Buffer[] = [];
  for (const v of form.getAll(name)) {
    if (!(v instanceof File) || v.size === 0) continue;
    if (v.size > MAX_IMAGE_BYTES) return imageRefused("too_large", name);
    out.push(Buffer.from(await v.arrayBuffer()));
  }
  return ok(out);
}

export function str(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}
