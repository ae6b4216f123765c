import { BadgeCheck, ExternalLink, MapPin, Star } from "lucide-react";
import { Link, data, redirect, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/profile";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import {
  changeEmail,
  changePassword,
  confirmTwoFactor,
  deleteAccount,
  disableTwoFactor,
  regenerateBackupCodes,
  twoFactorSetupOf,
  startTwoFactor,
} from "~/features/accounts/account-settings.server";
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  PasswordOnlySchema,
  TotpCodeSchema,
} from "~/features/accounts/auth-schema";
import { fieldErrors } from "~/utils/validation";
import { getClinicSummary } from "~/features/accounts/clinic-dashboard.server";
import { Panel } from "~/components/layout/panel";
import { Notice } from "~/components/forms/notice";
import { useResultToast, type ResultToast } from "~/components/forms/result-toast";
import {
  DataPanel,
  ProfileCard,
  SecurityPanel,
  type DashboardActionResult,
} from "~/features/accounts/components/profile-tab";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import { readFormLimited } from "~/utils/request.server";
import {
  ProfileSchema,
  PROFILE_PHOTO_MAX_BYTES,
  type ProfileFormValues,
} from "~/features/accounts/profile-schema";
import { getProfile, processProfilePhoto, updateProfile } from "~/features/accounts/profile.server";
import { NotificationSettingsPanel } from "~/features/notifications/components/notification-settings";
import {
  getNotificationPrefs,
  prefsFromForm,
  saveNotificationPrefs,
} from "~/services/notifications/notifications.server";
import { appendSetCookies } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { getUser, requireUser } from "~/utils/permissions.server";
import { redirectWithToast, toastSetCookie } from "~/utils/toast.server";
import type { DashboardLayoutData } from "../dashboard";

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
  return data(
    {
      profile,
      clinic,
      notificationPrefs,
      setup2fa: mustEnrol || url.searchParams.get("setup") === "2fa",
      editing: url.searchParams.get("edit") === "1",
    },
    { headers: NO_STORE },
  );
}

const toastOf = (type: ResultToast["type"], title: string, description?: string): ResultToast => ({
  id: crypto.randomUUID(),
  type,
  title,
  description,
});

