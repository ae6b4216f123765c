/**
 * What the stream GET /api/stream sends to a browser (one JSON object per SSE `data:` line).
 * Only events about the signed-in user's own conversations and notifications reach them.
 */
export type StreamMessage = {
  id: string;
  seq: number;
  conversationId: string;
  senderRole: "patient" | "clinic";
  body: string;
  createdAt: string;
  /** A file from the patient's records vault, when one is attached (see messages.server.ts). */
  attachment?: MessageAttachment | null;
};

/**
 * A record attached to a message. `shared` is false once the patient has withdrawn the
 * clinic's access: the clinic then sees neither the name nor a link.
 */
export type MessageAttachment =
  | { recordId: string; fileName: string; fileType: string; byteSize: number; shared: true }
  | {
      recordId: string;
      fileName: string | null;
      fileType: string | null;
      byteSize: number | null;
      shared: false;
    };

export type StreamNotification = {
  id: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  createdAt: string;
};

export type ClientEvent =
  | { type: "message"; conversationId: string; message: StreamMessage }
  | {
      type: "read";
      conversationId: string;
      patientLastReadSeq: number;
      clinicLastReadSeq: number;
    }
  | { type: "notification"; notificationId: string; notification: StreamNotification }
  /**
   * Events may have been missed (this tab reconnected, or the server's LISTEN connection
   * dropped): refetch what is on screen.
   */
  | { type: "resync" };

export type ConnectionState = "closed" | "joining" | "joined" | "errored";

/** The SSE `retry:` hint and the browser's own reconnect schedule: 1 s, 2 s, 5 s, then 10 s. */
export const CLIENT_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const HEARTBEAT_MS = 25_000;
