import type { Crumb } from "./components/clinic-header";

/** What the clinic page's structured data is made of (the loader's clinic, as the page gets it). */
type JsonLdClinic = {
  name: string;
  address: string;
  photos: string[];
  website: string | null;
  social: { instagram?: string | null; facebook?: string | null; youtube?: string | null };
  city: { name: string };
  country: { name: string };
  lat: number | null;
  lng: number | null;
  rating: number;
  reviewCount: number;
};

/** The clinic page's JSON-LD: the clinic (schema.org MedicalClinic) and its breadcrumb trail. */
export function clinicJsonLd(
  clinic: JsonLdClinic,
  { about, origin, path, crumbs }: { about: string; origin: string; path: string; crumbs: Crumb[] },
) {
  const url = `${origin}${path}`;
  const sameAs = [
    clinic.website,
    clinic.social.instagram,
    clinic.social.facebook,
    clinic.social.youtube,
  ].filter(Boolean);

  const medicalClinic = {
    "@context": "https://schema.org",
    "@type": "MedicalClinic",
    "@id": `${url}#clinic`,
    name: clinic.name,
    url,
    description: about,
    image: clinic.photos.map((p) => `${origin}${p}`),
    address: {
      "@type": "PostalAddress",
      streetAddress: clinic.address,
      addressLocality: clinic.city.name,
      addressCountry: clinic.country.name,
    },
    ...(clinic.lat != null && clinic.lng != null
      ? { geo: { "@type": "GeoCoordinates", latitude: clinic.lat, longitude: clinic.lng } }
      : {}),
    ...(clinic.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: clinic.rating,
            reviewCount: clinic.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
  const breadcrumbList = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      item: `${origin}${c.to ?? path}`,
    })),
  };
  return [medicalClinic, breadcrumbList];
}
