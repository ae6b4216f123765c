import { Star } from "lucide-react";
import type { MessageId } from "~/i18n/message-ids";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";

export const RATING_WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"] as const;

/** Each star's name for screen readers ("3 stars, Good") and its word, in the page's language. */
const STAR_TEXT: readonly { label: MessageId; word: MessageId }[] = [
  { label: /*i18n*/ "dashboard.reviews.star.1", word: /*i18n*/ "dashboard.reviews.word.1" },
  { label: /*i18n*/ "dashboard.reviews.star.2", word: /*i18n*/ "dashboard.reviews.word.2" },
  { label: /*i18n*/ "dashboard.reviews.star.3", word: /*i18n*/ "dashboard.reviews.word.3" },
  { label: /*i18n*/ "dashboard.reviews.star.4", word: /*i18n*/ "dashboard.reviews.word.4" },
  { label: /*i18n*/ "dashboard.reviews.star.5", word: /*i18n*/ "dashboard.reviews.word.5" },
];

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
  const t = useText();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">
        {t("dashboard.reviews.rating")}{" "}
        <span aria-hidden className="text-red-700">
          *
        </span>
        <span className="sr-only"> {t("dashboard.reviews.required")}</span>
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
                {t(
                  STAR_TEXT[n - 1]!.label,
                  `${n} ${n === 1 ? "star" : "stars"}, ${RATING_WORDS[n]}`,
                )}
              </span>
            </label>
          ))}
        </div>
        <span aria-hidden className="text-sm font-medium text-slate-700">
          {value > 0
            ? `${value}/5 · ${t(STAR_TEXT[value - 1]!.word, RATING_WORDS[value])}`
            : t("dashboard.reviews.choose")}
        </span>
      </div>
    </fieldset>
  );
}
