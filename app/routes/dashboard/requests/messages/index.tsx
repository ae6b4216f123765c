import { NoConversationSelected } from "~/features/messages/components/inbox";

export default function ClinicMessagesIndex() {
  return <NoConversationSelected />;
}
