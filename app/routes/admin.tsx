import { Outlet, data } from "react-router";
import { GeneralErrorBoundary, ErrorPanel, NotFoundMessage } from "~/components/error-boundary";
import { adminPageI18n } from "~/features/admin/admin-texts.server";
import { NO_STORE } from "~/features/admin/admin.server";
import { AdminShell } from "~/features/admin/components/admin-ui";
import { useText } from "~/i18n/text";
import { requireAdmin } from "~/utils/permissions.server";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/admin";

/**
 * The admin area layout. Its loader refuses anyone but an administrator with two-factor on
 * (signed out: to /auth; patient or clinic user: 403; admin without 2FA: to set-up). Each child
 * route's loader and action check again themselves.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const { locale, i18n, text } = await adminPageI18n(request);
  return data(
    {
      email: user.email,
      locale,
      text,
      meta: {
        title: i18n._("admin.meta.title"),
        description: i18n._("admin.meta.description"),
      },
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email}>
      <Outlet />
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seo({
    title: loaderData?.meta.title ?? "Admin area",
    description: loaderData?.meta.description ?? "CareAtlas administration.",
    path: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });

export function ErrorBoundary() {
  // The layout's texts when its loader ran (a child's 404); English when it refused (403).
  const t = useText();
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: () => (
          <ErrorPanel
            title={t("admin.error.forbidden.title", "You don't have access to this page")}
          >
            <p data-testid="admin-forbidden">
              {t(
                "admin.error.forbidden.text",
                "The admin area is for CareAtlas administrators only.",
              )}
            </p>
          </ErrorPanel>
        ),
        404: () => (
          <NotFoundMessage
            title={t("admin.error.not-found.title", "Admin page not found")}
            text={t("admin.error.not-found.text", "This part of the admin area doesn't exist.")}
            linkTo="/admin"
            linkLabel={t("admin.error.not-found.link", "Back to the admin area")}
          />
        ),
      }}
    />
  );
}
