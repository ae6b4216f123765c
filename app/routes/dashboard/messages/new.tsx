import { MessageSquare } from "lucide-react";
import { Form } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/forms/submit-button";
import {
  newConversationAction,
  newConversationLoader,
} from "~/features/messages/messages-pages.server";
import { fillText } from "~/i18n/fill-text";
import { useText } from "~/i18n/text";
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
  const t = useText();
  return (
    <div className="p-5 sm:p-7" data-testid="new-conversation">
      <div className="flex items-start gap-3">
        <MessageSquare aria-hidden className="mt-1 size-5 shrink-0 text-primary-700" />
        <div>
          <h3 className="text-base font-bold text-slate-900">
            {fillText(t("messages.new.title"), { name: clinicName })}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {fillText(t("messages.new.text"), { name: clinicName })}
          </p>
          <Form
            method="post"
            action={`/dashboard/messages/new?clinic=${encodeURIComponent(slug)}`}
            className="mt-4"
          >
            <SubmitButton pendingLabel={t("messages.new.starting")}>
              {t("messages.new.start")}
            </SubmitButton>
          </Form>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
