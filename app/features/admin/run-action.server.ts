import { data } from "react-router";
import type { z } from "zod";
import { fieldErrors } from "~/utils/validation";
import type { AdminActionResult } from "./action-result";
import { AdminError } from "./admin.server";

/** Parses with the form's schema: field errors (and what was typed) with a 400. */
export function parseOr400<S extends z.ZodType>(schema: S, values: Record<string, string>) {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true as const, data: parsed.data as z.infer<S> };
  return {
    ok: false as const,
    response: data<AdminActionResult>(
      {
        id: values.id ?? values.userId,
        intent: values.intent,
        fieldErrors: fieldErrors(parsed.error),
        values,
      },
      { status: 400 },
    ),
  };
}

/** Runs the change; an AdminError becomes its status with the message beside the form. */
export async function runAdmin<T>(
  values: Record<string, string>,
  fn: () => Promise<T>,
): Promise<
  { ok: true; value: T } | { ok: false; response: ReturnType<typeof data<AdminActionResult>> }
> {
  try {
    return { ok: true, value: await fn() };
  } catch (e) {
    if (e instanceof AdminError) {
      return {
        ok: false,
        response: data<AdminActionResult>(
          {
            id: values.id ?? values.userId,
            intent: values.intent,
            values,
            ...(e.field ? { fieldErrors: { [e.field]: e.message } } : { formError: e.message }),
          },
          { status: e.status },
        ),
      };
    }
    throw e;
  }
}

/**
 * One intent of an admin action: the form parsed with its schema (field errors with a 400),
 * the change run (an AdminError shown beside the form), then `done` with the change's result
 * and the parsed input (usually a redirect back with a toast).
 */
export async function runIntent<S extends z.ZodType, T, R>(
  values: Record<string, string>,
  schema: S,
  change: (input: z.infer<S>) => Promise<T>,
  done: (value: T, input: z.infer<S>) => R | Promise<R>,
) {
  const p = parseOr400(schema, values);
  if (!p.ok) return p.response;
  const r = await runAdmin(values, () => change(p.data));
  if (!r.ok) return r.response;
  return done(r.value, p.data);
}
