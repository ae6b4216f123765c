import { Suspense, lazy, useState, type ReactNode } from "react";
import { loadWhenOnline } from "~/perf/load-when-online";
import { cn } from "~/utils/misc";
import { useHydrated } from "~/utils/use-hydrated";

export type LightboxImage = { src: string; alt: string; caption?: string };

// The viewer (Radix Dialog) loads when a pointer or the keyboard reaches a photo, not with
// the page.
const loadDialog = () => import("./image-lightbox-dialog");
const ImageLightboxDialog = lazy(() => loadWhenOnline(loadDialog));

/**
 * The large photo viewer: an accessible dialog with previous/next (buttons and arrow keys)
 * and Escape to close. Controlled by the gallery that owns the thumbnails; mounted the first
 * time it opens.
 */
export function ImageLightbox(props: {
  title: string;
  images: LightboxImage[];
  index: number;
  onIndexChange: (i: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ImageLightboxDialog {...props} />
    </Suspense>
  );
}

/**
 * Opens the viewer at one photo. Before the scripts load it is a plain link to the image
 * file, so the photo is still reachable without JavaScript.
 */
export function LightboxTrigger({
  href,
  label,
  onOpen,
  className,
  children,
}: {
  href: string;
  label: string;
  onOpen: () => void;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={href} aria-label={label} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      onClick={onOpen}
      aria-label={label}
      aria-haspopup="dialog"
      className={cn("text-left", className)}
    >
      {children}
    </button>
  );
}
