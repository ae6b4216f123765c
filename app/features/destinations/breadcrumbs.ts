/** One step of a breadcrumb trail; the last step is the current page. */
export type Crumb = { label: string; path: string };

/** schema.org BreadcrumbList for a trail, with absolute URLs when the origin is known. */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** A meta description from long-form text: whole words, at most `max` characters. */
export function summarize(text: string, max = 158): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.\s]+$/, "")}…`;
}

/** The search link the guides' calls to action use: the place name, lowercased. */
export function searchByDestinationPath(placeName: string): string {
  return `/search-results?destination=${encodeURIComponent(placeName.toLowerCase())}`;
}
