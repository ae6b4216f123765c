import { getDb } from "~/db/client.server";
import { MoneyFilterSchema } from "~/features/admin/admin-schema";
import { moneyCsv } from "~/features/admin/money-csv.server";
import { MONEY_CSV_MAX_ROWS, listAllMovements } from "~/features/bookings/money.server";
import { i18nFor } from "~/i18n/catalog.server";
import { accountLocale } from "~/i18n/page.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/admin-money-csv";

/** GET /admin/money.csv?clinic=&from=&to= — every money movement as CSV (admins with 2FA only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const f = MoneyFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const i18n = i18nFor(await accountLocale(request));
  const { rows } = await listAllMovements(await getDb(), {
    clinicId: f.clinic || undefined,
    from: f.from || undefined,
    to: f.to || undefined,
    page: 1,
    pageSize: MONEY_CSV_MAX_ROWS,
  });
  const csv = moneyCsv(rows, (id) => i18n._(id));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="careatlas-money-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
