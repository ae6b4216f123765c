import { Smartphone, X } from "lucide-react";
import { Link } from "react-router";
import { useLocalePath, useText } from "~/i18n/text";
import { BANNER_STORAGE_KEY } from "./app-banner";

/** The app banner's bar (app-banner.tsx decides when it shows); dismissal is remembered. */
export function AppBannerBar({ onDismiss }: { onDismiss: () => void }) {
  const t = useText();
  const to = useLocalePath();
  const dismiss = () => {
    onDismiss();
    try {
      localStorage.setItem(BANNER_STORAGE_KEY, "true");
    } catch {
      /* ignore */
    }
  };
  return (
    <div
      role="region"
      aria-label={t("shell.appBanner.region")}
      data-testid="app-banner"
      className="fixed inset-x-0 bottom-0 z-50 bg-red-700 text-white shadow-[0_-4px_16px_rgb(0_0_0/0.15)]"
    >
      <div className="flex items-center gap-3 px-4 py-3">
        <Smartphone aria-hidden className="size-5 shrink-0" />
        <p className="flex-1 text-sm font-medium">
          {t("shell.appBanner.text")}{" "}
          <Link
            to={`${to("/")}#mobile-app`}
            className="underline underline-offset-2"
            onClick={dismiss}
          >
            {t("shell.appBanner.link")}
          </Link>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t("shell.appBanner.dismiss")}
          className="grid size-11 place-items-center rounded-full hover:bg-white/15"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  );
}
