import { assertLanguagePrefix } from "~/i18n/page.server";
import type { Route } from "./+types/lang";

/**
 * The language prefix of the public pages (/de/about). Only the configured languages other
 * than English pass: /en/about, /xx/about and any other first segment are 404s.
 *
 * Server code only: the route renders its page (a route without a component renders its
 * outlet), and a refused prefix is the root route's 404 page and title (root.tsx), so the
 * browser gets an empty module for it rather than code of its own on every page in another
 * language (docs/decisions/086).
 */
export function loader({ params }: Route.LoaderArgs) {
  assertLanguagePrefix(params);
  return null;
}
