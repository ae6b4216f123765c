import { type ComponentProps, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/utils/use-hydrated";

/** Shared pieces of the one-email signup boxes (newsletter, app launch). */

export type SignupResult =
  { ok: true } | { ok: false; errors?: Record<string, string[] | undefined>; message?: string };

/**
 * The state of a signup box posted with a fetcher: JSON back with JavaScript, and without it a
 * redirect back with ?notice=<anchor>.<status>. Shows the success toast once per answer (and
 * empties the email box when `clearEmail`).
 */
export function useSignupForm(
  anchor: string,
  success: { title: string; description: string; clearEmail?: boolean },
) {
  const fetcher = useFetcher<SignupResult>();
  const id = useId();
  const hydrated = useHydrated();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState("");
  const handled = useRef<SignupResult | undefined>(undefined);
  const notice = searchParams.get("notice")?.startsWith(`${anchor}.`)
    ? searchParams.get("notice")!.slice(anchor.length + 1)
    : undefined;
  const done = fetcher.data?.ok === true || (!fetcher.data && notice === "ok");
  const { title, description, clearEmail } = success;

  useEffect(() => {
    if (fetcher.data?.ok && handled.current !== fetcher.data) {
      handled.current = fetcher.data;
      toast.success(title, { description });
      if (clearEmail) setEmail("");
    }
  }, [fetcher.data, title, description, clearEmail]);

  return { fetcher, id, hydrated, location, email, setEmail, notice, done };
}

/** An off-screen field people never fill in; bots that do are ignored. */
export function SignupHoneypot() {
  return (
    <div className="absolute -start-[9999px]" aria-hidden="true">
      <label>
        Leave this empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/** The email box of a signup form (`<idBase>-email`), pointing at its error (`<idBase>-error`). */
export function SignupEmailInput({
  idBase,
  error,
  ...props
}: ComponentProps<"input"> & { idBase: string; error: string | undefined }) {
  return (
    <input
      id={`${idBase}-email`}
      name="email"
      type="email"
      required
      maxLength={254}
      autoComplete="email"
      placeholder="you@example.com"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${idBase}-error` : undefined}
      {...props}
    />
  );
}
