import { data, redirect } from "react-router";
import { type SessionUser, TWO_FACTOR_SETUP_PATH, requireUser } from "~/utils/permissions.server";
import { type DashboardView, tabsFor, viewForRole } from "./dashboard-tabs";

export const NO_STORE = { "Cache-Control": "private, no-store" } as const;

/**
 * Every dashboard tab's loader and action starts here: the signed-in user (or a redirect to
 * /auth), their view, 404 when the tab is not one of their view's tabs, and the administrators'
 * two-factor rule. `views` limits a tab to one view (e.g. 'team' is clinic-only).
 */
export async function requireDashboardTab(
  request: Request,
  tab: string,
  views: readonly DashboardView[] = ["patient", "clinic"],
): Promise<{ user: SessionUser; view: DashboardView }> {
  const user = await requireUser(request);
  const view = viewForRole(user.role);
  if (!views.includes(view) || !tabsFor(view).some((t) => t.id === tab)) {
    throw data(null, { status: 404 });
  }
  if (user.role === "admin" && !user.twoFactorEnabled && tab !== "profile") {
    throw redirect(TWO_FACTOR_SETUP_PATH);
  }
  return { user, view };
}

/** A clinic user's clinic id, or 403 when the account is not linked to a clinic. */
export function requireClinicId(user: SessionUser): string {
  if (user.role !== "clinic" || !user.clinicId) {
    throw data({ message: "Your account is not linked to a clinic." }, { status: 403 });
  }
  return user.clinicId;
}
