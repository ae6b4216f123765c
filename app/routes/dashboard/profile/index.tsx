import { data, redirect, useRouteLoaderData } from "react-router";
import { Notice } from "~/components/forms/notice";
import { useResultToast } from "~/components/forms/result-toast";
import { DataPanel, ProfileCard, SecurityPanel } from "~/features/accounts/components/profile-tab";
import { monthYear, profileChoiceLabels } from "~/features/accounts/profile-labels.server";
import { PROFILE_PHOTO_MAX_BYTES } from "~/features/accounts/profile-schema";
import { getProfile } from "~/features/accounts/profile.server";
import { ClinicSummaryCard } from "~/features/clinics/components/clinic-summary-card";
import { getClinicSummary } from "~/features/clinics/summary.server";
import { NotificationSettingsPanel } from "~/features/notifications/components/notification-settings";
import { i18nFor, textsFor } from "~/i18n/catalog.server";
import { withPlaceIn } from "~/i18n/catalogue-names.server";
import { localeInfo } from "~/i18n/config";
import { fill, placeholders } from "~/i18n/fill";
import { accountLocale } from "~/i18n/page.server";
import { useText } from "~/i18n/text";
import { getNotificationPrefs } from "~/services/notifications/notifications.server";
import { handleForm } from "~/utils/action.server";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import type { DashboardLayoutData } from "../../dashboard";
import type { Route } from "./+types/index";
import { deleteAccountIntent } from "./data.server";
import { notifications, profile } from "./details.server";
import { changeEmailIntent } from "./email.server";
import { replyFailure, tooLarge } from "./intent.server";
import { changePasswordIntent } from "./password.server";
import { twoFactorIntents } from "./two-factor.server";

/** /dashboard and /dashboard/profile: the user's profile, security settings and data. */

export async function loader({ request }: Route.LoaderArgs) {
  const { user, view } = await requireDashboardTab(request, "profile");
  const url = new URL(request.url);
  const [profile, clinic, notificationPrefs] = await Promise.all([
    getProfile(user.id),
    view === "clinic" && user.clinicId ? getClinicSummary(user.clinicId) : null,
    getNotificationPrefs(user.id),
  ]);
  if (!profile) throw redirect("/auth?redirectTo=%2Fdashboard%2Fprofile");
  const mustEnrol = user.role === "admin" && !user.twoFactorEnabled;
  const locale = await accountLocale(request);
  const i18n = i18nFor(locale);
  const text = textsFor(locale, ["dashboard.profile.", "dashboard-msg.photo.", "auth.password."], {
    "dashboard.profile.since": {
      date: monthYear(profile.createdAt, locale),
    },
    "dashboard.profile.photo.alt": placeholders("name"),
    "dashboard.profile.form.sessionEnded": placeholders("link"),
    "dashboard.profile.email.sent.text": placeholders("newEmail", "email"),
    "dashboard.profile.enrol.text": placeholders("link"),
    "dashboard.profile.notify.inAppOf": placeholders("label"),
    "dashboard.profile.notify.emailOf": placeholders("label"),
    "dashboard.profile.clinic.reviews": { count: clinic?.reviewCount ?? 0 },
  });
  return data(
    {
      text,
      labels: profileChoiceLabels(locale, i18n),
      profile,
      // The rating as the page's language writes it ("4,8" in German).
      clinic: clinic && {
        ...withPlaceIn(locale, clinic),
        ratingText: new Intl.NumberFormat(localeInfo(locale).intl, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(clinic.rating),
      },
      notificationPrefs,
      setup2fa: mustEnrol || url.searchParams.get("setup") === "2fa",
      editing: url.searchParams.get("edit") === "1",
    },
    { headers: NO_STORE },
  );
}

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    // Each intent checks the user itself, after the body is read (see intent.server.ts).
    guard: async () => undefined,
    maxBytes: PROFILE_PHOTO_MAX_BYTES + 256 * 1024,
    tooLarge,
    intents: {
      profile,
      notifications,
      "change-email": changeEmailIntent,
      "change-password": changePasswordIntent,
      ...twoFactorIntents,
      "delete-account": deleteAccountIntent,
    },
    reply: replyFailure,
  });
}

export default function ProfileTab({ loaderData: d, actionData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<DashboardLayoutData>("routes/dashboard");
  const t = useText();
  useResultToast(actionData);
  if (!layout) return null;
  const { user, view } = layout;
  return (
    <div className="space-y-6">
      {d.setup2fa && !user.twoFactorEnabled && user.role === "admin" && (
        <Notice tone="warning" title={t("dashboard.profile.enrol.title")}>
          {fill(t("dashboard.profile.enrol.text"), {
            link: (
              <a href="#two-factor" className="font-semibold underline underline-offset-2">
                {t("dashboard.profile.2fa.title")}
              </a>
            ),
          })}
        </Notice>
      )}
      {view === "clinic" && <ClinicSummaryCard clinic={d.clinic} />}
      <ProfileCard
        profile={d.profile}
        editing={d.editing}
        result={actionData ?? undefined}
        clinicUser={view === "clinic"}
        labels={d.labels}
      />
      <SecurityPanel
        email={user.email}
        twoFactorEnabled={user.twoFactorEnabled}
        isAdmin={user.role === "admin"}
        setup={d.setup2fa}
        result={actionData ?? undefined}
      />
      <NotificationSettingsPanel prefs={d.notificationPrefs} />
      <DataPanel result={actionData ?? undefined} />
    </div>
  );
}
