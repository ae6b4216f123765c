import { NoConversationSelected } from "~/features/messages/components/inbox";

export default function MessagesIndex() {
  return <NoConversationSelected />;
}
