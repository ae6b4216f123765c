import type { Route } from "./+types/new";
import { newConversationLoader } from "~/features/messages/routes.server";

/** /dashboard/messages/new?clinic=<slug>: starts or opens the conversation, then redirects to it. */
export async function loader({ request }: Route.LoaderArgs) {
  return newConversationLoader(request);
}

export default function NewConversation() {
  return null;
}
