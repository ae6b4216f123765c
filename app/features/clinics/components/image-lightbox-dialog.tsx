import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/utils/misc";
import type { LightboxImage } from "./image-lightbox";

/**
 * The large photo viewer: an accessible dialog with previous/next (buttons and arrow keys)
 * and Escape to close. Loaded on first use by ImageLightbox (image-lightbox.tsx).
 */
export default function ImageLightboxDialog({
  title,
  images,
  index,
  onIndexChange,
  open,
  onOpenChange,
}: {
  title: string;
  images: LightboxImage[];
  index: number;
  onIndexChange: (i: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // The viewer is opened by thumbnails rather than a Dialog.Trigger, so focus is returned by hand.
  const returnFocus = useRef<HTMLElement | null>(null);
  const total = images.length;
  const current = images[index] ?? images[0];
  if (!current) return null;
  const go = (delta: number) => onIndexChange((index + delta + total) % total);

  function onKeyDown(e: KeyboardEvent) {
    if (total < 2) return;
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      go(-1);
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      go(1);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/90 backdrop-blur-sm" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onOpenAutoFocus={() => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col p-3 text-white outline-none sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="truncate text-base font-semibold sm:text-lg">
                {title}
              </Dialog.Title>
              <Dialog.Description aria-live="polite" className="text-sm text-slate-200">
                Photo {index + 1} of {total}
                {current.caption ? ` · ${current.caption}` : ""}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="grid size-11 shrink-0 place-items-center rounded-full bg-white/10 text-white ring-1 ring-white/20 hover:bg-white/20"
              aria-label="Close photo viewer"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>

          <div className="relative mt-3 flex min-h-0 flex-1 items-center justify-center">
            <img
              key={current.src}
              src={current.src}
              alt={current.alt}
              width={1600}
              height={1000}
              className="max-h-full w-auto max-w-full rounded-lg object-contain shadow-2xl"
            />
            {total > 1 && (
              <>
                <NavButton side="left" label="Previous photo" onClick={() => go(-1)}>
                  <ChevronLeft aria-hidden className="size-6" />
                </NavButton>
                <NavButton side="right" label="Next photo" onClick={() => go(1)}>
                  <ChevronRight aria-hidden className="size-6" />
                </NavButton>
              </>
            )}
          </div>

          {total > 1 && (
            <ul
              className="mx-auto mt-3 flex max-w-full gap-2 overflow-x-auto pb-1"
              aria-label="All photos"
            >
              {images.map((img, i) => (
                <li key={img.src + i} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => onIndexChange(i)}
                    aria-current={i === index ? "true" : undefined}
                    aria-label={`Show photo ${i + 1}${img.caption ? `: ${img.caption}` : ""}`}
                    className={cn(
                      "block overflow-hidden rounded-md ring-2 transition-opacity",
                      i === index
                        ? "opacity-100 ring-white"
                        : "opacity-60 ring-transparent hover:opacity-90",
                    )}
                  >
                    <img
                      src={img.src}
                      alt=""
                      width={96}
                      height={64}
                      className="h-12 w-[4.5rem] object-cover sm:h-14 sm:w-20"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function NavButton({
  side,
  label,
  onClick,
  children,
}: {
  side: "left" | "right";
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        "absolute top-1/2 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-slate-950/60 text-white ring-1 ring-white/25 backdrop-blur hover:bg-slate-950/80",
        side === "left" ? "left-0 sm:left-2" : "right-0 sm:right-2",
      )}
    >
      {children}
    </button>
  );
}
