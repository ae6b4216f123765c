import { Inbox } from "~/features/messages/components/inbox";
import { inboxLoader } from "~/features/messages/messages-pages.server";
import type { Route } from "./+types/messages";

/**
 * The patient's Messages tab: conversations with clinics (each with its unread count) and,
 * as child routes, the open thread (/dashboard/messages/:conversationId) and
 * /dashboard/messages/new?clinic=<slug>, which starts or opens one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return inboxLoader(request, "patient");
}

export default function MessagesTab({ loaderData }: Route.ComponentProps) {
  return (
    <Inbox conversations={loaderData.conversations} basePath="/dashboard/messages" side="patient" />
  );
}