function profileValues(form: FormData): ProfileFormValues {
  const str = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  return {
    fullName: str("fullName"),
    phone: str("phone"),
    nationality: str("nationality"),
    medicalInterest: str("medicalInterest"),
    languagesSpoken: str("languagesSpoken"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const body = await readFormLimited(request, PROFILE_PHOTO_MAX_BYTES + 256 * 1024);
  if (body.tooLarge) {
    return data<DashboardActionResult>(
      {
        intent: "profile",
        fieldErrors: { photo: "The photo must be 5 MB or smaller." },
        formError: "The photo must be 5 MB or smaller.",
        toast: toastOf("error", "Error", "Failed to update profile"),
      },
      { status: 413 },
    );
  }
  const form = body.form;
  const intent = String(form.get("intent") ?? "");
  const fail = (message: string, status = 400, extra: Partial<DashboardActionResult> = {}) =>
    data<DashboardActionResult>(
      { intent, formError: message, toast: toastOf("error", "Error", message), ...extra },
      { status },
    );

  if (intent === "profile") {
    const values = profileValues(form);
    // A session that ended keeps what was typed (spec: 'No user logged in').
    const user = await getUser(request);
    if (!user) return fail("No user logged in", 401, { values });
    const parsed = ProfileSchema.safeParse(
      Object.fromEntries([...form].filter(([, v]) => typeof v === "string")),
    );
    if (!parsed.success) {
      return data<DashboardActionResult>(
        {
          intent,
          values,
          fieldErrors: fieldErrors(parsed.error),
          formError: "Please check the highlighted fields.",
          toast: toastOf("error", "Error", "Failed to update profile"),
        },
        { status: 400 },
      );
    }
    let photo: Buffer | null = null;
    const file = form.get("photo");
    if (file instanceof File && file.size > 0) {
      const processed = await processProfilePhoto(Buffer.from(await file.arrayBuffer()));
      if (!processed.ok) {
        return data<DashboardActionResult>(
          {
            intent,
            values,
            fieldErrors: { photo: processed.message },
            formError: processed.message,
            toast: toastOf("error", "Error", "Failed to update profile"),
          },
          { status: 400 },
        );
      }
      photo = processed.webp;
    }
    try {
      await updateProfile(user.id, parsed.data, photo);
    } catch (error) {
      console.error("[dashboard] profile update failed", error);
      return fail("Failed to update profile", 500, { values });
    }
    return redirectWithToast("/dashboard/profile", {
      type: "success",
      title: "Success",
      description: "Profile updated successfully",
    });
  }

  const user = await requireUser(request);

  switch (intent) {
    case "notifications": {
      await saveNotificationPrefs(user.id, prefsFromForm(form));
      return data<DashboardActionResult>({
        intent,
        toast: toastOf("success", "Notification settings saved"),
      });
    }
    case "change-email": {
      const parsed = ChangeEmailSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success)
        return fail("Please check the highlighted fields.", 400, {
          fieldErrors: fieldErrors(parsed.error),
        });
      const r = await changeEmail(request, user, parsed.data);
      if (r.kind === "error") return fail(r.message, r.status);
      return data<DashboardActionResult>({
        intent,
        emailChangeSentTo: parsed.data.newEmail,
        toast: toastOf(
          "success",
          "Check your email",
          "We've sent a confirmation link to your new address",
        ),
      });
    }
    case "change-password": {
      const parsed = ChangePasswordSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        return fail(errors.confirmPassword ?? "Please check the highlighted fields.", 400, {
          fieldErrors: errors,
        });
      }
      const r = await changePassword(request, user, parsed.data);
      if (r.kind === "error") return fail(r.message, r.status);
      const headers = appendSetCookies(new Headers(), r.headers);
      headers.append(
        "Set-Cookie",
        await toastSetCookie({
          type: "success",
          title: "Password changed",
          description: "Other devices have been signed out.",
        }),
      );
      return redirect("/dashboard/profile", { headers });
    }
    case "2fa-start": {
      const parsed = PasswordOnlySchema.safeParse(Object.fromEntries(form));
      if (!parsed.success)
        return fail("Enter your password", 400, { fieldErrors: fieldErrors(parsed.error) });
      const r = await startTwoFactor(request, user, parsed.data.password);
      if (r.kind === "error")
        return fail(r.message, r.status, { fieldErrors: { password: r.message } });
      return data<DashboardActionResult>({ intent, twoFactorSetup: r.setup });
    }
    case "2fa-confirm": {
      // The setup details travel back with the form so a wrong code can be retried.
      const totpURI = String(form.get("totpURI") ?? "");
      const codes = String(form.get("backupCodes") ?? "")
        .split(",")
        .filter(Boolean)
        .slice(0, 20);
      const setup = totpURI.startsWith("otpauth://") ? twoFactorSetupOf(totpURI, codes) : undefined;
      const parsed = TotpCodeSchema.safeParse({ code: form.get("code") ?? "" });
      if (!parsed.success)
        return fail("Enter the 6-digit code from your authenticator app", 400, {
          fieldErrors: fieldErrors(parsed.error),
          twoFactorSetup: setup,
        });
      const r = await confirmTwoFactor(request, user, parsed.data.code);
      if (r.kind === "error") return fail(r.message, r.status, { twoFactorSetup: setup });
      const headers = appendSetCookies(new Headers(), r.headers);
      headers.append(
        "Set-Cookie",
        await toastSetCookie({
          type: "success",
          title: "Two-factor authentication is on",
          description: "You'll be asked for a code each time you sign in.",
        }),
      );
      return redirect("/dashboard/profile", { headers });
    }
    case "2fa-disable": {
      const parsed = PasswordOnlySchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return fail("Enter your password");
      const r = await disableTwoFactor(request, user, parsed.data.password);
      if (r.kind === "error") return fail(r.message, r.status);
      const headers = appendSetCookies(new Headers(), r.headers);
      headers.append(
        "Set-Cookie",
        await toastSetCookie({ type: "success", title: "Two-factor authentication is off" }),
      );
      return redirect("/dashboard/profile", { headers });
    }
    case "backup-codes": {
      const parsed = PasswordOnlySchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return fail("Enter your password");
      const r = await regenerateBackupCodes(request, user, parsed.data.password);
      if (r.kind === "error") return fail(r.message, r.status);
      return data<DashboardActionResult>({
        intent,
        backupCodes: r.backupCodes,
        toast: toastOf("success", "New backup codes", "Your previous codes no longer work"),
      });
    }
    case "delete-account": {
      const parsed = PasswordOnlySchema.safeParse(Object.fromEntries(form));
      if (!parsed.success || form.get("confirm") !== "on") {
        return fail("Enter your password and tick the box to confirm.", 400, {
          fieldErrors: parsed.success ? {} : fieldErrors(parsed.error),
        });
      }
      const r = await deleteAccount(request, user, parsed.data.password);
      if (r.kind === "error")
        return fail(r.message, r.status, { fieldErrors: { password: r.message } });
      const headers = appendSetCookies(new Headers(), r.headers);
      headers.append(
        "Set-Cookie",
        await toastSetCookie({
          type: "success",
          title: "Account deleted",
          description: "Your account and its data have been removed.",
        }),
      );
      return redirect("/", { headers });
    }
    default:
      return fail("Unknown action", 400);
  }
}

