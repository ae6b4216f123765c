import type { MessageId } from "~/i18n/message-ids";

/**
 * The dashboard's tabs per view (spec section 2); each tab has its own URL /dashboard/<id>.
 * `label` is the tab's catalogue id: the layout's loader sends it in the person's language.
 */

export const PATIENT_TABS = [
  { id: "profile", label: /*i18n*/ "dashboard.tab.profile" },
  { id: "bookings", label: /*i18n*/ "dashboard.tab.bookings" },
  { id: "messages", label: /*i18n*/ "dashboard.tab.messages" },
  { id: "records", label: /*i18n*/ "dashboard.tab.records" },
  { id: "quotes", label: /*i18n*/ "dashboard.tab.quotes" },
  { id: "favorites", label: /*i18n*/ "dashboard.tab.favorites" },
  { id: "reviews", label: /*i18n*/ "dashboard.tab.reviews" },
] as const satisfies readonly { id: string; label: MessageId }[];

export const CLINIC_TABS = [
  { id: "profile", label: /*i18n*/ "dashboard.tab.profile" },
  { id: "team", label: /*i18n*/ "dashboard.tab.team" },
  { id: "packages", label: /*i18n*/ "dashboard.tab.packages" },
  { id: "calendar", label: /*i18n*/ "dashboard.tab.calendar" },
  { id: "requests", label: /*i18n*/ "dashboard.tab.requests" },
  { id: "analytics", label: /*i18n*/ "dashboard.tab.analytics" },
  { id: "money", label: /*i18n*/ "dashboard.tab.money" },
  { id: "reviews", label: /*i18n*/ "dashboard.tab.reviews" },
  { id: "translations", label: /*i18n*/ "dashboard.tab.translations" },
  { id: "payouts", label: /*i18n*/ "dashboard.tab.payouts" },
] as const satisfies readonly { id: string; label: MessageId }[];

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

/** The same label's catalogue id (the home page shows it in the page's language). */
export function dashboardButtonLabelId(role: string | null | undefined): MessageId {
  if (role === "clinic") return /*i18n*/ "shell.account.go-clinic";
  if (role === "patient") return /*i18n*/ "shell.account.go-patient";
  if (role === "admin") return /*i18n*/ "shell.account.go-admin";
  return /*i18n*/ "shell.account.go";
}

export const APP_CARD_DISMISSED_KEY = "dashboard-app-card-dismissed";
