import { getDb } from "~/db/client.server";
import { InboxFilterSchema } from "~/features/admin/admin-schema";
import { INBOX_FIELD_IDS } from "~/features/admin/inbox-fields";
import { exportInboxCsv } from "~/features/admin/inbox.server";
import { i18nFor } from "~/i18n/catalog.server";
import { accountLocale } from "~/i18n/page.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/admin-inbox-csv";

/** GET /admin/inbox.csv?kind=&status=&q= — the inbox list as CSV (admins with 2FA only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const f = InboxFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  // The header row in the admin's language (decision 049); the cells stay as stored.
  const i18n = i18nFor(await accountLocale(request));
  const csv = await exportInboxCsv(await getDb(), f.kind, f, (english) => {
    const id = INBOX_FIELD_IDS[english];
    return id ? i18n._(id) : english;
  });
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
