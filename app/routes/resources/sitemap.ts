import { listBlogPaths } from "~/features/blog/blog.server";
import { STATIC_PUBLIC_PATHS, listCataloguePaths } from "~/features/catalogue/sitemap.server";
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
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`).join("\n") +
    `\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
