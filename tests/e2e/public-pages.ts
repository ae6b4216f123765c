/** One page per public route template, with real ids from the seed (the budget and layout tests). */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/how-it-works",
  "/why-trust-us",
  "/destinations",
  "/destinations/turkey",
  "/destinations/turkey/istanbul",
  "/search-results",
  "/packages",
  "/package/istanbul-fue-hair-transplant-package",
  "/clinic/bosphorus-aesthetic-hospital",
  "/reviews",
  "/team",
  "/faq",
  "/partner",
  "/auth",
  "/auth/forgot-password",
  "/contact",
  "/blog",
  "/blog/how-to-vet-a-clinic-abroad",
  "/terms",
  "/privacy",
  "/cookies",
  "/compare",
  "/quote-request",
];

/** Two error pages: an unknown address and an unknown clinic. */
export const ERROR_PAGES = ["/no/such/page", "/clinic/no-such-clinic"];
