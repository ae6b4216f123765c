import { notificationForStream } from "~/services/notifications/notifications.server";
import type { StreamSources } from "~/services/realtime/stream.server";
import { messageForStream, readMarkersForStream } from "./message-rows.server";
import { messagesAfter } from "./messages.server";

/**
 * What the live stream (GET /api/stream) reads: messages, read markers and the catch-up replay
 * from this feature, notifications from the notifications service. The realtime service gets
 * them from here instead of querying these tables itself.
 */
export const streamSources: StreamSources = {
  readers: {
    message: messageForStream,
    readMarkers: readMarkersForStream,
    notification: notificationForStream,
  },
  replay: messagesAfter,
};
