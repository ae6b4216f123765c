import { data } from "react-router";
import { collectPersonalData, exportArchiveStream } from "~/features/accounts/data-export.server";
import { readRecordFile } from "~/features/records/records.server";
import { requireUser } from "~/utils/permissions.server";
import type { Route } from "./+types/account-export";

/**
 * GET /api/account/export — 'Download my data': a zip with everything stored about the
 * signed-in user (data.json, their medical record files decrypted, README.md; format in
 * docs/data-export.md).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, { redirectTo: "/dashboard/profile" });
  const exp = await collectPersonalData(user.id, readRecordFile);
  if (!exp) throw data({ message: "No user logged in" }, { status: 401 });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(exportArchiveStream(exp), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="careatlas-my-data-${date}.zip"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
