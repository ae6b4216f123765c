import { Heart } from "lucide-react";
import { data } from "react-router";
import { EmptyState, Panel } from "~/components/layout/panel";
import { FavoritesList } from "~/features/favorites/components/favorites-list";
import { listFavorites } from "~/features/favorites/favorites.server";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import type { Route } from "./+types/favorites";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "favorites", ["patient"]);
  return data({ favorites: await listFavorites(user.id) }, { headers: NO_STORE });
}

export default function FavoritesTab({ loaderData: { favorites } }: Route.ComponentProps) {
  return (
    <Panel
      title="Favorites"
      description="Clinics and packages you saved. They follow you on every device."
    >
      {favorites.length > 0 ? (
        <FavoritesList items={favorites} />
      ) : (
        <EmptyState
          icon={Heart}
          title="No favorites yet"
          text="Tap the heart on a clinic or package to save it here and compare later."
          action={{ to: "/search-results", label: "Explore clinics" }}
        />
      )}
    </Panel>
  );
}
