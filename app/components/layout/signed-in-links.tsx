import { LayoutDashboard, LogOut } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";

/**
 * Dashboard and Sign Out, for a signed-in person (the header loads it with `clientLazy`:
 * anonymous visitors never download it).
 */
export function SignedInLinks({ mobile = false }: { mobile?: boolean }) {
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const t = useText();

  async function onSignOut(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setPending(true);
    try {
      const body = new FormData(e.currentTarget);
      body.set("format", "json");
      const res = await fetch("/api/sign-out", {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const result = (await res.json().catch(() => null)) as { ok?: boolean } | null;
      if (!res.ok || !result?.ok) throw new Error("sign-out failed");
      // A full load: nothing of the signed-in session stays in memory.
      window.location.assign("/");
    } catch (err) {
      console.error(err);
      setPending(false);
      toast.error(t("shell.account.signOutErrorTitle"), {
        description: t("shell.account.signOutError"),
      });
    }
  }

  return (
    <div className={mobile ? "flex flex-col items-stretch gap-2" : "flex items-center gap-1"}>
      <Link
        to="/dashboard"
        title={mobile ? undefined : t("shell.account.dashboard")}
        className={
          mobile
            ? buttonVariants({ variant: "primary", size: "md", className: "w-full" })
            : buttonVariants({
                variant: "subtle",
                size: null,
                className: "h-9 px-2.5 text-sm 2xl:px-3",
              })
        }
      >
        <LayoutDashboard aria-hidden className={cn(!mobile && "2xl:hidden")} />
        {/* Between xl and 2xl the header is tight: icons with hidden labels; from 2xl on, words. */}
        <span className={cn(!mobile && "sr-only 2xl:not-sr-only")}>
          {t("shell.account.dashboard")}
        </span>
      </Link>
      <form
        method="post"
        action="/api/sign-out"
        onSubmit={onSignOut}
        className={cn(mobile && "w-full")}
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button
          type="submit"
          disabled={pending}
          title={mobile ? undefined : t("shell.account.signOut")}
          className={
            mobile
              ? buttonVariants({ variant: "outline", size: "md", className: "w-full" })
              : buttonVariants({ variant: "ghost", size: null, className: "h-9 px-2.5 text-sm" })
          }
        >
          <LogOut aria-hidden />
          <span className={cn(!mobile && "sr-only")}>
            {pending ? t("shell.account.signingOut") : t("shell.account.signOut")}
          </span>
        </button>
      </form>
    </div>
  );
}
