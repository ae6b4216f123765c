import { Popover } from "radix-ui";
import { Calendar } from "./calendar";
import { DateButton, type DatePickerProps } from "./date-picker";

/** The popover half of DatePicker, loaded on first use (Radix Popover + react-day-picker). */
export default function DatePickerPopover({
  open,
  onOpenChange,
  ...props
}: DatePickerProps & { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { value, onChange, disabledBefore } = props;
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
