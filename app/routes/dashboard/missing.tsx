import { data } from "react-router";
import { requireUser } from "~/utils/permissions.server";
import type { Route } from "./+types/missing";

/** Any /dashboard/<unknown>: sign in first, then 404 ('Dashboard page not found'). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  throw data(null, { status: 404 });
}

export default function Missing() {
  return null;
}
