import { DayPicker, type DayPickerProps } from "react-day-picker";
import "react-day-picker/style.css";
import { cn } from "~/utils/misc";

/**
 * The one calendar of the product: week starts on Sunday and outside days are shown (spec
 * section 9). It passes `mode` through, so single, multiple and range selection all work.
 */
export function Calendar({ className, ...props }: DayPickerProps) {
  return (
    <DayPicker
      weekStartsOn={0}
      showOutsideDays
      className={cn("careatlas-calendar p-3", className)}
      style={
        {
          "--rdp-accent-color": "#0f766e",
          "--rdp-accent-background-color": "#ccfbf1",
          "--rdp-day-height": "2.75rem",
          "--rdp-day-width": "2.75rem",
          "--rdp-day_button-height": "2.6rem",
          "--rdp-day_button-width": "2.6rem",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
