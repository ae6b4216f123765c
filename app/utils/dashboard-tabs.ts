/** The dashboard's tabs per view (spec section 2); each tab has its own URL /dashboard/<id>. */

export const PATIENT_TABS = [
  { id: "profile", label: "Profile" },
  { id: "bookings", label: "Bookings" },
  { id: "messages", label: "Messages" },
  { id: "records", label: "Records" },
  { id: "quotes", label: "Quotes" },
  { id: "favorites", label: "Favorites" },
  { id: "reviews", label: "Reviews" },
] as const;

export const CLINIC_TABS = [
  { id: "profile", label: "Profile" },
  { id: "team", label: "Team" },
  { id: "packages", label: "Packages" },
  { id: "calendar", label: "Calendar" },
  { id: "requests", label: "Requests" },
  { id: "analytics", label: "Analytics" },
  { id: "reviews", label: "Reviews" },
] as const;

export type DashboardView = "patient" | "clinic";
export type PatientTab = (typeof PATIENT_TABS)[number]["id"];
export type ClinicTab = (typeof CLINIC_TABS)[number]["id"];
export type DashboardTab = PatientTab | ClinicTab;

/** Clinic users get the clinic view; patients, admins and anyone else the patient view. */
export function viewForRole(role: string): DashboardView {
  return role === "clinic" ? "clinic" : "patient";
}

export function tabsFor(view: DashboardView) {
  return view === "clinic" ? CLINIC_TABS : PATIENT_TABS;
}

/** The home hero's button label by role (spec: Home). */
export function dashboardButtonLabel(role: string | null | undefined): string {
  if (role === "clinic") return "Go to Clinic Dashboard";
  if (role === "patient") return "Go to My Dashboard";
  if (role === "admin") return "Go to Admin Dashboard";
  return "Go to Dashboard";
}

export const APP_CARD_DISMISSED_KEY = "dashboard-app-card-dismissed";