export default function ProfileTab({ loaderData: d, actionData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<DashboardLayoutData>("routes/dashboard");
  useResultToast(actionData);
  if (!layout) return null;
  const { user, view } = layout;
  return (
    <div className="space-y-6">
      {d.setup2fa && !user.twoFactorEnabled && user.role === "admin" && (
        <Notice tone="warning" title="Turn on two-factor authentication to continue">
          Administrator accounts must use two-factor authentication. Set it up under{" "}
          <a href="#two-factor" className="font-semibold underline underline-offset-2">
            Two-factor authentication
          </a>{" "}
          below — it takes a minute with an authenticator app.
        </Notice>
      )}
      {view === "clinic" && <ClinicCard clinic={d.clinic} />}
      <ProfileCard
        profile={d.profile}
        editing={d.editing}
        result={actionData ?? undefined}
        clinicUser={view === "clinic"}
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

type LoaderData = Route.ComponentProps["loaderData"];

function ClinicCard({ clinic }: { clinic: LoaderData["clinic"] }) {
  if (!clinic) {
    return (
      <Notice tone="warning" title="No clinic is linked to your account yet">
        Ask the CareAtlas team to link your account to your clinic's profile.{" "}
        <Link to="/contact" className="font-semibold underline underline-offset-2">
          Contact us
        </Link>
      </Notice>
    );
  }
  return (
    <Panel
      title={clinic.name}
      description={clinic.specialty}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/profile/clinic" className={buttonVariants({ variant: "primary" })}>
            Edit clinic profile
          </Link>
          <Link to={`/clinic/${clinic.slug}`} className={buttonVariants({ variant: "outline" })}>
            <ExternalLink aria-hidden />
            View public profile
          </Link>
        </div>
      }
    >
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
        <span className="flex items-center gap-1">
          <MapPin aria-hidden className="size-4 text-slate-500" /> {clinic.city}, {clinic.country}
        </span>
        <span className="flex items-center gap-1">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />{" "}
          <strong>{clinic.rating.toFixed(1)}</strong> ({clinic.reviewCount} reviews)
        </span>
        {clinic.verified ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden /> Verified clinic
          </Badge>
        ) : (
          <Badge variant="warning">Verification pending</Badge>
        )}
      </div>
    </Panel>
  );
}
