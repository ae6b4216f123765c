import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { NotFoundMessage } from "~/components/error-boundary";
import { notFoundMeta } from "~/utils/seo";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return <NotFoundMessage />;
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);
