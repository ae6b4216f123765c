import { Inbox } from "~/features/messages/components/inbox";
import { inboxLoader } from "~/features/messages/messages-pages.server";
import type { Route } from "./+types/messages";

/**
 * The clinic's Requests > Messages: conversations with patients (unread counts) and, as a
 * child route, the open thread (/dashboard/requests/messages/:conversationId) to reply from.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return inboxLoader(request, "clinic");
}

export default function RequestsMessages({ loaderData }: Route.ComponentProps) {
  return (
    <Inbox
      conversations={loaderData.conversations}
      basePath="/dashboard/requests/messages"
      side="clinic"
    />
  );
}
