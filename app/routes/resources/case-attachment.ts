import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { attachmentDisposition } from "~/features/records/file-check.server";
import { hashRecordIp, readRecordFile } from "~/features/records/records.server";
import { caseAttachmentFor } from "~/features/resolution/resolution.server";
import { clientIpFrom } from "~/utils/auth.server";
import { requireUserApi } from "~/utils/permissions.server";
import type { Route } from "./+types/case-attachment";

/**
 * GET /api/cases/:caseId/attachments/:recordId — a record the patient shared with a resolution
 * case, for the patient, that clinic's staff and admins (two-factor on) only; every opening is in
 * the record's access log. Anyone else, or a record not shared with this case: 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUserApi(request);
  const notFound = () =>
    data(
      { ok: false, message: "Not found" },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  if (user.role === "admin" && !user.twoFactorEnabled) throw notFound();
  const file = await caseAttachmentFor(
    await getDb(),
    { userId: user.id, role: user.role, clinicId: user.clinicId },
    params.caseId,
    params.recordId,
    hashRecordIp(clientIpFrom(request)),
  );
  if (!file) throw notFound();
  const body = await readRecordFile(file);
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(body.byteLength),
      "Content-Disposition": attachmentDisposition(file.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Referrer-Policy": "no-referrer",
    },
  });
}
