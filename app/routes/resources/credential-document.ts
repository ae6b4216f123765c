import { data } from "react-router";
import { findEvidenceFor } from "~/features/credentials/credentials.server";
import { attachmentDisposition } from "~/features/records/file-check.server";
import { readRecordFile } from "~/features/records/records.server";
import { getUser } from "~/utils/permissions.server";
import type { Route } from "./+types/credential-document";

/**
 * GET /api/credential-documents/:id — a practitioner's or a credential's evidence file, for an
 * administrator or the clinic that uploaded it (decision 051). Anyone else, signed in or not,
 * gets the same 404 as for a file that does not exist: nothing tells them it is there.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getUser(request);
  const row = await findEvidenceFor(user, params.id);
  if (!row) {
    throw data(
      { ok: false, message: "File not found" },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  const body = await readRecordFile(row);
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      "Content-Type": row.contentType,
      "Content-Length": String(body.byteLength),
      "Content-Disposition": attachmentDisposition(row.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Referrer-Policy": "no-referrer",
    },
  });
}
