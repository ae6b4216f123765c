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
import { initialsOf } from "~/components/ui/initials";
import { toast } from "~/components/ui/toast";
import { fill } from "~/i18n/fill";
import { useLocalePath, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
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
  /** The profile form was sent after the session ended (nothing was saved). */
  sessionEnded?: boolean;
};

/** The profile's choices (nationality, medical interest) named in the page's language. */
export type ChoiceLabels = Record<string, string>;

function Avatar({
  name,
  src,
  size = "lg",
}: {
  name: string;
  src: string | null;
  size?: "lg" | "xl";
}) {
  const t = useText();
  const cls = size === "xl" ? "size-24 text-2xl" : "size-16 text-xl";
  return src ? (
    <img
      src={src}
      alt={t("dashboard.profile.photo.alt").replace("{name}", name)}
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
      {initialsOf(name) || "?"}
    </span>
  );
}

const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];

/* ------------------------------------------------------------------ profile card */

export function ProfileCard({
  profile,
  editing,
  result,
  clinicUser = false,
  labels = {},
}: {
  profile: ProfileView;
  editing: boolean;
  result?: DashboardActionResult;
  /** Clinic staff: this is their own contact profile, not the clinic's. */
  clinicUser?: boolean;
  /** The nationality and medical-interest choices in the page's language (English: none). */
  labels?: ChoiceLabels;
}) {
  const t = useText();
  const profileResult = result?.intent === "profile" ? result : undefined;
  // A failed save (or a session that ended) keeps the form open with what was typed.
  if (editing || profileResult)
    return (
      <ProfileForm
        profile={profile}
        result={profileResult}
        clinicUser={clinicUser}
        labels={labels}
      />
    );
  const named = (v: string | null) => (v ? (labels[v] ?? v) : null);
  const rows: [string, string | null][] = [
    [t("dashboard.profile.fullName"), profile.fullName],
    [t("dashboard.profile.email"), profile.email],
    [t("dashboard.profile.phone"), profile.phone],
    // Patient fields: clinic staff are not asked for them.
    ...(clinicUser
      ? []
      : ([
          [t("dashboard.profile.nationality"), named(profile.nationality)],
          [t("dashboard.profile.medicalInterest"), named(profile.medicalInterest)],
        ] as [string, string | null][])),
    [
      t("dashboard.profile.languages"),
      profile.languagesSpoken.length ? profile.languagesSpoken.join(", ") : null,
    ],
  ];
  return (
    <Panel
      id="profile"
      title={t("dashboard.profile.title")}
      description={
        clinicUser ? t("dashboard.profile.description.clinic") : t("dashboard.profile.description")
      }
      actions={
        <Link
          to="/dashboard/profile?edit=1"
          preventScrollReset
          className={buttonVariants({ variant: "outline" })}
        >
          <Pencil aria-hidden />
          {t("dashboard.profile.edit")}
        </Link>
      }
    >
      <div className="flex items-center gap-4">
        <Avatar name={profile.fullName} src={profile.photoDataUrl} />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900">{profile.fullName}</p>
          <p className="text-sm text-slate-600">{t("dashboard.profile.since")}</p>
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
              {value ?? t("dashboard.profile.notProvided")}
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
  labels,
}: {
  profile: ProfileView;
  result?: DashboardActionResult;
  clinicUser: boolean;
  labels: ChoiceLabels;
}) {
  const t = useText();
  const to = useLocalePath();
  const photoTypeMessage = t("dashboard-msg.photo.type");
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
    if (file.size > PROFILE_PHOTO_MAX_BYTES) return refuse(t("dashboard-msg.photo.size"));
    // The server's rule, said at once instead of on Save, and never a broken-image preview: the
    // file must be one of the image types and the browser must be able to decode it.
    if (!PHOTO_TYPES.includes(file.type)) return refuse(photoTypeMessage);
    const url = URL.createObjectURL(file);
    const probe = new Image();
    probe.onload = () => setPreview(url);
    probe.onerror = () => {
      URL.revokeObjectURL(url);
      refuse(photoTypeMessage);
    };
    probe.src = url;
  }
  const photoErr = photoError ?? errors.photo;

  return (
    <Panel
      id="profile"
      title={t("dashboard.profile.form.title")}
      description={t("dashboard.profile.form.description")}
    >
      {result?.formError && (
        <Notice
          tone="error"
          className="mb-5"
          title={result.sessionEnded ? result.formError : t("dashboard.profile.form.failed")}
        >
          {result.sessionEnded
            ? fill(t("dashboard.profile.form.sessionEnded"), {
                link: (
                  <Link
                    to={to("/auth?redirectTo=%2Fdashboard%2Fprofile%3Fedit%3D1")}
                    className="font-semibold underline underline-offset-2"
                  >
                    {t("dashboard.profile.form.signInAgain")}
                  </Link>
                ),
              })
            : result.formError}
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
              {t("dashboard.profile.photo.label")}{" "}
              <span className="text-xs font-normal text-slate-600">
                {t("dashboard.profile.optional")}
              </span>
            </label>
            <label
              htmlFor="photo"
              className={cn(
                buttonVariants({ variant: "outline", size: "sm" }),
                "cursor-pointer focus-within:ring-4 focus-within:ring-primary-300",
              )}
            >
              <Camera aria-hidden />
              {profile.photoDataUrl || preview
                ? t("dashboard.profile.photo.another")
                : t("dashboard.profile.photo.upload")}
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
              {t("dashboard.profile.photo.hint")}
            </p>
            {photoErr && (
              <p id="photo-error" className="text-sm font-medium text-red-700">
                {photoErr}
              </p>
            )}
            {profile.photoDataUrl && (
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" name="removePhoto" className="size-4 accent-primary-700" />
                {t("dashboard.profile.photo.remove")}
              </label>
            )}
          </div>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            id="fullName"
            label={t("dashboard.profile.fullName")}
            required
            error={errors.fullName}
            name="fullName"
            maxLength={120}
            autoComplete="name"
            defaultValue={v.fullName}
          />
          <InputField
            id="email"
            label={t("dashboard.profile.email")}
            hint={t("dashboard.profile.email.hint")}
            type="email"
            value={profile.email}
            readOnly
            aria-readonly
            controlClassName={cn(inputClass, "read-only:bg-slate-50 read-only:text-slate-700")}
          />
          <InputField
            id="phone"
            label={t("dashboard.profile.phone")}
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
                label={t("dashboard.profile.nationality")}
                optional
                error={errors.nationality}
                name="nationality"
                defaultValue={v.nationality}
              >
                <option value="">{t("dashboard.profile.nationality.choose")}</option>
                {NATIONALITIES.map((n) => (
                  <option key={n} value={n}>
                    {labels[n] ?? n}
                  </option>
                ))}
              </SelectField>
              <SelectField
                id="medicalInterest"
                label={t("dashboard.profile.medicalInterest")}
                optional
                error={errors.medicalInterest}
                name="medicalInterest"
                defaultValue={v.medicalInterest}
              >
                <option value="">{t("dashboard.profile.medicalInterest.choose")}</option>
                {MEDICAL_INTERESTS.map((n) => (
                  <option key={n} value={n}>
                    {labels[n] ?? n}
                  </option>
                ))}
              </SelectField>
            </>
          )}
          <InputField
            id="languagesSpoken"
            label={t("dashboard.profile.languages")}
            optional
            hint={t("dashboard.profile.languages.hint")}
            error={errors.languagesSpoken}
            name="languagesSpoken"
            maxLength={400}
            defaultValue={v.languagesSpoken}
          />
        </div>
        <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-5">
          <SubmitButton intent="profile" pendingLabel={t("dashboard.profile.saving")}>
            {t("dashboard.profile.save")}
          </SubmitButton>
          <Link
            to="/dashboard/profile"
            preventScrollReset
            className={buttonVariants({ variant: "outline" })}
          >
            {t("dashboard.profile.cancel")}
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
  const t = useText();
  const r = (intent: string) => (result?.intent === intent ? result : undefined);
  const emailResult = r("change-email");
  const passwordResult = r("change-password");
  return (
    <Panel
      id="security"
      title={t("dashboard.profile.security.title")}
      description={t("dashboard.profile.security.description")}
    >
      <div className="space-y-3">
        <Disclosure
          summary={t("dashboard.profile.email.change")}
          icon={Mail}
          open={Boolean(emailResult)}
        >
          {emailResult?.emailChangeSentTo ? (
            <Notice tone="success" title={t("dashboard.profile.email.sent.title")}>
              {fill(t("dashboard.profile.email.sent.text"), {
                newEmail: (
                  <strong className="break-all" dir="ltr">
                    {emailResult.emailChangeSentTo}
                  </strong>
                ),
                email: (
                  <strong className="break-all" dir="ltr">
                    {email}
                  </strong>
                ),
              })}
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
                label={t("dashboard.profile.email.new")}
                required
                error={emailResult?.fieldErrors?.newEmail}
                name="newEmail"
              />
              <PasswordField
                id="email-current-password"
                label={t("dashboard.profile.password.current")}
                required
                error={emailResult?.fieldErrors?.currentPassword}
                name="currentPassword"
                autoComplete="current-password"
              />
              <div className="sm:col-span-2">
                <SubmitButton
                  intent="change-email"
                  variant="outline"
                  pendingLabel={t("dashboard.profile.email.sending")}
                >
                  {t("dashboard.profile.email.send")}
                </SubmitButton>
              </div>
            </Form>
          )}
        </Disclosure>

        <Disclosure
          summary={t("dashboard.profile.password.change")}
          icon={KeyRound}
          open={Boolean(passwordResult)}
        >
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
  const t = useText();
  const [mismatch, setMismatch] = useState(false);
  const errors = {
    ...(result?.fieldErrors ?? {}),
    ...(mismatch ? { confirmPassword: t("dashboard.profile.password.mismatch") } : {}),
  } as Record<string, string | undefined>;
  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    const fd = new FormData(e.currentTarget);
    if (fd.get("newPassword") !== fd.get("confirmPassword")) {
      e.preventDefault();
      setMismatch(true);
      toast.error(t("dashboard.profile.error"), {
        description: t("dashboard.profile.password.mismatch"),
      });
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
        label={t("dashboard.profile.password.current")}
        required
        error={errors.currentPassword}
        className="sm:col-span-2"
        name="currentPassword"
        autoComplete="current-password"
      />
      <PasswordField
        id="newPassword"
        label={t("dashboard.profile.password.new")}
        required
        error={errors.newPassword}
        hint={t("dashboard.profile.password.hint")}
        name="newPassword"
        minLength={8}
        maxLength={128}
        autoComplete="new-password"
      />
      <PasswordField
        id="confirmNewPassword"
        label={t("dashboard.profile.password.confirm")}
        required
        error={errors.confirmPassword}
        name="confirmPassword"
        maxLength={128}
        autoComplete="new-password"
      />
      <p className="text-xs text-slate-600 sm:col-span-2">
        {t("dashboard.profile.password.others")}
      </p>
      <div className="sm:col-span-2">
        <SubmitButton
          intent="change-password"
          variant="outline"
          pendingLabel={t("dashboard.profile.saving")}
        >
          {t("dashboard.profile.password.change")}
        </SubmitButton>
      </div>
    </Form>
  );
}

function groupSecret(secret: string) {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useText();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() =>
        navigator.clipboard
          .writeText(text)
          .then(() => toast.success(t("dashboard.profile.copied"), { description: label }))
          .catch(() =>
            toast.error(t("dashboard.profile.error"), {
              description: t("dashboard.profile.copyFailed"),
            }),
          )
      }
      className={buttonVariants({ variant: "ghost", size: "sm" })}
    >
      <Copy aria-hidden />
      {t("dashboard.profile.copy")}
    </button>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const t = useText();
  const file = `${t("dashboard.profile.2fa.codes.file")}\n\n${codes.join("\n")}\n`;
  return (
    <div>
      <ul
        aria-label={t("dashboard.profile.2fa.codes")}
        dir="ltr"
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
          {t("dashboard.profile.2fa.codes.download")}
        </a>
        <CopyButton text={codes.join("\n")} label={t("dashboard.profile.2fa.codes.copied")} />
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
  const t = useText();

  return (
    <div id="two-factor" className="scroll-mt-24">
      <Disclosure summary={t("dashboard.profile.2fa.title")} icon={ShieldCheck} open={open}>
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-700">{t("dashboard.profile.2fa.status")}</span>
          {enabled ? (
            <Badge variant="success">{t("dashboard.profile.2fa.on")}</Badge>
          ) : (
            <Badge variant="neutral">{t("dashboard.profile.2fa.off")}</Badge>
          )}
          {isAdmin && <Badge variant="warning">{t("dashboard.profile.2fa.required")}</Badge>}
        </div>

        {enabled ? (
          <div className="space-y-5">
            <p className="text-sm text-slate-700">{t("dashboard.profile.2fa.enabled")}</p>
            {other?.backupCodes && (
              <Notice tone="success" title={t("dashboard.profile.2fa.codes.new")}>
                <p className="mb-3">{t("dashboard.profile.2fa.codes.newText")}</p>
                <BackupCodes codes={other.backupCodes} />
              </Notice>
            )}
            {other?.formError && <Notice tone="error">{other.formError}</Notice>}
            <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
              <Field
                id="backup-password"
                label={t("dashboard.profile.password")}
                required
                className="min-w-56 flex-1"
              >
                <PasswordInput
                  id="backup-password"
                  name="password"
                  required
                  autoComplete="current-password"
                />
              </Field>
              <SubmitButton
                intent="backup-codes"
                variant="outline"
                pendingLabel={t("dashboard.profile.2fa.codes.generating")}
              >
                {t("dashboard.profile.2fa.codes.new")}
              </SubmitButton>
              {!isAdmin && (
                <SubmitButton
                  intent="2fa-disable"
                  variant="ghostDanger"
                  pendingLabel={t("dashboard.profile.2fa.turningOff")}
                >
                  <ShieldOff aria-hidden />
                  {t("dashboard.profile.2fa.turnOff")}
                </SubmitButton>
              )}
            </Form>
          </div>
        ) : setupData ? (
          <div className="space-y-6">
            <ol className="space-y-6">
              <li>
                <p className="text-sm font-semibold text-slate-900">
                  {t("dashboard.profile.2fa.step1")}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {t("dashboard.profile.2fa.step1.text")}
                </p>
                <svg
                  role="img"
                  aria-label={t("dashboard.profile.2fa.qr")}
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
                    {t("dashboard.profile.2fa.key")}
                  </p>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <code
                      dir="ltr"
                      data-testid="totp-secret"
                      className="break-all font-mono text-base font-semibold tracking-wider text-slate-900"
                    >
                      {groupSecret(setupData.secret)}
                    </code>
                    <CopyButton
                      text={setupData.secret}
                      label={t("dashboard.profile.2fa.key.copied")}
                    />
                  </div>
                  <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
                    {t("dashboard.profile.2fa.link")}
                  </p>
                  <code
                    dir="ltr"
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
                    {t("dashboard.profile.2fa.open")}
                  </a>
                </div>
              </li>
              <li>
                <p className="text-sm font-semibold text-slate-900">
                  {t("dashboard.profile.2fa.step2")}
                </p>
                <p className="mb-3 mt-1 text-sm text-slate-600">
                  {t("dashboard.profile.2fa.step2.text")}
                </p>
                <BackupCodes codes={setupData.backupCodes} />
              </li>
              <li>
                <p className="text-sm font-semibold text-slate-900">
                  {t("dashboard.profile.2fa.step3")}
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
                    label={t("dashboard.profile.2fa.code")}
                    required
                    error={confirmResult?.fieldErrors?.code}
                    className="w-44"
                    name="code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={7}
                    controlClassName={cn(inputClass, "font-mono tracking-[0.3em]")}
                  />
                  <SubmitButton
                    intent="2fa-confirm"
                    pendingLabel={t("dashboard.profile.2fa.checking")}
                  >
                    {t("dashboard.profile.2fa.turnOn")}
                  </SubmitButton>
                </Form>
              </li>
            </ol>
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">{t("dashboard.profile.2fa.intro")}</p>
            {startResult?.formError && <Notice tone="error">{startResult.formError}</Notice>}
            <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
              <PasswordField
                id="2fa-password"
                label={t("dashboard.profile.2fa.password")}
                required
                className="min-w-56 flex-1"
                error={startResult?.fieldErrors?.password}
                name="password"
                autoComplete="current-password"
              />
              <SubmitButton intent="2fa-start" pendingLabel={t("dashboard.profile.2fa.starting")}>
                <ShieldCheck aria-hidden />
                {t("dashboard.profile.2fa.setUp")}
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
  const t = useText();
  const del = result?.intent === "delete-account" ? result : undefined;
  return (
    <Panel
      id="your-data"
      title={t("dashboard.profile.data.title")}
      description={t("dashboard.profile.data.description")}
    >
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-slate-900">
              {t("dashboard.profile.data.download")}
            </p>
            <p className="text-sm text-slate-600">{t("dashboard.profile.data.downloadText")}</p>
          </div>
          <a href="/api/account/export" download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden />
            {t("dashboard.profile.data.download")}
          </a>
        </div>
        <details open={Boolean(del)} className="group rounded-lg border border-red-200">
          <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-lg px-4 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-red-200 [&::-webkit-details-marker]:hidden">
            <Trash2 aria-hidden className="size-4" />
            <span className="flex-1">{t("dashboard.profile.data.delete")}</span>
            <span aria-hidden className="transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <div className="border-t border-red-200 px-4 pb-5 pt-4">
            <p className="text-sm text-slate-700">{t("dashboard.profile.data.deleteText")}</p>
            <ul
              className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-700"
              data-testid="deletion-summary"
            >
              <li>{t("dashboard.profile.deletion.erased")}</li>
              <li>{t("dashboard.profile.deletion.anonymised")}</li>
              <li>{t("dashboard.profile.deletion.kept")}</li>
              <li>{t("dashboard.profile.deletion.email")}</li>
            </ul>
            {del?.formError && (
              <Notice tone="error" className="mt-4">
                {del.formError}
              </Notice>
            )}
            <Form method="post" className="mt-4 space-y-4">
              <PasswordField
                id="delete-password"
                label={t("dashboard.profile.data.password")}
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
                {t("dashboard.profile.data.confirm")}
              </label>
              <SubmitButton
                intent="delete-account"
                variant="destructive"
                pendingLabel={t("dashboard.profile.data.deleting")}
              >
                <Trash2 aria-hidden />
                {t("dashboard.profile.data.delete")}
              </SubmitButton>
            </Form>
          </div>
        </details>
      </div>
    </Panel>
  );
}
