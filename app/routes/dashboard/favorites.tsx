import { Heart } from "lucide-react";
import { data } from "react-router";
import { EmptyState, Panel } from "~/components/layout/panel";
import { FavoritesList } from "~/features/favorites/components/favorites-list";
import { listFavorites } from "~/features/favorites/favorites.server";
import { withPlaceIn } from "~/i18n/catalogue-names.server";
import { placeholders } from "~/i18n/fill";
import { accountPageI18n } from "~/i18n/page.server";
import { useLocalePath, useText } from "~/i18n/text";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import type { Route } from "./+types/favorites";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "favorites", ["patient"]);
  const { locale, text } = await accountPageI18n(request, ["dashboard.favorites."], {
    "dashboard.favorites.quoteFrom": placeholders("name"),
    "dashboard.favorites.removeNamed": placeholders("title"),
  });
  const favorites = (await listFavorites(user.id)).map((f) => withPlaceIn(locale, f));
  return data({ text, favorites }, { headers: NO_STORE });
}

export default function FavoritesTab({ loaderData: { favorites } }: Route.ComponentProps) {
  const t = useText();
  const to = useLocalePath();
  return (
    <Panel
      title={t("dashboard.favorites.title")}
      description={t("dashboard.favorites.description")}
    >
      {favorites.length > 0 ? (
        <FavoritesList items={favorites} />
      ) : (
        <EmptyState
          icon={Heart}
          title={t("dashboard.favorites.empty.title")}
          text={t("dashboard.favorites.empty.text")}
          action={{ to: to("/search-results"), label: t("dashboard.favorites.empty.action") }}
        />
      )}
    </Panel>
  );
}
