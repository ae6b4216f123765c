import { Outlet } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { assertLanguagePrefix } from "~/i18n/page.server";
import { shellTextFromMatches, SITE_NAME } from "~/utils/seo";
import type { Route } from "./+types/lang";

/**
 * The language prefix of the public pages (/de/about). Only the configured languages other
 * than English pass: /en/about, /xx/about and any other first segment are 404s.
 */
export function loader({ params }: Route.LoaderArgs) {
  assertLanguagePrefix(params);
  return null;
}

export default function LanguagePrefix() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

export const meta: Route.MetaFunction = ({ error, matches }) =>
  error
    ? [
        {
          title: `${shellTextFromMatches(matches, /*i18n*/ "shell.notFound.page", "Page not found")} | ${SITE_NAME}`,
        },
        { name: "robots", content: "noindex" },
      ]
    : [];
