import { ArrowLeft, Send } from "lucide-react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import {
  FieldError,
  controlClass,
  describedBy,
  errorId,
  useResultToast,
  type ResultToast,
} from "~/features/accounts/components/form-fields";
import { useRealtime, type StreamMessage } from "~/features/realtime/use-realtime";
import { cn } from "~/utils/misc";
import { EMPTY_MESSAGE, MESSAGE_MAX_LENGTH, newClientId } from "../messages-constants";
import type { ThreadView } from "../messages.server";
import { MessageText } from "./message-text";
import { ShortTime } from "./short-time";

type SendResult =
  | { ok: true; message: StreamMessage; fieldErrors: { body?: string }; toast: ResultToast }
  | { ok: false; fieldErrors: { body?: string }; toast: ResultToast };

/**
 * One conversation: its messages (oldest first, live ones appended as they arrive on the
 * stream) and the composer. The composer is a plain form (works without JavaScript); with
 * JavaScript it posts in the background with a fresh client id per message, so a retried
 * post is stored once.
 */
export function Thread({
  thread,
  side,
  backTo,
  initialClientId,
  actionData,
}: {
  thread: ThreadView;
  side: "patient" | "clinic";
  backTo: string;
  initialClientId: string;
  actionData?: SendResult;
}) {
  const { conversation } = thread;
  const fetcher = useFetcher<SendResult>({ key: `send-${conversation.id}` });
  const [live, setLive] = useState<StreamMessage[]>([]);
  const [text, setText] = useState("");
  const [clientError, setClientError] = useState<string | null>(null);
  const [clientId, setClientId] = useState(initialClientId);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // Text typed into the server's HTML before the scripts took over is kept, not wiped by the
  // empty state the page hydrated with.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setText(typed);
  }, []);
  const result = fetcher.data ?? actionData;
  useResultToast(result);

  // Messages of this conversation arriving on the stream (the other side's and our own from
  // other tabs); the loader's list catches up on revalidation.
  useRealtime((e) => {
    if (e.type === "message" && e.conversationId === conversation.id) {
      setLive((l) => (l.some((m) => m.id === e.message.id) ? l : [...l, e.message]));
    }
  });

  const shown = useMemo(() => {
    const byId = new Map<string, StreamMessage>();
    for (const m of thread.messages) byId.set(m.id, m);
    for (const m of live) if (!byId.has(m.id)) byId.set(m.id, m);
    if (fetcher.data?.ok && !byId.has(fetcher.data.message.id))
      byId.set(fetcher.data.message.id, fetcher.data.message);
    return [...byId.values()].sort((a, b) => a.seq - b.seq);
  }, [thread.messages, live, fetcher.data]);

  // Reset per conversation.
  useEffect(() => {
    setLive([]);
    setClientError(null);
  }, [conversation.id]);

  // After a successful send: clear the box, take a new client id.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      setText("");
      setClientId(newClientId());
    }
  }, [fetcher.state, fetcher.data]);

  // Keep the newest message in view.
  const lastId = shown.at(-1)?.id;
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  const sending = fetcher.state !== "idle";
  const serverError = result && !result.ok ? result.fieldErrors.body : undefined;
  const error = clientError ?? serverError;
  const otherRead = side === "patient" ? conversation.clinicLastReadSeq : conversation.patientLastReadSeq;
  const lastMine = [...shown].reverse().find((m) => m.senderRole === side);

  return (
    <div className="flex h-full flex-col" data-testid="thread">
      <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-3">
        <Link
          to={backTo}
          className={buttonVariants({ variant: "ghost", size: "icon", className: "lg:hidden" })}
          aria-label="Back to conversations"
        >
          <ArrowLeft aria-hidden />
        </Link>
        <div className="min-w-0">
          <h3 className="truncate text-base font-bold text-slate-900" data-testid="thread-title">
            {conversation.title}
          </h3>
          {side === "patient" && (
            <Link
              to={`/clinic/${conversation.clinicSlug}`}
              className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
            >
              View clinic profile
            </Link>
          )}
        </div>
      </div>

      <ol
        ref={listRef}
        aria-label={`Messages with ${conversation.title}`}
        aria-live="polite"
        aria-relevant="additions"
        className="flex max-h-[32rem] min-h-64 flex-1 flex-col gap-3 overflow-y-auto bg-slate-50/70 px-4 py-5 sm:px-6"
        data-testid="messages"
        tabIndex={0}
      >
        {thread.truncated && (
          <li className="text-center text-xs text-slate-600">Showing the latest 200 messages.</li>
        )}
        {shown.length === 0 && (
          <li className="my-auto text-center text-sm text-slate-600">
            {side === "patient"
              ? "No messages yet. Ask the clinic about treatments, prices or dates."
              : "No messages yet."}
          </li>
        )}
        {shown.map((m) => {
          const mine = m.senderRole === side;
          return (
            <li
              key={m.id}
              data-testid="message"
              data-sender={m.senderRole}
              className={cn("flex flex-col", mine ? "items-end" : "items-start")}
            >
              <span className="sr-only">{mine ? "You" : conversation.title}:</span>
              <div
                className={cn(
                  "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm shadow-xs sm:max-w-[75%]",
                  mine
                    ? "rounded-br-md bg-primary-700 text-white [&_a]:text-white"
                    : "rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200 [&_a]:text-primary-800",
                )}
              >
                <MessageText text={m.body} />
              </div>
              <span className="mt-1 px-1 text-xs text-slate-600">
                <ShortTime iso={m.createdAt} />
                {mine && lastMine?.id === m.id && otherRead >= m.seq && " · Read"}
              </span>
            </li>
          );
        })}
      </ol>

      <fetcher.Form
        method="post"
        className="border-t border-slate-200 p-4 sm:px-6"
        noValidate
        onSubmit={(ev) => {
          if (!text.trim()) {
            ev.preventDefault();
            setClientError(EMPTY_MESSAGE);
            inputRef.current?.focus();
            return;
          }
          if (sending) ev.preventDefault();
          setClientError(null);
        }}
      >
        <input type="hidden" name="clientId" value={clientId} />
        <label htmlFor="message-body" className="sr-only">
          Write a message to {conversation.title}
        </label>
        <div className="flex items-end gap-3">
          <textarea
            ref={inputRef}
            id="message-body"
            name="body"
            rows={2}
            maxLength={MESSAGE_MAX_LENGTH}
            required
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (clientError) setClientError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            placeholder="Write a message…"
            className={cn(controlClass, "min-h-12 resize-y py-2.5")}
            {...describedBy("message-body", error ?? undefined, true)}
          />
          <button
            type="submit"
            aria-disabled={sending || undefined}
            className={buttonVariants({ variant: "primary", className: cn("shrink-0", sending && "cursor-wait opacity-80") })}
          >
            <Send aria-hidden />
            {sending ? "Sending…" : "Send"}
          </button>
        </div>
        <p id="message-body-hint" className="mt-1.5 text-xs text-slate-600">
          Ctrl + Enter sends. Links open in a new tab.
        </p>
        <FieldError id={errorId("message-body")} error={error ?? undefined} />
      </fetcher.Form>
    </div>
  );
}
