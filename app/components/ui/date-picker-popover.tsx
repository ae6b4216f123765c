import { Popover } from "radix-ui";
import { localeInfo } from "~/i18n/config";
import { useLocale, useText } from "~/i18n/text";
import { Calendar, type CalendarLanguage } from "./calendar";
import { DateButton, type DatePickerProps } from "./date-picker";

/** The popover half of DatePicker, loaded on first use (Radix Popover + react-day-picker). */
export default function DatePickerPopover({
  open,
  onOpenChange,
  ...props
}: DatePickerProps & { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { value, onChange, disabledBefore } = props;
  const locale = useLocale();
  const t = useText();
  const info = localeInfo(locale);
  const language: CalendarLanguage | undefined =
    locale === "en"
      ? undefined
      : {
          intl: info.intl,
          dir: info.dir,
          firstDay: info.firstDay,
          labels: {
            previous: t("shell.date.previous", "Go to the Previous Month"),
            next: t("shell.date.next", "Go to the Next Month"),
            today: t("shell.date.today", "Today"),
            selected: t("shell.date.selected", "selected"),
          },
        };
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <DateButton {...props} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <Calendar
            language={language}
            mode="single"
            selected={value}
            defaultMonth={value}
            disabled={disabledBefore ? { before: disabledBefore } : undefined}
            onSelect={(d: Date | undefined) => {
              onChange(d);
              onOpenChange(false);
            }}
            autoFocus
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
