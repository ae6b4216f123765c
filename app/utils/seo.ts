import type { MetaDescriptor } from "react-router";
import type { Locale } from "~/i18n/config";
import type { MessageId } from "~/i18n/message-ids";
import { localizePath } from "~/i18n/paths";

export const SITE_NAME = "CareAtlas";

type SeoInput = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/packages'. */
  path: string;
  origin?: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: object | object[];
  /**
   * The page's language, on a page translated into every language: the canonical URL is the
   * page in that language, and JSON-LD says which (`inLanguage`). Without it the canonical
   * is the English URL (docs/decisions/045).
   */
  locale?: Locale;
};

/** Title, description, canonical URL and Open Graph tags for a page. */
export function seo({
  title,
  description,
  path,
  origin = "",
  image = "/images/og-default.svg",
  type = "website",
  noindex,
  jsonLd,
  locale,
}: SeoInput): MetaDescriptor[] {
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const url = `${origin}${locale ? localizePath(path, locale) : path}`;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:image", content: `${origin}${image}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noindex) meta.push({ name: "robots", content: "noindex" });
  if (locale) meta.push({ property: "og:locale", content: locale });
  if (jsonLd) {
    const inLanguage = (o: object) => (locale ? { inLanguage: locale, ...o } : o);
    meta.push({
      "script:ld+json": Array.isArray(jsonLd) ? jsonLd.map(inLanguage) : inLanguage(jsonLd),
    });
  }
  return meta;
}

/** The public origin the root loader sent (PUBLIC_URL or the local address), for absolute canonical URLs in `meta`. */
/** The root's public settings (utils/env.server.ts publicEnv) for a meta function. */
export function rootEnv(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): { SUPPORT_PHONE?: { display: string; href: string } | null } | undefined {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    { env?: { SUPPORT_PHONE?: { display: string; href: string } | null } } | undefined;
  return root?.env;
}

/**
 * A shell text for a meta function (the root loader's texts, in the page's language): the title
 * of a page whose own loader threw ("Artikel nicht gefunden"). English when the root has none.
 */
export function shellTextFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  id: MessageId,
  english: string,
): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    { text?: Record<string, string> } | undefined;
  return root?.text?.[id] ?? english;
}

/** The title and robots tag of a 404 page, the title in the page's language. */
export function notFoundMeta(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): MetaDescriptor[] {
  return [
    {
      title: `${shellTextFromMatches(matches, /*i18n*/ "shell.notFound.page", "Page not found")} | ${SITE_NAME}`,
    },
    { name: "robots", content: "noindex" },
  ];
}

export function originFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}
