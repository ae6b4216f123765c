/**
 * Where the fixed bottom bars (compare tray, app announcement) stay away: pages where a person
 * is doing a task (paying, working in a dashboard or the admin area) and a bar would cover
 * its buttons.
 */
export function isTaskPage(pathname: string): boolean {
  const p = pathname.replace(/\/+$/, "") || "/";
  return (
    p === "/checkout" ||
    p === "/dashboard" ||
    p.startsWith("/dashboard/") ||
    p === "/admin" ||
    p.startsWith("/admin/") ||
    p === "/notifications"
  );
}

/** The patient app is promoted to visitors and patients only, not to clinic staff or admins. */
export function promotesPatientApp(role: string | null | undefined): boolean {
  return !role || role === "patient";
}
