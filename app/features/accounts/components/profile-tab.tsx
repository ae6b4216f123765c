import {
  Camera,
  Copy,
  Download,
  KeyRound,
  Mail,
  Pencil,
  ShieldCheck,
  ShieldOff,
  Trash2,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import {
  EmailField,
  Field,
  InputField,
  SelectField,
  describedBy,
  inputClass,
} from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { PasswordField, PasswordInput } from "~/components/forms/password-field";
import { type ResultToast } from "~/components/forms/result-toast";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { cn } from "~/utils/misc";
import { PASSWORDS_DO_NOT_MATCH } from "../auth-schema";
import { DELETION_SUMMARY } from "../deletion-text";
import {
  MEDICAL_INTERESTS,
  NATIONALITIES,
  PROFILE_PHOTO_MAX_BYTES,
  type ProfileFormValues,
} from "../profile-schema";

export type ProfileView = {
  email: string;
  createdAt: string;
  fullName: string;
  phone: string | null;
  nationality: string | null;
  medicalInterest: string | null;
  languagesSpoken: string[];
  photoDataUrl: string | null;
};

export type TwoFactorSetupView = {
  totpURI: string;
  secret: string;
  backupCodes: string[];
  /** The setup link's QR code (features/accounts/qr-code.server.ts). */
  qr: { size: number; path: string };
};

export type DashboardActionResult = {
  intent: string;
  toast?: ResultToast;
  fieldErrors?: Record<string, string>;
  formError?: string;
  values?: ProfileFormValues;
  twoFactorSetup?: TwoFactorSetupView;
  backupCodes?: string[];
  emailChangeSentTo?: string;
};

function initialsOf(name: string) {
  return (
    name
      .split(/\s+/)
      .map((p) => p[0])
      .filter(Boolean)
      .slice(0, 2)
      .join("")
      .toUpperCase() || "?"
  );
}

function Avatar({
  name,
  src,
  size = "lg",
}: {
  name: string;
  src: string | null;
  size?: "lg" | "xl";
}) {
  const cls = size === "xl" ? "size-24 text-2xl" : "size-16 text-xl";
  return src ? (
    <img
      src={src}
      alt={`Profile photo of ${name}`}
      width={256}
      height={256}
      className={cn(cls, "shrink-0 rounded-full object-cover ring-4 ring-white shadow")}
    />
  ) : (
    <span
      aria-hidden
      className={cn(
        cls,
        "grid shrink-0 place-items-center rounded-full bg-primary-100 font-bold text-primary-800 ring-4 ring-white shadow",
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];
const PHOTO_TYPE_MESSAGE = "The photo must be a JPEG, PNG, WebP or GIF image.";

/* ------------------------------------------------------------------ profile card */

export function ProfileCard({
  profile,
  editing,
  result,
  clinicUser = false,
}: {
  profile: ProfileView;
  editing: boolean;
  result?: DashboardActionResult;
  /** Clinic staff: this is their own contact profile, not the clinic's. */
  clinicUser?: boolean;
}) {
  const profileResult = result?.intent === "profile" ? result : undefined;
  // A failed save (or a session that ended) keeps the form open with what was typed.
  if (editing || profileResult)
    return <ProfileForm profile={profile} result={profileResult} clinicUser={clinicUser} />;
  const since = new Date(profile.createdAt).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const rows: [string, string | null][] = [
    ["Full name", profile.fullName],
    ["Email", profile.email],
    ["Phone", profile.phone],
    // Patient fields: clinic staff are not asked for them.
    ...(clinicUser
      ? []
      : ([
          ["Nationality", profile.nationality],
          ["Medical interest", profile.medicalInterest],
        ] as [string, string | null][])),
    [
      "Languages spoken",
      profile.languagesSpoken.length ? profile.languagesSpoken.join(", ") : null,
    ],
  ];
  return (
    <Panel
      id="profile"
      title="Profile"
      description={
        clinicUser
          ? "Your own details as your clinic's contact person."
          : "How clinics see you when you contact them."
      }
      actions={
        <Link
          to="/dashboard/profile?edit=1"
          preventScrollReset
          className={buttonVariants({ variant: "outline" })}
        >
          <Pencil aria-hidden />
          Edit Profile
        </Link>
      }
    >
      <div className="flex items-center gap-4">
        <Avatar name={profile.fullName} src={profile.photoDataUrl} />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900">{profile.fullName}</p>
          <p className="text-sm text-slate-600">Member since {since}</p>
        </div>
      </div>
      <dl className="mt-6 grid gap-x-8 gap-y-4 border-t border-slate-100 pt-6 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              {label}
            </dt>
            <dd
              className={cn(
                "mt-1 break-words text-sm",
                value ? "text-slate-900" : "italic text-slate-600",
              )}
            >
              {value ?? "Not provided"}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

function ProfileForm({
  profile,
  result,
  clinicUser,
}: {
  profile: ProfileView;
  result?: DashboardActionResult;
  clinicUser: boolean;
}) {
  const v: ProfileFormValues = result?.values ?? {
    fullName: profile.fullName,
    phone: profile.phone ?? "",
    nationality: profile.nationality ?? "",
    medicalInterest: profile.medicalInterest ?? "",
    languagesSpoken: profile.languagesSpoken.join(", "),
  };
  const errors = result?.fieldErrors ?? {};
  const [preview, setPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const fileRef = useRef<HTMLInputElement>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function onPhoto(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    setPhotoError(undefined);
    if (!file) return setPreview(null);
    const input = e.currentTarget;
    const refuse = (message: string) => {
      setPhotoError(message);
      input.value = "";
      setPreview(null);
    };
    if (file.size > PROFILE_PHOTO_MAX_BYTES) return refuse("The photo must be 5 MB or smaller.");
    // The server's rule, said at once instead of on Save, and never a broken-image preview: the
    // file must be one of the image types and the browser must be able to decode it.
    if (!PHOTO_TYPES.includes(file.type)) return refuse(PHOTO_TYPE_MESSAGE);
    const url = URL.createObjectURL(file);
    const probe = new Image();
    probe.onload = () => setPreview(url);
    probe.onerror = () => {
      URL.revokeObjectURL(url);
      refuse(PHOTO_TYPE_MESSAGE);
    };
    probe.src = url;
  }
  const photoErr = photoError ?? errors.photo;

  return (
    <Panel
      id="profile"
      title="Edit profile"
      description="Clinics see these details when you contact them. Only you can change them."
    >
      {result?.formError && (
        <Notice
          tone="error"
          className="mb-5"
          title={
            result.formError === "No user logged in"
              ? "No user logged in"
              : "Failed to update profile"
          }
        >
          {result.formError === "No user logged in" ? (
            <>
              Your session has ended, so nothing was saved. Your changes are still in the form:{" "}
              <Link
                to="/auth?redirectTo=%2Fdashboard%2Fprofile%3Fedit%3D1"
                className="font-semibold underline underline-offset-2"
              >
                sign in again
              </Link>{" "}
              in a new tab, then save.
            </>
          ) : (
            result.formError
          )}
        </Notice>
      )}
      <Form method="post" encType="multipart/form-data" preventScrollReset className="space-y-6">
        <input type="hidden" name="intent" value="profile" />
        <div className="flex flex-wrap items-center gap-5">
          <Avatar
            name={v.fullName || profile.fullName}
            src={preview ?? profile.photoDataUrl}
            size="xl"
          />
          <div className="min-w-0 flex-1 space-y-2">
            <label htmlFor="photo" className="block text-sm font-semibold text-slate-800">
              Profile photo <span className="text-xs font-normal text-slate-600">(optional)</span>
            </label>
            <label
              htmlFor="photo"
              className={cn(
                buttonVariants({ variant: "outline", size: "sm" }),
                "cursor-pointer focus-within:ring-4 focus-within:ring-primary-300",
              )}
            >
              <Camera aria-hidden />
              {profile.photoDataUrl || preview ? "Choose another photo" : "Upload a photo"}
              <input
                ref={fileRef}
                id="photo"
                name="photo"
                type="file"
                accept={PHOTO_TYPES.join(",")}
                onChange={onPhoto}
                className="sr-only"
                {...describedBy("photo", photoErr, true)}
              />
            </label>
            <p id="photo-hint" className="text-xs text-slate-600">
              JPEG, PNG, WebP or GIF, up to 5 MB. We crop it to a square.
            </p>
            {photoErr && (
              <p id="photo-error" className="text-sm font-medium text-red-700">
                {photoErr}
              </p>
            )}
            {profile.photoDataUrl && (
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" name="removePhoto" className="size-4 accent-primary-700" />
                Remove my photo
              </label>
            )}
          </div>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            id="fullName"
            label="Full name"
            required
            error={errors.fullName}
            name="fullName"
            maxLength={120}
            autoComplete="name"
            defaultValue={v.fullName}
          />
          <InputField
            id="email"
            label="Email"
            hint="Change it under Sign-in & security."
            type="email"
            value={profile.email}
            readOnly
            aria-readonly
            controlClassName={cn(inputClass, "read-only:bg-slate-50 read-only:text-slate-700")}
          />
          <InputField
            id="phone"
            label="Phone"
            optional
            error={errors.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            defaultValue={v.phone}
          />
          {!clinicUser && (
            <>
              <SelectField
                id="nationality"
                label="Nationality"
                optional
                error={errors.nationality}
                name="nationality"
                defaultValue={v.nationality}
              >
                <option value="">Select your nationality</option>
                {NATIONALITIES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </SelectField>
              <SelectField
                id="medicalInterest"
                label="Medical interest"
                optional
                error={errors.medicalInterest}
                name="medicalInterest"
                defaultValue={v.medicalInterest}
              >
                <option value="">Select a treatment area</option>
                {MEDICAL_INTERESTS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </SelectField>
            </>
          )}
          <InputField
            id="languagesSpoken"
            label="Languages spoken"
            optional
            hint="Separate languages with commas, e.g. English, German."
            error={errors.languagesSpoken}
            name="languagesSpoken"
            maxLength={400}
            defaultValue={v.languagesSpoken}
          />
        </div>
        <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-5">
          <SubmitButton intent="profile" pendingLabel="Saving…">
            Save Changes
          </SubmitButton>
          <Link
            to="/dashboard/profile"
            preventScrollReset
            className={buttonVariants({ variant: "outline" })}
          >
            Cancel
          </Link>
        </div>
      </Form>
    </Panel>
  );
}

/* ------------------------------------------------------------------ security */

function Disclosure({
  summary,
  icon: Icon,
  open,
  children,
}: {
  summary: string;
  icon: typeof Mail;
  open?: boolean;
  children: React.ReactNode;
}) {
  return (
    <details
      open={open}
      className="group rounded-lg border border-slate-200 [&[open]]:bg-slate-50/60"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-lg px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 [&::-webkit-details-marker]:hidden">
        <Icon aria-hidden className="size-4 text-primary-700" />
        <span className="flex-1">{summary}</span>
        <span aria-hidden className="text-slate-500 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="border-t border-slate-200 px-4 pb-5 pt-4">{children}</div>
    </details>
  );
}

export function SecurityPanel({
  email,
  twoFactorEnabled,
  isAdmin,
  setup,
  result,
}: {
  email: string;
  twoFactorEnabled: boolean;
  isAdmin: boolean;
  setup: boolean;
  result?: DashboardActionResult;
}) {
  const r = (intent: string) => (result?.intent === intent ? result : undefined);
  const emailResult = r("change-email");
  const passwordResult = r("change-password");
  return (
    <Panel
      id="security"
      title="Sign-in & security"
      description="Changing your email or password asks for your current password."
    >
      <div className="space-y-3">
        <Disclosure summary="Change email" icon={Mail} open={Boolean(emailResult)}>
          {emailResult?.emailChangeSentTo ? (
            <Notice tone="success" title="Check your new inbox">
              We sent a confirmation link to{" "}
              <strong className="break-all">{emailResult.emailChangeSentTo}</strong>. Your email
              changes when you open it; until then, sign in with{" "}
              <strong className="break-all">{email}</strong>.
            </Notice>
          ) : (
            <Form method="post" preventScrollReset className="grid gap-4 sm:grid-cols-2">
              {emailResult?.formError && (
                <Notice tone="error" className="sm:col-span-2">
                  {emailResult.formError}
                </Notice>
              )}
              <EmailField
                id="newEmail"
                label="New email"
                required
                error={emailResult?.fieldErrors?.newEmail}
                name="newEmail"
              />
              <PasswordField
                id="email-current-password"
                label="Current password"
                required
                error={emailResult?.fieldErrors?.currentPassword}
                name="currentPassword"
                autoComplete="current-password"
              />
              <div className="sm:col-span-2">
                <SubmitButton intent="change-email" variant="outline" pendingLabel="Sending…">
                  Send confirmation link
                </SubmitButton>
              </div>
            </Form>
          )}
        </Disclosure>

        <Disclosure summary="Change password" icon={KeyRound} open={Boolean(passwordResult)}>
          <ChangePasswordForm result={passwordResult} />
        </Disclosure>

        <TwoFactorSection
          enabled={twoFactorEnabled}
          isAdmin={isAdmin}
          setup={setup}
          result={result}
        />
      </div>
    </Panel>
  );
}

function ChangePasswordForm({ result }: { result?: DashboardActionResult }) {
  const [mismatch, setMismatch] = useState(false);
  const errors = {
    ...(result?.fieldErrors ?? {}),
    ...(mismatch ? { confirmPassword: PASSWORDS_DO_NOT_MATCH } : {}),
  } as Record<string, string | undefined>;
  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    const fd = new FormData(e.currentTarget);
    if (fd.get("newPassword") !== fd.get("confirmPassword")) {
      e.preventDefault();
      setMismatch(true);
      toast.error("Error", { description: PASSWORDS_DO_NOT_MATCH });
    } else setMismatch(false);
  }
  return (
    <Form
      method="post"
      preventScrollReset
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2"
    >
      {result?.formError && (
        <Notice tone="error" className="sm:col-span-2">
          {result.formError}
        </Notice>
      )}
      <PasswordField
        id="currentPassword"
        label="Current password"
        required
        error={errors.currentPassword}
        className="sm:col-span-2"
        name="currentPassword"
        autoComplete="current-password"
      />
      <PasswordField
        id="newPassword"
        label="New password"
        required
        error={errors.newPassword}
        hint="8 to 128 characters; not a common password."
        name="newPassword"
        minLength={8}
        maxLength={128}
        autoComplete="new-password"
      />
      <PasswordField
        id="confirmNewPassword"
        label="Confirm new password"
        required
        error={errors.confirmPassword}
        name="confirmPassword"
        maxLength={128}
        autoComplete="new-password"
      />
      <p className="text-xs text-slate-600 sm:col-span-2">
        Other devices signed in to your account are signed out when the password changes.
      </p>
      <div className="sm:col-span-2">
        <SubmitButton intent="change-password" variant="outline" pendingLabel="Saving…">
          Change password
        </SubmitButton>
      </div>
    </Form>
  );
}

function groupSecret(secret: string) {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() =>
        navigator.clipboard
          .writeText(text)
          .then(() => toast.success("Copied", { description: label }))
          .catch(() =>
            toast.error("Error", { description: "Could not copy; select the text instead." }),
          )
      }
      className={buttonVariants({ variant: "ghost", size: "sm" })}
    >
      <Copy aria-hidden />
      Copy
    </button>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const file = `CareAtlas backup codes\nEach code works once.\n\n${codes.join("\n")}\n`;
  return (
    <div>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-white p-3 font-mono text-sm text-slate-900 ring-1 ring-slate-200 sm:grid-cols-5"
      >
        {codes.map((c) => (
          <li key={c} className="rounded bg-slate-50 px-2 py-1.5 text-center">
            {c}
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap gap-2">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download="careatlas-backup-codes.txt"
          className={buttonVariants({ variant: "ghost", size: "sm" })}
        >
          <Download aria-hidden />
          Download codes
        </a>
        <CopyButton text={codes.join("\n")} label="Backup codes copied" />
      </div>
    </div>
  );
}

function TwoFactorSection({
  enabled,
  isAdmin,
  setup,
  result,
}: {
  enabled: boolean;
  isAdmin: boolean;
  setup: boolean;
  result?: DashboardActionResult;
}) {
  const startResult = result?.intent === "2fa-start" ? result : undefined;
  const confirmResult = result?.intent === "2fa-confirm" ? result : undefined;
  const setupData = startResult?.twoFactorSetup ?? confirmResult?.twoFactorSetup;
  const other =
    result && ["2fa-disable", "backup-codes"].includes(result.intent) ? result : undefined;
  const open = setup || Boolean(startResult || confirmResult || other);

  return (
    <div id="two-factor" className="scroll-mt-24">
      <Disclosure summary="Two-factor authentication" icon={ShieldCheck} open={open}>
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-700">Status:</span>
          {enabled ? <Badge variant="success">On</Badge> : <Badge variant="neutral">Off</Badge>}
          {isAdmin && <Badge variant="warning">Required for administrators</Badge>}
        </div>

        {enabled ? (
          <div className="space-y-5">
            <p className="text-sm text-slate-700">
              Signing in asks for a code from your authenticator app (or a backup code) after your
              password.
            </p>
            {other?.backupCodes && (
              <Notice tone="success" title="New backup codes">
                <p className="mb-3">
                  Your old codes no longer work. Save these somewhere safe — each works once.
                </p>
                <BackupCodes codes={other.backupCodes} />
              </Notice>
            )}
            {other?.formError && <Notice tone="error">{other.formError}</Notice>}
            <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
              <Field id="backup-password" label="Password" required className="min-w-56 flex-1">
                <PasswordInput
                  id="backup-password"
                  name="password"
                  required
                  autoComplete="current-password"
                />
              </Field>
              <SubmitButton intent="backup-codes" variant="outline" pendingLabel="Generating…">
                New backup codes
              </SubmitButton>
              {!isAdmin && (
                <SubmitButton
                  intent="2fa-disable"
                  variant="ghostDanger"
                  pendingLabel="Turning off…"
                >
                  <ShieldOff aria-hidden />
                  Turn off
                </SubmitButton>
              )}
            </Form>
          </div>
        ) : setupData ? (
          <div className="space-y-6">
            <ol className="space-y-6">
              <li>
                <p className="text-sm font-semibold text-slate-900">
                  1. Add CareAtlas to your authenticator app
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  In Google Authenticator, 1Password, Authy or similar, scan this QR code, or add an
                  account with the setup key below (time-based, 6 digits), or open the link on your
                  phone.
                </p>
                <svg
                  role="img"
                  aria-label="QR code of the two-factor setup link"
                  data-testid="totp-qr"
                  viewBox={`-4 -4 ${setupData.qr.size + 8} ${setupData.qr.size + 8}`}
                  shapeRendering="crispEdges"
                  className="mt-3 size-48 rounded-lg bg-white ring-1 ring-slate-200"
                >
                  <rect
                    x={-4}
                    y={-4}
                    width={setupData.qr.size + 8}
                    height={setupData.qr.size + 8}
                    fill="#fff"
                  />
                  <path d={setupData.qr.path} fill="#0f172a" />
                </svg>
                <div className="mt-3 rounded-lg bg-white p-3 ring-1 ring-slate-200">
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                    Setup key
                  </p>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <code
                      data-testid="totp-secret"
                      className="break-all font-mono text-base font-semibold tracking-wider text-slate-900"
                    >
                      {groupSecret(setupData.secret)}
                    </code>
                    <CopyButton text={setupData.secret} label="Setup key copied" />
                  </div>
                  <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
                    Setup link
                  </p>
                  <code
                    data-testid="totp-uri"
                    className="block break-all font-mono text-xs text-slate-700"
                  >
                    {setupData.totpURI}
                  </code>
                  <a
                    href={setupData.totpURI}
                    className={buttonVariants({
                      variant: "link",
                      size: null,
                      className: "mt-1 h-9 text-sm",
                    })}
                  >
                    Open in authenticator app
                  </a>
                </div>
              </li>
              <li>
                <p className="text-sm font-semibold text-slate-900">2. Save your backup codes</p>
                <p className="mb-3 mt-1 text-sm text-slate-600">
                  If you lose your phone, each code lets you sign in once. They are shown only now.
                </p>
                <BackupCodes codes={setupData.backupCodes} />
              </li>
              <li>
                <p className="text-sm font-semibold text-slate-900">
                  3. Enter the code your app shows
                </p>
                {confirmResult?.formError && (
                  <Notice tone="error" className="mt-3">
                    {confirmResult.formError}
                  </Notice>
                )}
                <Form
                  method="post"
                  preventScrollReset
                  className="mt-3 flex flex-wrap items-end gap-3"
                >
                  <input type="hidden" name="totpURI" value={setupData.totpURI} />
                  <input type="hidden" name="backupCodes" value={setupData.backupCodes.join(",")} />
                  <InputField
                    id="totp-code"
                    label="6-digit code"
                    required
                    error={confirmResult?.fieldErrors?.code}
                    className="w-44"
                    name="code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={7}
                    controlClassName={cn(inputClass, "font-mono tracking-[0.3em]")}
                  />
                  <SubmitButton intent="2fa-confirm" pendingLabel="Checking…">
                    Turn on two-factor
                  </SubmitButton>
                </Form>
              </li>
            </ol>
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">
              Protect your account with a second step at sign-in: a 6-digit code from an
              authenticator app on your phone.
            </p>
            {startResult?.formError && <Notice tone="error">{startResult.formError}</Notice>}
            <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
              <PasswordField
                id="2fa-password"
                label="Confirm your password"
                required
                className="min-w-56 flex-1"
                error={startResult?.fieldErrors?.password}
                name="password"
                autoComplete="current-password"
              />
              <SubmitButton intent="2fa-start" pendingLabel="Starting…">
                <ShieldCheck aria-hidden />
                Set up two-factor
              </SubmitButton>
            </Form>
          </div>
        )}
      </Disclosure>
    </div>
  );
}

/* ------------------------------------------------------------------ data rights */

export function DataPanel({ result }: { result?: DashboardActionResult }) {
  const del = result?.intent === "delete-account" ? result : undefined;
  return (
    <Panel
      id="your-data"
      title="Your data"
      description="Download everything we store about you, or delete your account."
    >
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-slate-900">Download my data</p>
            <p className="text-sm text-slate-600">
              A zip file with everything we store about you: account, profile, bookings and
              payments, quotes, messages, medical records (with the files), consents, the record
              access log, reviews, notifications, favourites and sign-in history.
            </p>
          </div>
          <a href="/api/account/export" download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden />
            Download my data
          </a>
        </div>
        <details open={Boolean(del)} className="group rounded-lg border border-red-200">
          <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-lg px-4 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-red-200 [&::-webkit-details-marker]:hidden">
            <Trash2 aria-hidden className="size-4" />
            <span className="flex-1">Delete my account</span>
            <span aria-hidden className="transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <div className="border-t border-red-200 px-4 pb-5 pt-4">
            <p className="text-sm text-slate-700">
              This signs you out everywhere and cannot be undone. Download your data first if you
              want a copy.
            </p>
            <ul
              className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700"
              data-testid="deletion-summary"
            >
              <li>{DELETION_SUMMARY.erased}</li>
              <li>{DELETION_SUMMARY.anonymised}</li>
              <li>{DELETION_SUMMARY.kept}</li>
              <li>{DELETION_SUMMARY.email}</li>
            </ul>
            {del?.formError && (
              <Notice tone="error" className="mt-4">
                {del.formError}
              </Notice>
            )}
            <Form method="post" className="mt-4 space-y-4">
              <PasswordField
                id="delete-password"
                label="Enter your password to confirm"
                required
                error={del?.fieldErrors?.password}
                name="password"
                autoComplete="current-password"
              />
              <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name="confirm"
                  required
                  className="mt-0.5 size-4 accent-red-700"
                />
                I understand what is erased, anonymised and kept, and that this cannot be undone.
              </label>
              <SubmitButton intent="delete-account" variant="destructive" pendingLabel="Deleting…">
                <Trash2 aria-hidden />
                Delete my account
              </SubmitButton>
            </Form>
          </div>
        </details>
      </div>
    </Panel>
  );
}
