import { CalendarDays } from "lucide-react";
import { Suspense, forwardRef, lazy, useState, type ComponentPropsWithoutRef } from "react";
import { localeInfo } from "~/i18n/config";
import { useLocale, useText } from "~/i18n/text";
import { loadWhenOnline } from "~/perf/load-when-online";
import { dateTimeFormat } from "~/utils/intl-cache";
import { cn } from "~/utils/misc";

// Radix Popover, react-day-picker and date-fns load only when someone opens the calendar.
const loadPopover = () => import("./date-picker-popover");
// Marked pure, like the formatter below, so that a module importing this one only for the server
// render (a deferred island) does not keep it in the browser's download.
const DatePickerPopover = /* @__PURE__ */ lazy(() => loadWhenOnline(loadPopover));

const LABEL: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
};
const labelFormat = /* @__PURE__ */ new Intl.DateTimeFormat("en-GB", LABEL);

export type DatePickerProps = {
  id: string;
  name: string;
  value: Date | undefined;
  onChange: (d: Date | undefined) => void;
  placeholder?: string;
  disabledBefore?: Date;
  className?: string;
  /** false: no empty field is sent when no date is picked (a GET form with a no-JS date input). */
  submitEmpty?: boolean;
};

type DateButtonProps = DatePickerProps &
  Omit<ComponentPropsWithoutRef<"button">, keyof DatePickerProps>;

export const DateButton = /* @__PURE__ */ forwardRef<HTMLButtonElement, DateButtonProps>(
  function DateButton(
    {
      id,
      value,
      placeholder,
      className,
      name: _name,
      onChange: _onChange,
      disabledBefore: _d,
      submitEmpty: _s,
      ...rest
    },
    ref,
  ) {
    // The chosen date in the page's language (English: en-GB, as it always was).
    const locale = useLocale();
    const t = useText();
    const format = locale === "en" ? labelFormat : dateTimeFormat(localeInfo(locale).intl, LABEL);
    return (
      <button
        ref={ref}
        id={id}
        type="button"
        className={cn(
          "flex h-12 w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-start text-sm hover:border-slate-400",
          !value && "text-slate-600",
          className,
        )}
        {...rest}
      >
        <CalendarDays aria-hidden className="size-4 text-slate-500" />
        <span>
          {value ? format.format(value) : (placeholder ?? t("shell.date.pick", "Pick a date"))}
        </span>
      </button>
    );
  },
);

/**
 * A date from a form value (YYYY-MM-DD), or undefined for anything else: a value sent back by a
 * refused form can be any text ("notadate", "1e308"), and an invalid Date must never reach a
 * formatter (RangeError: Invalid time value).
 */
export function dateFromIso(iso: string | null | undefined): Date | undefined {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const d = new Date(`${iso}T12:00:00`);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

export function DatePicker(given: DatePickerProps) {
  const valid = given.value && !Number.isNaN(given.value.getTime()) ? given.value : undefined;
  const props = { ...given, value: valid };
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const plain = (
    <DateButton
      {...props}
      aria-haspopup="dialog"
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => {
        setWanted(true);
        setOpen(true);
      }}
    />
  );
  return (
    <>
      {wanted ? (
        <Suspense fallback={plain}>
          <DatePickerPopover {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : (
        plain
      )}
      {(props.value || props.submitEmpty !== false) && (
        <input type="hidden" name={props.name} value={props.value ? isoDate(props.value) : ""} />
      )}
    </>
  );
}

function isoDate(d: Date) {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
