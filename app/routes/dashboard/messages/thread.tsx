import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Thread } from "~/features/messages/components/thread";
import { threadAction, threadLoader } from "~/features/messages/messages-pages.server";
import type { Route } from "./+types/thread";

export async function loader({ request, params }: Route.LoaderArgs) {
  return threadLoader(request, "patient", params.conversationId);
}

export async function action({ request, params }: Route.ActionArgs) {
  return threadAction(request, "patient", params.conversationId);
}

export default function PatientThread({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Thread
      key={loaderData.thread.conversation.id}
      thread={loaderData.thread}
      side="patient"
      backTo="/dashboard/messages"
      initialClientId={loaderData.clientId}
      actionData={actionData}
      records={loaderData.records}
      consentText={loaderData.consentText}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
