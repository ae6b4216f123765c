/** Pure helpers of the clinic profile, safe on server and client. */

export const INTERIOR_CAPTIONS = [
  "Patient Lounge",
  "Operating Theatre",
  "Recovery Suite",
  "Reception",
  "Consultation Room",
  "Diagnostic Imaging",
  "Private Room",
  "Pharmacy",
] as const;

export function interiorCaption(index: number): string {
  return INTERIOR_CAPTIONS[index] ?? `Interior View ${index + 1}`;
}

export function languagesLabel(languages: string[]): string {
  return languages.length ? languages.join(", ") : "English, Local";
}

function listSentence(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The About text for clinics that have not written a bio yet. */
export function generatedAbout({
  name,
  specialty,
  city,
  country,
  treatments,
}: {
  name: string;
  specialty: string;
  city: string;
  country: string;
  treatments: string[];
}): string {
  const offer = treatments.length
    ? ` The clinic offers ${listSentence(treatments)} for international patients, with a personal coordinator from the first enquiry to the follow-up after you return home.`
    : " The clinic welcomes international patients, with a personal coordinator from the first enquiry to the follow-up after you return home.";
  return `${name} is a verified clinic in ${city}, ${country}, specialising in ${specialty}.${offer} Its licence and facilities have been checked by the CareAtlas team, and prices are quoted before you travel.`;
}

export function mapsUrl(name: string, address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${address}`)}`;
}

export function insuranceQuoteUrl(clinicSlug: string): string {
  return `https://meditravel-protect.example/quote?ref=careatlas&clinic=${encodeURIComponent(clinicSlug)}`;
}

export function formatCoordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
}
