import { listBlogPaths } from "~/features/blog/blog.server";
import { STATIC_PUBLIC_PATHS, listCataloguePaths } from "~/features/catalogue/sitemap.server";
import { LOCALES } from "~/i18n/config";
import { alternates, localizePath } from "~/i18n/paths";
import { pageLanguages } from "~/i18n/public-path.server";
import { publicOrigin } from "~/utils/env.server";
import type { Route } from "./+types/sitemap";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

export async function loader(_args: Route.LoaderArgs) {
  const origin = publicOrigin();
  const paths = [...STATIC_PUBLIC_PATHS, ...(await listCataloguePaths()), ...listBlogPaths()];
  // Every public page in every language it exists in, each with its alternates (decision 045).
  const links = (p: string) =>
    alternates(p, origin, pageLanguages(p))
      .map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(a.href)}"/>`,
      )
      .join("");
  const urls = paths.flatMap((p) =>
    LOCALES.filter((l) => pageLanguages(p).includes(l.code)).map(
      (l) => `  <url><loc>${escapeXml(origin + localizePath(p, l.code))}</loc>${links(p)}</url>`,
    ),
  );
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    urls.join("\n") +
    `\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
