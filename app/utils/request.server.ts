import { data } from "react-router";

/**
 * request.formData(), but a malformed or mislabelled body is the client's error: 400 with a
 * clear message instead of an exception (and a 500).
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(
      { message: "The request could not be read. Send the form again." },
      { status: 400 },
    );
  }
  return refuseNul(form);
}

/**
 * The server's input guard (server/input-guard.ts) refuses a NUL in every address and every
 * form or JSON body; multipart bodies carry binary files, so their text fields are checked
 * here, where they are parsed. PostgreSQL cannot store a NUL, and no field has a use for it.
 */
export function refuseNul(form: FormData): FormData {
  for (const [key, value] of form) {
    const name = typeof value === "string" ? value : value.name;
    if (key.includes("\u0000") || name.includes("\u0000"))
      throw data(
        { message: "The form contains a NUL character, which no field accepts." },
        { status: 400 },
      );
  }
  return form;
}

/**
 * Reads and drops a request body the route will not use (at most `maxBytes`), so an early answer
 * leaves the keep-alive connection ready for the client's next request: a body nobody reads
 * stalls the socket. True when the whole body was read; false when it was cut off (then the
 * answer should close the connection).
 */
export async function discardBody(request: Request, maxBytes = 11 * 1024 * 1024): Promise<boolean> {
  if (!request.body || request.bodyUsed) return true;
  const reader = request.body.getReader();
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      seen += value.byteLength;
      if (seen > maxBytes) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false;
  }
}
