import { data } from "react-router";
import { attachmentDisposition } from "~/features/records/file-check.server";
import { openRecordForDownload } from "~/features/records/records.server";
import { clientIpFrom } from "~/utils/auth.server";
import { requireUserApi } from "~/utils/permissions.server";
import type { Route } from "./+types/records-download";

/**
 * GET /api/records/:id/download — the owner, or a clinic while the patient shares the record
 * with it. Every opening is written to the access log first. Not yours = not found (404).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUserApi(request);
  const opened = await openRecordForDownload(user, params.id, clientIpFrom(request));
  if (!opened) {
    throw data(
      { ok: false, message: "Medical record not found" },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  // server/app.ts (helmet) adds nosniff and CORP for every response too; these are repeated
  // here so the route is safe on its own.
  return new Response(new Uint8Array(opened.body), {
    status: 200,
    headers: {
      "Content-Type": opened.contentType,
      "Content-Length": String(opened.body.byteLength),
      "Content-Disposition": attachmentDisposition(opened.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Referrer-Policy": "no-referrer",
    },
  });
}
