/** The /packages filters as they travel in the URL (?category=&country=&sort=). Safe on both sides. */

export const PACKAGE_SORTS = [
  { value: "", label: /*i18n*/ "packages.filters.sort.recommended" },
  { value: "price-asc", label: /*i18n*/ "packages.filters.sort.price-asc" },
  { value: "price-desc", label: /*i18n*/ "packages.filters.sort.price-desc" },
] as const;

export type PackageSort = "price-asc" | "price-desc" | null;

export type PackageFilterOptions = {
  categories: string[];
  countries: { slug: string; name: string }[];
};

export type PackageFilters = {
  /** A category exactly as stored, e.g. 'Hair Restoration'. */
  category: string | null;
  /** A country slug, e.g. 'south-korea'. */
  country: string | null;
  sort: PackageSort;
};

const norm = (v: string) =>
  v
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

/**
 * Keeps only values the options know about (matching case and spacing loosely, and a country by
 * slug or name); anything else is ignored rather than failing the page.
 */
export function parsePackageFilters(
  params: URLSearchParams,
  options: PackageFilterOptions,
): PackageFilters {
  const rawCategory = params.get("category");
  const rawCountry = params.get("country");
  const rawSort = params.get("sort");
  const category = rawCategory
    ? (options.categories.find((c) => norm(c) === norm(rawCategory)) ?? null)
    : null;
  const country = rawCountry
    ? (options.countries.find(
        (c) => norm(c.slug) === norm(rawCountry) || norm(c.name) === norm(rawCountry),
      )?.slug ?? null)
    : null;
  const sort: PackageSort = rawSort === "price-asc" || rawSort === "price-desc" ? rawSort : null;
  return { category, country, sort };
}

/** The canonical query string for the filters, omitting empty values. */
export function packageFiltersQuery(f: PackageFilters): string {
  const p = new URLSearchParams();
  if (f.category) p.set("category", f.category);
  if (f.country) p.set("country", f.country);
  if (f.sort) p.set("sort", f.sort);
  const qs = p.toString();
  return qs ? `?${qs}` : "";
}

/** Cuts text at a word boundary to at most `max` characters, adding an ellipsis when cut. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, "")}…`;
}
