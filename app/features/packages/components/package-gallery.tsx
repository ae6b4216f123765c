import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { cn } from "~/utils/misc";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The package's image carousel. Without JavaScript it is a scroll-snap strip (swipe or scroll)
 * with thumbnail links to each image. With JavaScript: previous/next buttons, left/right arrow
 * keys on the focused carousel, thumbnail buttons and mouse swipes (touch swipes scroll natively).
 */
export function PackageGallery({ images, title }: { images: string[]; title: string }) {
  const hydrated = useHydrated();
  const trackRef = useRef<HTMLDivElement>(null);
  const pointer = useRef<{ x: number; y: number; id: number } | null>(null);
  const [index, setIndex] = useState(0);
  const n = images.length;

  const goTo = useCallback(
    (i: number) => {
      const track = trackRef.current;
      if (!track || n === 0) return;
      const target = ((i % n) + n) % n;
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      track.scrollTo({ left: target * track.clientWidth, behavior: reduce ? "auto" : "smooth" });
      setIndex(target);
    },
    [n],
  );

  function onScroll() {
    const track = trackRef.current;
    if (!track || !track.clientWidth) return;
    const i = Math.round(track.scrollLeft / track.clientWidth);
    if (i !== index && i >= 0 && i < n) setIndex(i);
  }

  function onKeyDown(e: React.KeyboardEvent) {
    if (e.key === "ArrowLeft") goTo(index - 1);
    else if (e.key === "ArrowRight") goTo(index + 1);
    else if (e.key === "Home") goTo(0);
    else if (e.key === "End") goTo(n - 1);
    else return;
    e.preventDefault();
  }

  // Touch and pen swipes scroll the strip natively; a mouse drag is turned into prev/next.
  function onPointerDown(e: React.PointerEvent) {
    if (e.pointerType !== "mouse" || e.button !== 0) return;
    pointer.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
  }
  function onPointerUp(e: React.PointerEvent) {
    const start = pointer.current;
    pointer.current = null;
    if (!start || start.id !== e.pointerId) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) > 40 && Math.abs(dx) > Math.abs(e.clientY - start.y))
      goTo(dx < 0 ? index + 1 : index - 1);
  }

  return (
    <div>
      <div className="group relative overflow-hidden rounded-[var(--radius-card)] bg-slate-100 ring-1 ring-slate-900/5 has-[#package-photos:focus-visible]:ring-4 has-[#package-photos:focus-visible]:ring-primary-300">
        {/* The scrolling strip itself takes keyboard focus (a scrollable region must be reachable). */}
        <div
          ref={trackRef}
          id="package-photos"
          role="region"
          aria-roledescription="carousel"
          aria-label={`Photos of ${title}`}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onScroll={onScroll}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (pointer.current = null)}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth [scrollbar-width:none] focus-visible:outline-none motion-reduce:scroll-auto [&::-webkit-scrollbar]:hidden"
        >
          {images.map((src, i) => (
            <div
              key={`${src}-${i}`}
              id={`package-photo-${i + 1}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${n}`}
              className="w-full shrink-0 snap-center snap-always"
            >
              <img
                src={src}
                alt={`${title} — image ${i + 1} of ${n}`}
                width={1200}
                height={750}
                draggable={false}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
                decoding="async"
                className="aspect-[16/10] w-full select-none object-cover"
              />
            </div>
          ))}
        </div>
        {hydrated && n > 1 && (
          <>
            <button
              type="button"
              onClick={() => goTo(index - 1)}
              aria-label="Previous image"
              aria-controls="package-photos"
              className="absolute left-3 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-slate-800 shadow-md ring-1 ring-slate-900/10 hover:bg-white hover:text-primary-800"
            >
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => goTo(index + 1)}
              aria-label="Next image"
              aria-controls="package-photos"
              className="absolute right-3 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-slate-800 shadow-md ring-1 ring-slate-900/10 hover:bg-white hover:text-primary-800"
            >
              <ChevronRight aria-hidden className="size-5" />
            </button>
            <p
              aria-live="polite"
              className="absolute bottom-3 right-3 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-semibold text-white"
            >
              <span className="sr-only">Image </span>
              {index + 1} / {n}
            </p>
          </>
        )}
      </div>
      {n > 1 && (
        <ul aria-label="All images" className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((src, i) => (
            <li key={`${src}-thumb-${i}`} className="shrink-0">
              <a
                href={`#package-photo-${i + 1}`}
                onClick={(e) => {
                  if (!hydrated) return;
                  e.preventDefault();
                  goTo(i);
                }}
                aria-label={`Show image ${i + 1} of ${n}`}
                aria-current={hydrated && i === index ? "true" : undefined}
                className={cn(
                  "block overflow-hidden rounded-lg ring-2 transition-shadow hover:ring-primary-300",
                  hydrated && i === index ? "ring-primary-600" : "ring-transparent",
                )}
              >
                <img
                  src={src}
                  alt=""
                  width={96}
                  height={60}
                  loading="lazy"
                  decoding="async"
                  className="h-14 w-22 object-cover sm:h-16 sm:w-26"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
