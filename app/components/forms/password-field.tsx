import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useEffect, useState } from "react";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { inputClass, withControl } from "./field";

/** A password input with a show/hide button (the button needs JavaScript; the field does not). */
export function PasswordInput({
  id,
  className,
  ...props
}: ComponentProps<"input"> & { id: string }) {
  const [shown, setShown] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // In the page's language where the page sends these texts (the sign-in pages), else English.
  const t = useText();
  return (
    <div className="relative">
      <input
        id={id}
        type={shown ? "text" : "password"}
        className={cn(inputClass, hydrated && "pe-12", className)}
        {...props}
      />
      {hydrated && (
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={
            shown
              ? t("auth.password.hide", "Hide password")
              : t("auth.password.show", "Show password")
          }
          aria-controls={id}
          aria-pressed={shown}
          className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-e-lg text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-200"
        >
          {shown ? (
            <EyeOff aria-hidden className="size-4" />
          ) : (
            <Eye aria-hidden className="size-4" />
          )}
        </button>
      )}
    </div>
  );
}

/** A Field holding a PasswordInput (`controlClassName` adds to the input's own class). */
export const PasswordField = /*#__PURE__*/ withControl(PasswordInput);
