import { data } from "react-router";

/**
 * request.formData(), but a malformed or mislabelled body is the client's error: 400 with a
 * clear message instead of an exception (and a 500).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(
      { message: "The request could not be read. Send the form again." },
      { status: 400 },
    );
  }
}
