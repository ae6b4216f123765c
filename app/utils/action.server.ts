import { data } from "react-router";
import type { z } from "zod";
import { assertSameOrigin } from "./csrf.server";
import { readForm, readFormLimited } from "./request.server";
import { type Failure, type Result, failure } from "./result";
import { fieldErrors } from "./validation";

/**
 * The one way a form action runs (decision 034):
 *
 *   same-origin check → guard (who may post here, before the body is read)
 *   → the body, capped at `maxBytes` → the intent named by the form
 *   → the intent's own guard, if any → its zod schema → its domain function (a `Result`)
 *   → `done` (a redirect with a flash toast, or data the page shows)
 *
 * Every expected failure (input that does not parse, a `Failure` from the domain function)
 * goes through the route's `reply`, which shapes the field errors the route's forms show and
 * answers with the failure's status. Exceptions pass through untouched: they are for
 * infrastructure failures and end in the error boundary (or a 503 when the database is down).
 */

/** What an action answers: a Response (a redirect) or data with its status. */
export type Reply<A> = Response | ReturnType<typeof data<A>>;

export type IntentContext<U> = {
  request: Request;
  form: FormData;
  /** The intent named by the form (`intent` field). */
  intent: string;
  user: U;
};

export const CHECK_FIELDS = "Please check the highlighted fields.";

/**
 * The text fields of a form as an object (files left out; a repeated name keeps its last
 * value, as `Object.fromEntries` does): what a schema reads by default.
 */
export function textFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") out[k] = v;
  return out;
}

type Outcome<A> = { failure: Failure } | { reply: Reply<A> };

/** One intent of a form, with its types erased so a route can list intents of different inputs. */
export type Intent<U, A> = (ctx: IntentContext<U>) => Promise<Outcome<A>>;

export type IntentSpec<U, A, S extends z.ZodType, T, V> = {
  /**
   * Runs after the body is read and before the schema, when this intent needs more than the
   * action's guard (or a different user check); its result replaces `user`.
   */
  guard?: (ctx: IntentContext<U>) => Promise<V>;
  /** The intent's input; without one, the domain function gets the FormData itself. */
  schema?: S;
  /** What the schema reads (default: the form's text fields). */
  input?: (form: FormData) => unknown;
  /** The failure for input that does not parse (default: its field errors, 400). */
  invalid?: (fieldErrors: Record<string, string>, ctx: IntentContext<V>) => Failure;
  /** The domain function: an expected failure is a `Failure`, never an exception. */
  run: (input: z.infer<S>, ctx: IntentContext<V>) => Promise<Result<T>> | Result<T>;
  /** The answer on success: usually `redirectWithToast`. */
  done: (value: T, input: z.infer<S>, ctx: IntentContext<V>) => Reply<A> | Promise<Reply<A>>;
};

/**
 * Intents for one route: fixes the guard's user type `U` and the route's action-data type `A`,
 * so each `intent({...})` infers its schema and result types.
 */
export function intentsFor<U, A>() {
  return function intent<S extends z.ZodType = z.ZodType<FormData>, T = undefined, V = U>(
    spec: IntentSpec<U, A, S, T, V>,
  ): Intent<U, A> {
    return async (ctx) => {
      const user = spec.guard ? await spec.guard(ctx) : (ctx.user as unknown as V);
      const c: IntentContext<V> = { ...ctx, user };
      let input: z.infer<S>;
      if (spec.schema) {
        const parsed = spec.schema.safeParse(spec.input ? spec.input(c.form) : textFields(c.form));
        if (!parsed.success) {
          const errors = fieldErrors(parsed.error);
          return {
            failure: spec.invalid ? spec.invalid(errors, c) : failure(400, CHECK_FIELDS, errors),
          };
        }
        input = parsed.data;
      } else {
        input = c.form as z.infer<S>;
      }
      const r = await spec.run(input, c);
      if (!r.ok) return { failure: r };
      return { reply: await spec.done(r.value, input, c) };
    };
  };
}

export type FormPipeline<U, A> = {
  /** Who may post here; runs before the body is read (throws a redirect or a 403). */
  guard: (request: Request) => Promise<U>;
  /**
   * The body cap in bytes. A bigger body is not read and `tooLarge` answers (413). Without a
   * cap the body is read whole (the server's input guard still limits it).
   */
  maxBytes?: number;
  tooLarge?: (ctx: { request: Request; user: U }) => Reply<A> | Promise<Reply<A>>;
  /**
   * The body reader, for a page that answers an unreadable or oversized body with its own form
   * and a message (the public enquiry forms): its `Failure` goes to `reply`, with an empty form.
   * It replaces `maxBytes`. Default: a malformed body is a 400 for the error boundary.
   */
  read?: (request: Request) => Promise<Result<FormData>>;
  /** The intent for a form that names none, or names one this route does not have. */
  defaultIntent?: string;
  intents: Record<string, Intent<U, A>>;
  /** Shapes a failure as the route's action data (field errors beside the fields), with its status. */
  reply: (failure: Failure, ctx: IntentContext<U>) => Reply<A> | Promise<Reply<A>>;
  /** The answer for an intent the route does not have (default: `reply` with a 400). */
  unknown?: (ctx: IntentContext<U>) => Reply<A>;
};

export async function handleForm<U, A>(request: Request, p: FormPipeline<U, A>): Promise<Reply<A>> {
  assertSameOrigin(request);
  const user = await p.guard(request);
  // Every failure is answered in the language of the page the form was sent from (decision 049).
  const reply = async (f: Failure, ctx: IntentContext<U>) => {
    // Loaded on the failure path only: the message tables import feature modules that import this one.
    const { localizeFailure } = await import("~/i18n/known-messages.server");
    return p.reply(await localizeFailure(request, f), ctx);
  };
  let form: FormData;
  if (p.read) {
    const body = await p.read(request);
    if (!body.ok) return reply(body, { request, form: new FormData(), intent: "", user });
    form = body.value;
  } else if (p.maxBytes === undefined) {
    form = await readForm(request);
  } else {
    const body = await readFormLimited(request, p.maxBytes);
    if (body.tooLarge) {
      if (p.tooLarge) return p.tooLarge({ request, user });
      throw data({ message: "Request too large" }, { status: 413 });
    }
    form = body.form;
  }
  const named = form.get("intent");
  let intent = typeof named === "string" ? named : "";
  if (!Object.hasOwn(p.intents, intent) && p.defaultIntent) intent = p.defaultIntent;
  const ctx: IntentContext<U> = { request, form, intent, user };
  const run = Object.hasOwn(p.intents, intent) ? p.intents[intent] : undefined;
  if (!run) return p.unknown ? p.unknown(ctx) : reply(failure(400, "Unknown action"), ctx);
  const outcome = await run(ctx);
  return "reply" in outcome ? outcome.reply : reply(outcome.failure, ctx);
}

/**
 * An intent whose unexpected errors become a failure: for a page that must always answer with
 * its form (sign-in), an error the user cannot fix is logged and shown as a generic message.
 */
export function rescued<U, A>(
  run: Intent<U, A>,
  onError: (error: unknown) => Failure,
): Intent<U, A> {
  return async (ctx) => {
    try {
      return await run(ctx);
    } catch (error) {
      return { failure: onError(error) };
    }
  };
}
