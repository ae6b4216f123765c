import { type Result, failure, ok } from "~/utils/result";
import type { Failure as AuthFailure } from "./auth-flows.server";

/**
 * The account flows answer `{ kind: "error" }` or another `kind` (better-auth's outcomes, also
 * read by the tests); an action takes them as a `Result`, with the other outcome as its value.
 */
export function asResult<T extends { kind: string }>(
  r: T | AuthFailure,
): Result<Exclude<T, AuthFailure>> {
  if (r.kind === "error") return failure((r as AuthFailure).status, (r as AuthFailure).message);
  return ok(r as Exclude<T, AuthFailure>);
}
