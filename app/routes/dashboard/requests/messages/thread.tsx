import { FolderLock } from "lucide-react";
import { Link, data } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getDb } from "~/db/client.server";
import { Thread } from "~/features/messages/components/thread";
import { threadAction, threadLoader } from "~/features/messages/messages-pages.server";
import { countSharedInConversation, sharedWithClinicPath } from "~/features/records/sharing.server";
import { i18nFor } from "~/i18n/catalog.server";
import { accountLocale } from "~/i18n/page.server";
import { requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import type { Route } from "./+types/thread";

export async function loader({ request, params }: Route.LoaderArgs) {
  const res = await threadLoader(request, "clinic", params.conversationId);
  // The thread loader has checked the conversation is this clinic's; the count is scoped again.
  const { user } = await requireDashboardTab(request, "requests", ["clinic"]);
  const shared = await countSharedInConversation(
    await getDb(),
    requireClinicId(user),
    params.conversationId ?? "",
  );
  const i18n = i18nFor(await accountLocale(request));
  const sharedRecords =
    shared && shared.records > 0
      ? {
          count: shared.records,
          to: sharedWithClinicPath(shared.patientId),
          label: i18n._("messagesData.shared-records", { count: shared.records }),
        }
      : null;
  return data({ ...res.data, sharedRecords }, res.init ?? undefined);
}

export async function action({ request, params }: Route.ActionArgs) {
  return threadAction(request, "clinic", params.conversationId);
}

export default function ClinicThread({ loaderData, actionData }: Route.ComponentProps) {
  const { sharedRecords } = loaderData;
  return (
    <div className="flex h-full flex-col">
      {sharedRecords && (
        <div className="border-b border-slate-200 bg-slate-50 px-5 py-2">
          <Link
            to={sharedRecords.to}
            data-testid="thread-shared-records"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
          >
            <FolderLock aria-hidden className="size-4" />
            {sharedRecords.label}
          </Link>
        </div>
      )}
      <div className="min-h-0 flex-1">
        <Thread
          key={loaderData.thread.conversation.id}
          thread={loaderData.thread}
          side="clinic"
          backTo="/dashboard/requests/messages"
          initialClientId={loaderData.clientId}
          actionData={actionData}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
