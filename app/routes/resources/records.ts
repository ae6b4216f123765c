import { data } from "react-router";
import {
  UPLOADED_TITLE,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_FAILED_TITLE,
} from "~/features/records/record-rules";
import { recordsMessageIn } from "~/features/records/records-texts.server";
import { listPatientRecords } from "~/features/records/records.server";
import { uploadMedicalRecord } from "~/features/records/upload.server";
import { accountLocale } from "~/i18n/page.server";
import { clientIpFrom } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { requireUserApi } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/records";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** GET /api/records — the signed-in patient's own records (JSON). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserApi(request);
  if (user.role !== "patient") {
    const message = recordsMessageIn(
      await accountLocale(request),
      "Only patients keep medical records.",
    );
    throw data({ ok: false, message }, { status: 403 });
  }
  const records = await listPatientRecords(user.id);
  return data(
    {
      ok: true,
      records: records.map((r) => ({
        id: r.id,
        fileName: r.fileName,
        fileType: r.fileType,
        byteSize: r.byteSize,
        description: r.description,
        createdAt: r.createdAt.toISOString(),
        sharedWith: r.shares.map((s) => ({ clinicId: s.clinicId, clinicName: s.clinicName })),
        downloadUrl: `/api/records/${r.id}/download`,
      })),
    },
    { headers: NO_STORE },
  );
}

/**
 * POST /api/records — upload (multipart: file, description). JSON for the page's XHR upload
 * (Accept: application/json); a redirect with a toast for the plain form without JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  const user = await requireUserApi(request);
  if (user.role !== "patient") {
    const message = recordsMessageIn(
      await accountLocale(request),
      "Only patients can upload medical records.",
    );
    throw data({ ok: false, message }, { status: 403 });
  }
  if (request.method !== "POST") {
    throw data(
      { ok: false, message: "Method not allowed" },
      { status: 405, headers: { Allow: "GET, POST" } },
    );
  }
  const outcome = await uploadMedicalRecord(request, user, clientIpFrom(request));
  // What the patient reads (toasts, the refusal beside the file field) is in their language,
  // users.locale (decision 049): the upload page is theirs, whatever cookie this browser has.
  const locale = await accountLocale(request);
  const say = (english: string) => recordsMessageIn(locale, english);
  const headers: Record<string, string> = { ...NO_STORE };
  if (!outcome.ok && outcome.bodyUnread) headers.Connection = "close";

  if (outcome.ok) {
    const { record } = outcome;
    if (!wantsJson) {
      return redirectWithToast(
        "/dashboard/records",
        { type: "success", title: say(UPLOADED_TITLE) },
        { headers },
      );
    }
    return data(
      {
        ok: true as const,
        message: say(UPLOADED_TITLE),
        record: {
          id: record.id,
          fileName: record.fileName,
          fileType: record.fileType,
          byteSize: record.byteSize,
          createdAt: record.createdAt.toISOString(),
        },
      },
      { status: 201, headers },
    );
  }
  const message = say(outcome.status === 500 ? UPLOAD_FAILED_MESSAGE : outcome.message);
  if (!wantsJson) {
    return redirectWithToast(
      "/dashboard/records",
      { type: "error", title: say(UPLOAD_FAILED_TITLE), description: message },
      { headers },
    );
  }
  return data(
    { ok: false as const, title: say(UPLOAD_FAILED_TITLE), message, field: outcome.field ?? null },
    { status: outcome.status, headers },
  );
}
