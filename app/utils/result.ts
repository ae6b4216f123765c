/**
 * How a data function reports an expected failure (a wrong password, a record that is not the
 * user's, a full gallery): it returns a `Failure` with the HTTP status the action answers with
 * and a message the user can read. Exceptions are kept for what the user cannot fix (the
 * database or storage is down); the action pipeline (action.server.ts) turns a `Failure` into
 * field errors beside the form.
 */

export type Failure = {
  ok: false;
  /** The status the action answers with (400 bad input, 403, 404, 409 conflict, 413, 429 …). */
  status: number;
  /** Shown beside the form (and in the error toast). */
  message: string;
  /** Messages for single fields, by field name, shown beside those fields. */
  fieldErrors?: Record<string, string>;
  /**
   * A stable name for the failure (better-auth's error code in the account flows), for a route
   * that answers one failure its own way, and for tests. Never shown.
   */
  code?: string;
};

export type Success<T> = { ok: true; value: T };

export type Result<T = undefined> = Success<T> | Failure;

export function ok(): Success<undefined>;
export function ok<T>(value: T): Success<T>;
export function ok<T>(value?: T): Success<T | undefined> {
  return { ok: true, value };
}

export function failure(
  status: number,
  message: string,
  fieldErrors?: Record<string, string>,
): Failure {
  return fieldErrors ? { ok: false, status, message, fieldErrors } : { ok: false, status, message };
}

/** A failure about one field: the message is shown beside that field. */
export function fieldFailure(field: string, message: string, status = 400): Failure {
  return { ok: false, status, message, fieldErrors: { [field]: message } };
}

export function isFailure(value: unknown): value is Failure {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { ok?: unknown }).ok === false &&
    typeof (value as { status?: unknown }).status === "number" &&
    typeof (value as { message?: unknown }).message === "string"
  );
}
