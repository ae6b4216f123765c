import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { LANG_ID_PREFIX, LOCALIZED_PAGES, PUBLIC_PAGES } from "./i18n/public-pages";

/** The public pages (app/i18n/public-pages.ts), with ids prefixed for their copy under `:lang`. */
function publicPages(idPrefix = "") {
  return PUBLIC_PAGES.map(([path, file]) => {
    const id = idPrefix + file.replace(/\.tsx?$/, "");
    return path === null ? index(file, { id }) : route(path, file, { id });
  });
}

/** The noindex pages with a URL per language (sign-in, password): same ids scheme. */
function localizedPages(idPrefix = "") {
  return LOCALIZED_PAGES.map(([path, file, id]) => route(path, file, { id: idPrefix + id }));
}

export default [
  // The public pages: English at today's URLs, every other language under its prefix
  // (/de/about; docs/decisions/045). The prefixed copies have ids starting with "lang/".
  ...publicPages(),
  // The sign-in and password pages likewise (/de/auth), without hreflang or sitemap entries.
  ...localizedPages(),
  route(":lang", "routes/lang.tsx", [
    ...publicPages(LANG_ID_PREFIX),
    ...localizedPages(LANG_ID_PREFIX),
  ]),
  route("auth/two-factor", "routes/auth/two-factor.tsx"),
  route("dashboard", "routes/dashboard.tsx", [
    index("routes/dashboard/profile/index.tsx", { id: "routes/dashboard/index" }),
    route("profile", "routes/dashboard/profile/index.tsx", { id: "routes/dashboard/profile" }),
    route("profile/clinic", "routes/dashboard/clinic-profile/index.tsx", {
      id: "routes/dashboard/clinic-profile",
    }),
    route("favorites", "routes/dashboard/favorites.tsx"),
    // -- patient journey
    route("quotes", "routes/dashboard/quotes.tsx"),
    route("bookings", "routes/dashboard/bookings.tsx"),
    route("bookings/:bookingId/case", "routes/dashboard/cases/new.tsx"),
    route("cases/:caseId", "routes/dashboard/cases/case.tsx"),
    route("messages", "routes/dashboard/messages.tsx", [
      index("routes/dashboard/messages/index.tsx"),
      route("new", "routes/dashboard/messages/new.tsx"),
      route(":conversationId", "routes/dashboard/messages/thread.tsx"),
    ]),
    route("records", "routes/dashboard/records.tsx"),
    route("reviews", "routes/dashboard/reviews.tsx"),
    // -- clinic side
    route("team", "routes/dashboard/team.tsx"),
    route("packages", "routes/dashboard/packages.tsx"),
    route("packages/new", "routes/dashboard/packages/new.tsx"),
    route("packages/:id", "routes/dashboard/packages/edit.tsx"),
    route("calendar", "routes/dashboard/calendar.tsx"),
    route("requests", "routes/dashboard/requests.tsx", [
      index("routes/dashboard/requests/index.tsx"),
      route("bookings", "routes/dashboard/requests/bookings.tsx"),
      route("shared", "routes/dashboard/requests/shared.tsx"),
      route("shared/:patientId", "routes/dashboard/requests/shared-patient.tsx"),
      route("cases", "routes/dashboard/requests/cases.tsx"),
      route(":requestId", "routes/dashboard/requests/request.tsx"),
      route("messages", "routes/dashboard/requests/messages.tsx", [
        index("routes/dashboard/requests/messages/index.tsx"),
        route(":conversationId", "routes/dashboard/requests/messages/thread.tsx"),
      ]),
    ]),
    route("analytics", "routes/dashboard/analytics.tsx"),
    route("money", "routes/dashboard/money.tsx"),
    route("translations", "routes/dashboard/translations.tsx"),
    route("payouts", "routes/dashboard/payouts.tsx"),
    route("*", "routes/dashboard/missing.tsx"),
  ]),
  // -- admin area (admins with two-factor only; every loader/action checks itself)
  route("admin", "routes/admin.tsx", [
    index("routes/admin/index.tsx"),
    route("applications", "routes/admin/applications.tsx"),
    route("clinics", "routes/admin/clinics.tsx"),
    route("verification/expiring", "routes/admin/verification-expiring.tsx"),
    route("moderation", "routes/admin/moderation.tsx"),
    route("inbox", "routes/admin/inbox.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("rates", "routes/admin/rates.tsx"),
    route("verification", "routes/admin/verification.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("money", "routes/admin/money.tsx"),
    route("cases", "routes/admin/cases.tsx"),
    route("cases/:caseId", "routes/admin/case.tsx"),
    route("payments/mismatches", "routes/admin/payment-mismatches.tsx"),
  ]),
  route("checkout", "routes/checkout.tsx"),
  route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
  route("dev/mailbox", "routes/dev/mailbox.tsx"),
  route("dev/bookings", "routes/dev/bookings.ts"),
  route("dev/payouts/onboarding", "routes/dev/payouts-onboarding.tsx"),
  route("dev/payments/mismatch", "routes/dev/payment-mismatch.ts"),
  route("notifications", "routes/notifications.tsx"),
  route("notifications/:id/open", "routes/resources/notification-open.ts"),

  // Resource routes (no UI)
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("api/exchange-rates", "routes/resources/exchange-rates.ts"),
  route("api/currency", "routes/resources/currency.ts"),
  route("api/locale", "routes/resources/locale.ts"),
  route("api/newsletter", "routes/resources/newsletter.ts"),
  route("api/app-notify", "routes/resources/app-notify.ts"),
  route("api/listing-view", "routes/resources/listing-view.ts"),
  route("api/get-notified", "routes/resources/get-notified.ts"),
  route("api/inquiry", "routes/resources/inquiry.ts"),
  route("api/auth/*", "routes/resources/auth.ts"),
  route("api/sign-out", "routes/resources/sign-out.ts"),
  route("api/favorites", "routes/resources/favorites.ts"),
  route("api/account/export", "routes/resources/account-export.ts"),
  route("api/notifications", "routes/resources/notifications.ts"),
  route("api/records", "routes/resources/records.ts"),
  route("api/records/:id", "routes/resources/records-item.ts"),
  route("api/records/:id/download", "routes/resources/records-download.ts"),
  route("api/credential-documents/:id", "routes/resources/credential-document.ts"),
  route("api/stream", "routes/resources/stream.ts"),
  route("api/messages/:conversationId?", "routes/resources/messages.ts"),
  route("api/bookings/:id/ics", "routes/resources/booking-ics.ts"),
  route("api/cases/:caseId/attachments/:recordId", "routes/resources/case-attachment.ts"),
  route("api/payments/stripe-webhook", "routes/resources/stripe-webhook.ts"),
  route("admin/inbox.csv", "routes/resources/admin-inbox-csv.ts"),
  route("admin/money.csv", "routes/resources/admin-money-csv.ts"),
  route("media/:key", "routes/resources/media.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
