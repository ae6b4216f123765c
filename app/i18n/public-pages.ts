/**
 * The pages a visitor can read in every language: routes.ts declares each twice (today's URL
 * and under the language prefix), the root loader gives them hreflang alternates and the
 * language choice lands on their copy in the chosen language (public-path.server.ts).
 * A page added here gets /de/..., /ar/... URLs and its alternates.
 */
export const PUBLIC_PAGES: ReadonlyArray<readonly [path: string | null, file: string]> = [
  [null, "routes/home.tsx"],
  ["about", "routes/about.tsx"],
  ["how-it-works", "routes/how-it-works.tsx"],
  ["why-trust-us", "routes/why-trust-us.tsx"],
  ["how-we-rank", "routes/how-we-rank.tsx"],
  ["destinations", "routes/destinations/index.tsx"],
  ["destinations/:country", "routes/destinations/country.tsx"],
  ["destinations/:country/:city", "routes/destinations/city.tsx"],
  ["search-results", "routes/search-results.tsx"],
  ["packages", "routes/packages/index.tsx"],
  ["package/:id", "routes/packages/detail.tsx"],
  ["clinic/:clinicId", "routes/clinic.tsx"],
  ["reviews", "routes/reviews.tsx"],
  ["team", "routes/team.tsx"],
  ["faq", "routes/faq.tsx"],
  ["partner", "routes/partner.tsx"],
  ["contact", "routes/contact.tsx"],
  ["blog", "routes/blog/index.tsx"],
  ["blog/:slug", "routes/blog/article.tsx"],
  ["terms", "routes/legal/terms.tsx"],
  ["privacy", "routes/legal/privacy.tsx"],
  ["cookies", "routes/legal/cookies.tsx"],
  ["compare", "routes/compare.tsx"],
  ["quote-request", "routes/quote-request.tsx"],
];

/**
 * Pages that have a URL per language but are not for search engines (noindex): the sign-in and
 * password pages. routes.ts declares them under the language prefix too (`/de/auth`) and a
 * language choice lands on their copy (public-path.server.ts), but they get no hreflang
 * alternates and no sitemap entries (only PUBLIC_PAGES do). `id` is the English route's id.
 */
export const LOCALIZED_PAGES: ReadonlyArray<readonly [path: string, file: string, id: string]> = [
  ["auth", "routes/auth/index.tsx", "routes/auth"],
  ["auth/forgot-password", "routes/auth/forgot-password.tsx", "routes/auth/forgot-password"],
  ["auth/reset-password", "routes/auth/reset-password.tsx", "routes/auth/reset-password"],
];

/** The route id of a public page's copy under the language prefix. */
export const LANG_ID_PREFIX = "lang/";

/**
 * Pages of an account (one URL in every language): they are shown in the signed-in person's
 * language (users.locale), else the language the visitor chose (the lang cookie), else English
 * (docs/decisions/049). `accountPageI18n` in page.server.ts gives their loaders that language.
 */
export const ACCOUNT_PAGE_PREFIXES: readonly string[] = [
  "/dashboard",
  "/admin",
  "/checkout",
  "/notifications",
  "/auth/two-factor",
  "/newsletter",
];

/** Whether a path (without query) is an account page. */
export function isAccountPage(pathname: string): boolean {
  return ACCOUNT_PAGE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
