import { data } from "react-router";

/*
 * Reading request bodies, in one place. Every action reads its form through one of these:
 * - readForm: the body as FormData; malformed is a 400, a NUL anywhere is a 400;
 * - readFormLimited: the same, but refused (tooLarge) past a byte cap, before it is parsed;
 * - readFormData: the public enquiry forms' reader: never throws, answers a message instead;
 * - discardBody / drain: read and drop a body nobody will parse.
 * The two capped readers share readCappedBody, so the cap works the same way for both.
 */

/** The largest body a form without its own cap may send (a 10 MB medical record plus its form). */
export const MAX_FORM_BODY_BYTES = 11 * 1024 * 1024;

/**
 * The largest multipart body the server lets through to a route (server/app.ts): the largest
 * upload form, a package's eight photos of 10 MB and its text. Each upload route caps its own
 * body below this (handleForm's `maxBytes`) and answers a bigger one with its form and a message;
 * every other reader stops at MAX_FORM_BODY_BYTES.
 */
export const MAX_MULTIPART_BODY_BYTES = 81 * 1024 * 1024;

/**
 * request.formData(), but a malformed or mislabelled body is the client's error: 400 with a
 * clear message instead of an exception (and a 500), and a body over MAX_FORM_BODY_BYTES is
 * refused (413) before it is parsed.
 */
export async function readForm(request: Request): Promise<FormData> {
  const limited = await readFormLimited(request, MAX_FORM_BODY_BYTES);
  if (limited.tooLarge) throw data({ message: "The form is too large." }, { status: 413 });
  return limited.form;
}

/** Parses a body already read: a malformed one is a 400, a NUL anywhere is a 400. */
async function parseForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ message: "The request could not be read. Send the form again." }, { status: 400 });
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
 * Reads and discards the rest of a refused body (up to `cap`), so the client receives the
 * answer instead of a connection reset mid-upload. True when the whole body was read; false
 * when it was cut off or broke (then the answer should close the connection).
 */
export async function drain(
  body: ReadableStream<Uint8Array> | null,
  cap = MAX_MULTIPART_BODY_BYTES + 1024 * 1024,
): Promise<boolean> {
  if (!body) return true;
  let seen = 0;
  try {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      seen += value.byteLength;
      if (seen > cap) {
        await reader.cancel().catch(() => {});
        return false;
      }
    }
  } catch {
    // the client went away
    return false;
  }
}

/**
 * Reads and drops a request body the route will not use (at most `maxBytes`), so an early answer
 * leaves the keep-alive connection ready for the client's next request: a body nobody reads
 * stalls the socket. True when the whole body was read; false when it was cut off (then the
 * answer should close the connection).
 */
export async function discardBody(
  request: Request,
  maxBytes = MAX_MULTIPART_BODY_BYTES,
): Promise<boolean> {
  if (!request.body || request.bodyUsed) return true;
  return drain(request.body, maxBytes);
}

/**
 * The body's bytes, or null when it is larger than `maxBytes` (by its Content-Length, or once
 * that many bytes have arrived); a refused body is drained. A broken stream throws.
 */
async function readCappedBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > maxBytes) {
    await drain(request.body);
    return null;
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.releaseLock();
      await drain(request.body);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    body.set(c, offset);
    offset += c.byteLength;
  }
  return body;
}

/**
 * Reads a form body with a byte cap, so an oversized upload is refused before it is parsed
 * (request.formData() would buffer any size). Parsed as readForm does (400 when malformed).
 */
export async function readFormLimited(
  request: Request,
  maxBytes: number,
): Promise<{ form: FormData; tooLarge: false } | { form: null; tooLarge: true }> {
  const body = await readCappedBody(request, maxBytes);
  if (!body) return { form: null, tooLarge: true };
  const copy = new Request(request.url, {
    method: "POST",
    headers: {
      "content-type": request.headers.get("content-type") ?? "application/x-www-form-urlencoded",
    },
    body,
  });
  return { form: await parseForm(copy), tooLarge: false };
}

/** Largest public enquiry form body we read. Far above any valid submission (message max 5,000 characters). */
export const MAX_FORM_BYTES = 256 * 1024;

export type ReadFormResult = { ok: true; formData: FormData } | { ok: false; message: string };

/**
 * Reads a urlencoded or multipart body without ever holding more than `maxBytes`; anything
 * unreadable or oversized is an ordinary 400 with a message for the form, never a 500.
 */
export async function readFormData(
  request: Request,
  maxBytes = MAX_FORM_BYTES,
): Promise<ReadFormResult> {
  const tooLarge = {
    ok: false as const,
    message: "This form is too large to send. Please shorten your message.",
  };
  const unreadable = {
    ok: false as const,
    message: "We couldn't read this form. Please try again.",
  };
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType))
    return unreadable;
  try {
    const body = await readCappedBody(request, maxBytes);
    if (!body) return tooLarge;
    if (!request.body) return { ok: true, formData: new FormData() };
    const formData = await new Response(body, {
      headers: { "content-type": contentType },
    }).formData();
    return { ok: true, formData };
  } catch {
    return unreadable;
  }
}
