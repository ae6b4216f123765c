import { drain } from "~/features/inquiries/form-request.server";
import { readForm } from "~/utils/request.server";
/**
 * Reads a form body with a byte cap, so an oversized upload is refused before it is parsed
 * (request.formData() would buffer any size).
 */
export async function readFormLimited(
  request: Request,
  maxBytes: number,
): Promise<{ form: FormData; tooLarge: false } | { form: null; tooLarge: true }> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await drain(request.body);
    return { form: null, tooLarge: true };
  }
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        reader.releaseLock();
        await drain(request.body);
        return { form: null, tooLarge: true };
      }
      chunks.push(value);
    }
  }
  const body = Buffer.concat(chunks);
  const copy = new Request(request.url, {
    method: "POST",
    headers: {
      "content-type": request.headers.get("content-type") ?? "application/x-www-form-urlencoded",
    },
    body,
  });
  return { form: await readForm(copy), tooLarge: false };
}
