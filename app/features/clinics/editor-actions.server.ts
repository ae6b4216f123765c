import { data } from "react-router";
import { MediaError, MAX_IMAGE_BYTES, MEDIA_MESSAGES } from "~/services/media/media.server";
import type { EditorResult } from "./components/editor/editor-controls";

export function toastOf(type: "success" | "error" | "info", title: string, description?: string) {
  return { id: crypto.randomUUID(), type, title, description };
}

export function fail(result: Omit<EditorResult, "toast"> & { formError: string }, status = 400) {
  return data<EditorResult>(
    { ...result, toast: toastOf("error", "Not saved", result.formError) },
    { status },
  );
}

/** The non-empty files of a form field; an oversize one is refused before sharp sees it. */
export async function filesOf(form: FormData, name: string): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const v of form.getAll(name)) {
    if (!(v instanceof File) || v.size === 0) continue;
    if (v.size > MAX_IMAGE_BYTES) throw new MediaError("too_large", MEDIA_MESSAGES.too_large);
    out.push(Buffer.from(await v.arrayBuffer()));
  }
  return out;
}

export function str(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
}
