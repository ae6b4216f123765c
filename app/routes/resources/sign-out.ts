import { redirect } from "react-router";
import { z } from "zod";
import { signOut } from "~/features/accounts/auth-flows.server";
import { handleForm, intentsFor } from "~/utils/action.server";
import { appendSetCookies } from "~/utils/auth.server";
import { safeRedirect } from "~/utils/redirect.server";
import { type Result, failure, ok } from "~/utils/result";
import { redirectWithToast, toastSetCookie } from "~/utils/toast.server";
import type { Route } from "./+types/sign-out";

/**
 * The header's script asks for JSON (format=json) and reloads on success; a plain form post
 * (no JavaScript) is redirected. The first value of each field counts.
 */
const SignOutSchema = z.object({
  redirectTo: z.unknown().transform((v) => safeRedirect(v as string | null, "/")),
  json: z.unknown().transform((v) => v === "json"),
});
const signOutInput = (form: FormData) => ({
  redirectTo: form.get("redirectTo"),
  json: form.get("format"),
});

/** Ends the session in the database; its value is the cookies that clear it in the browser. */
async function endSession(request: Request): Promise<Result<Headers>> {
  const result = await signOut(request);
  return result.ok ? ok(result.value) : failure(500, "Failed to sign out");
}

const intent = intentsFor<null, never>();

/** POST /api/sign-out (the header's Sign Out form). Ends the session in the database. */
export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async () => null,
    // A body that cannot be read signs out all the same.
    read: async (r) => ok(await r.formData().catch(() => new FormData())),
    defaultIntent: "sign-out",
    intents: {
      "sign-out": intent({
        schema: SignOutSchema,
        input: signOutInput,
        run: (_input, { request }) => endSession(request),
        done: async (cleared, { json }) => {
          const headers = appendSetCookies(new Headers(), cleared);
          headers.append(
            "Set-Cookie",
            await toastSetCookie({
              type: "success",
              title: "Signed out",
              description: "You have been signed out. See you soon!",
            }),
          );
          if (json) return Response.json({ ok: true, redirectTo: "/" }, { headers });
          return redirect("/", { headers });
        },
      }),
    },
    reply: (f, { form }) => {
      const { redirectTo, json } = SignOutSchema.parse(signOutInput(form));
      if (json) return Response.json({ ok: false, message: f.message }, { status: f.status });
      return redirectWithToast(redirectTo, {
        type: "error",
        title: "Error",
        description: f.message,
      });
    },
  });
}

export async function loader() {
  return redirect("/");
}
