import { MessageSquare } from "lucide-react";
import { Form } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms/submit-button";
import {
  newConversationAction,
  newConversationLoader,
} from "~/features/messages/messages-pages.server";
import type { Route } from "./+types/new";

/**
 * /dashboard/messages/new?clinic=<slug>: opens the existing conversation (a redirect), or asks
 * before starting one. Only the button's POST creates it: a GET, even a link from another
 * site that carries the session cookie, changes nothing.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return newConversationLoader(request);
}

export async function action({ request }: Route.ActionArgs) {
  return newConversationAction(request);
}

export default function NewConversation({ loaderData }: Route.ComponentProps) {
  const { clinicName, slug } = loaderData;
  return (
    <div className="p-5 sm:p-7" data-testid="new-conversation">
      <div className="flex items-start gap-3">
        <MessageSquare aria-hidden className="mt-1 size-5 shrink-0 text-primary-700" />
        <div>
          <h3 className="text-base font-bold text-slate-900">Message {clinicName}</h3>
          <p className="mt-1 text-sm text-slate-600">
            Start a conversation with {clinicName}. It appears in your Messages, and the clinic sees
            it once you have written to them.
          </p>
          <Form
            method="post"
            action={`/dashboard/messages/new?clinic=${encodeURIComponent(slug)}`}
            className="mt-4"
          >
            <SubmitButton pendingLabel="Starting…">Start conversation</SubmitButton>
          </Form>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
