import { useEffect, useRef, useState } from "react";
import { cn } from "~/utils/misc";

/**
 * A round portrait: the picture over the person's initials. The initials show only when the
 * picture cannot be drawn (a failed load before or after hydration), never a broken image.
 */
export function Portrait({
  src,
  alt,
  initials,
  size,
  tone,
}: {
  src: string;
  alt: string;
  initials: string;
  /** Rendered width and height in CSS pixels. */
  size: number;
  /** Tailwind gradient classes behind the initials. */
  tone: string;
}) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A load that failed before React attached onError.
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <span
      className={cn(
        "relative grid shrink-0 place-items-center overflow-hidden rounded-full bg-gradient-to-br text-2xl font-bold tracking-wide text-white shadow-md ring-4 ring-white",
        tone,
      )}
      style={{ width: size, height: size }}
    >
      {failed ? (
        <span role="img" aria-label={alt}>
          <span aria-hidden>{initials}</span>
        </span>
      ) : (
        <img
          ref={img}
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  );
}
