export const BLOG_CATEGORIES = [
  "Doctor Interviews",
  "Safe Journey Tips",
  "Treatment Guides",
  "Country/City Insights",
  "Before & After Stories",
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
