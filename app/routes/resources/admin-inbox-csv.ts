import { getDb } from "~/db/client.server";
import { InboxFilterSchema } from "~/features/admin/admin-schema";
import { exportInboxCsv } from "~/features/admin/inbox.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/admin-inbox-csv";

/** GET /admin/inbox.csv?kind=&status=&q= — the inbox list as CSV (admins with 2FA only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const f = InboxFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const csv = await exportInboxCsv(await getDb(), f.kind, f);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="careatlas-${f.kind}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
