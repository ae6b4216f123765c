import { useState } from "react";
import { useText } from "~/i18n/text";
import { interiorCaption } from "../clinic-format";
import { ImageLightbox, LightboxTrigger, type LightboxImage } from "./image-lightbox";
import { ProfileSection } from "./profile-section";

export function InteriorPhotos({ name, images }: { name: string; images: string[] }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  if (!images.length) return null;
  const items: LightboxImage[] = images.map((src, i) => {
    const caption = interiorCaption(i);
    return { src, caption, alt: `${caption} at ${name}` };
  });

  return (
    <ProfileSection
      id="interior"
      title={t("clinic.interior.title")}
      description={t("clinic.interior.description")}
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((img, i) => (
          <li key={img.src + i}>
            <figure>
              <LightboxTrigger
                href={img.src}
                label={`View ${img.caption} larger`}
                onOpen={() => {
                  setIndex(i);
                  setOpen(true);
                }}
                className="group block w-full overflow-hidden rounded-xl bg-slate-200 ring-1 ring-slate-900/5"
              >
                <img
                  src={img.src}
                  alt={img.alt}
                  width={480}
                  height={360}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
              </LightboxTrigger>
              <figcaption className="mt-2 text-sm font-medium text-slate-800">
                {img.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <ImageLightbox
        title={`Inside ${name}`}
        images={items}
        index={index}
        onIndexChange={setIndex}
        open={open}
        onOpenChange={setOpen}
      />
    </ProfileSection>
  );
}
