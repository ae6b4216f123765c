import { z } from "zod";
import { markAllRead, markRead } from "~/services/notifications/notifications.server";
import { type IntentContext, type Reply, intentsFor } from "~/utils/action.server";
import type { SessionUser } from "~/utils/permissions.server";
import { failure, ok } from "~/utils/result";

/**
 * The two notification forms, shared by the notifications page (/notifications) and the header
 * bell (POST /api/notifications): `read` marks one notification read (someone else's, or one
 * that does not exist, is a 404), `read-all` marks every one read. Each caller answers a success
 * in its own shape (`done`) and runs them through `handleForm`.
 */
export function notificationIntents<A>(
  done: (ctx: IntentContext<SessionUser>) => Promise<Reply<A>> | Reply<A>,
) {
  const intent = intentsFor<SessionUser, A>();
  return {
    read: intent({
      schema: z.object({ id: z.string().catch("") }),
      run: async ({ id }, { user }) =>
        (await markRead(user.id, id)).found ? ok() : failure(404, "Notification not found."),
      done: (_v, _input, ctx) => done(ctx),
    }),
    "read-all": intent({
      run: async (_form, { user }) => {
        await markAllRead(user.id);
        return ok();
      },
      done: (_v, _form, ctx) => done(ctx),
    }),
  };
}
