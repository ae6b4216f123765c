import { Outlet, data } from "react-router";
import { GeneralErrorBoundary, ErrorPanel, NotFoundMessage } from "~/components/error-boundary";
import { NO_STORE } from "~/features/admin/admin.server";
import { AdminShell } from "~/features/admin/components/admin-ui";
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
  return data({ email: user.email }, { headers: NO_STORE });
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

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo({
    title: "Admin area",
    description: "CareAtlas administration.",
    path: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: () => (
          <ErrorPanel title="You don't have access to this page">
            <p data-testid="admin-forbidden">
              The admin area is for CareAtlas administrators only.
            </p>
          </ErrorPanel>
        ),
        404: () => (
          <NotFoundMessage
            title="Admin page not found"
            text="This part of the admin area doesn't exist."
            linkTo="/admin"
            linkLabel="Back to the admin area"
          />
        ),
      }}
    />
  );
}
