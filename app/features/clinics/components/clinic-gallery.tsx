import { Expand, Images } from "lucide-react";
import { useState } from "react";
import { useText } from "~/i18n/text";
import { ImageLightbox, LightboxTrigger, type LightboxImage } from "./image-lightbox";

export const GALLERY_THUMBNAILS = 4;

/** The cover photo, the first four thumbnails, and the viewer over all photos. */
export function ClinicGallery({ name, photos }: { name: string; photos: string[] }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const images: LightboxImage[] = photos.map((src, i) => ({
    src,
    alt: `${name}, photo ${i + 1} of ${photos.length}`,
  }));
  const cover = images[0];
  if (!cover) return null;
  const show = (i: number) => {
    setIndex(i);
    setOpen(true);
  };

  return (
    <div>
      <LightboxTrigger
        href={cover.src}
        label={`Open photo viewer: ${images.length} photos of ${name}`}
        onOpen={() => show(0)}
        className="group relative block w-full overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br from-primary-100 to-slate-200"
      >
        <img
          src={cover.src}
          alt={cover.alt}
          width={1200}
          height={675}
          fetchPriority="high"
          className="aspect-[16/9] w-full object-cover transition-transform duration-300 group-hover:scale-[1.015]"
        />
        <span className="absolute bottom-3 end-3 inline-flex items-center gap-1.5 rounded-full bg-slate-950/75 px-3 py-1.5 text-xs font-semibold text-white backdrop-blur">
          <Images aria-hidden className="size-4" />
          {t("clinic.gallery.photos")}
        </span>
      </LightboxTrigger>

      {images.length > 1 && (
        <ul className="mt-2 grid grid-cols-4 gap-2" aria-label={t("clinic.gallery.thumbnails")}>
          {images.slice(0, GALLERY_THUMBNAILS).map((img, i) => (
            <li key={img.src + i}>
              <LightboxTrigger
                href={img.src}
                label={`View photo ${i + 1} of ${images.length} larger`}
                onOpen={() => show(i)}
                className="group relative block w-full overflow-hidden rounded-lg bg-slate-200 ring-1 ring-slate-900/5"
              >
                <img
                  src={img.src}
                  alt=""
                  width={320}
                  height={240}
                  className="aspect-[4/3] w-full object-cover transition duration-300 group-hover:scale-105 group-hover:opacity-90"
                />
                <span className="absolute inset-0 grid place-items-center bg-slate-950/0 text-white opacity-0 transition group-hover:bg-slate-950/25 group-hover:opacity-100 group-focus-visible:opacity-100">
                  <Expand aria-hidden className="size-5" />
                </span>
                {i === GALLERY_THUMBNAILS - 1 && images.length > GALLERY_THUMBNAILS && (
                  <span className="absolute inset-0 grid place-items-center bg-slate-950/55 text-sm font-semibold text-white">
                    +{images.length - GALLERY_THUMBNAILS} more
                  </span>
                )}
              </LightboxTrigger>
            </li>
          ))}
        </ul>
      )}

      <ImageLightbox
        title={`${name} — photos`}
        images={images}
        index={index}
        onIndexChange={setIndex}
        open={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}
