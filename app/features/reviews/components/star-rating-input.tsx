import { Star } from "lucide-react";
import { cn } from "~/utils/misc";

export const RATING_WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"] as const;

/**
 * A required 1-5 star rating as a native radio group: arrow keys move between the stars, the
 * focused star shows a ring, and it posts `name` without JavaScript. `value` (0 = none) drives
 * the filled stars when React is running.
 */
export function StarRatingInput({
  id,
  name = "rating",
  value,
  onChange,
  error,
  errorId,
}: {
  id: string;
  name?: string;
  value: number;
  onChange: (v: number) => void;
  error?: string;
  errorId?: string;
}) {
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">
        Your rating{" "}
        <span aria-hidden className="text-red-700">
          *
        </span>
        <span className="sr-only"> (required)</span>
      </legend>
      <div className="flex items-center gap-3">
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              htmlFor={`${id}-${n}`}
              className="group relative cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-300 has-[:checked]:bg-amber-50"
            >
              <input
                type="radio"
                id={`${id}-${n}`}
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="peer sr-only"
              />
              <Star
                aria-hidden
                className={cn(
                  "size-8 transition-colors",
                  n <= value
                    ? "fill-amber-400 text-amber-500"
                    : "fill-transparent text-slate-400 group-hover:text-amber-500 peer-checked:fill-amber-400 peer-checked:text-amber-500",
                )}
              />
              <span className="sr-only">
                {n} {n === 1 ? "star" : "stars"}, {RATING_WORDS[n]}
              </span>
            </label>
          ))}
        </div>
        <span aria-hidden className="text-sm font-medium text-slate-700">
          {value > 0 ? `${value}/5 · ${RATING_WORDS[value]}` : "Choose 1 to 5 stars"}
        </span>
      </div>
    </fieldset>
  );
}
