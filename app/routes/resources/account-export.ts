import { data } from "react-router";
import type { Route } from "./+types/account-export";
import { collectAccountData } from "~/features/accounts/account-data.server";
import { listFavorites } from "~/features/favorites/favorites.server";
import { requireUser } from "~/utils/permissions.server";

/** GET /api/account/export — 'Download my data': everything stored about the signed-in user. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, { redirectTo: "/dashboard/profile" });
  const account = await collectAccountData(user.id);
  if (!account) throw data({ message: "No user logged in" }, { status: 401 });
  const favorites = (await listFavorites(user.id)).map((f) => ({
    kind: f.kind,
    id: f.itemId,
    title: f.title,
    clinicName: f.clinicName,
    destination: `${f.city}, ${f.country}`,
    price: f.priceMinor !== null ? { amountMinor: f.priceMinor, currency: f.currency } : null,
    savedAt: f.createdAt,
  }));
  const body = JSON.stringify({ ...account, favorites }, null, 2);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="careatlas-my-data-${date}.json"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
