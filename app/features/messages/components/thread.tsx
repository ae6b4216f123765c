import { ArrowLeft, Clock, CloudOff, Send } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { FieldError, controlClass, describedBy, errorId } from "~/components/forms/field";
import { useResultToast, type ResultToast } from "~/components/forms/result-toast";
import { buttonVariants } from "~/components/ui/button";
import { fillText } from "~/i18n/fill-text";
import { useLocalePath, useText } from "~/i18n/text";
import { noteSeenSeq, useRealtime, type StreamMessage } from "~/services/realtime/use-realtime";
import { cn } from "~/utils/misc";
import { messagesFetch, onBackOnline, useOffline } from "../connection";
import { MESSAGE_MAX_LENGTH, newClientId } from "../messages-constants";
import type { ThreadView } from "../messages.server";
import { AttachFromRecords, AttachmentCard, type AttachableRecord } from "./attachment";
import { MessageText } from "./message-text";
import { ShortTime } from "./short-time";

type FieldErrors = { body?: string; recordId?: string; consent?: string };
type SendResult =
  | { ok: true; message: StreamMessage; fieldErrors: FieldErrors; toast: ResultToast }
  | { ok: false; fieldErrors: FieldErrors; toast: ResultToast };

type Since = {
  ok: true;
  messages: StreamMessage[];
  patientLastReadSeq: number;
  clinicLastReadSeq: number;
};

/** A message written here that the server has not confirmed yet. */
type Pending = { clientId: string; body: string; state: "sending" | "queued" };

// Per tab (sessionStorage): kept across reloads and navigation, gone when the tab closes, so
// a shared computer does not keep someone's health questions.
const draftKey = (id: string) => `careatlas:message-draft:${id}`;
const outboxKey = (id: string) => `careatlas:message-outbox:${id}`;
/** Two taps on Send this close together are one double tap. */
const DOUBLE_TAP_MS = 1500;

function readStored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    /* storage off or full: the draft lives in the page only */
  }
}

function readOutbox(id: string): Pending[] {
  try {
    const list = JSON.parse(readStored(outboxKey(id)) ?? "[]") as unknown;
    if (!Array.isArray(list)) return [];
    return list
      .filter(
        (p): p is Pending =>
          typeof p === "object" &&
          p !== null &&
          typeof p.clientId === "string" &&
          typeof p.body === "string",
      )
      .map((p) => ({ clientId: p.clientId, body: p.body, state: "queued" as const }));
  } catch {
    return [];
  }
}

const RETRY_MS = 3_000;

/**
 * One conversation: its messages (oldest first, live ones appended as they arrive on the
 * stream) and the composer. The composer is a plain form (works without JavaScript); with
 * JavaScript a message goes to an outbox (kept in the tab's sessionStorage with its client id)
 * and is posted in the background, in order: when the network is down it stays in the thread
 * as "Queued" and is sent when the browser is back online or the stream reconnects. The
 * server stores a client id once, so a retry never doubles a message. On reconnect the thread
 * fetches what it missed (after its newest message). The draft is kept per conversation.
 */
export function Thread({
  thread,
  side,
  backTo,
  initialClientId,
  actionData,
  records = [],
  consentText = "",
}: {
  thread: ThreadView;
  side: "patient" | "clinic";
  backTo: string;
  initialClientId: string;
  actionData?: SendResult;
  /** The patient's records vault, to attach a file from (patient side only). */
  records?: AttachableRecord[];
  consentText?: string;
}) {
  const { conversation } = thread;
  const apiUrl = `/api/messages/${conversation.id}`;
  const [extra, setExtra] = useState<StreamMessage[]>([]);
  const [markers, setMarkers] = useState({ patient: 0, clinic: 0 });
  const [outbox, setOutbox] = useState<Pending[]>([]);
  const outboxRef = useRef<Pending[]>([]);
  const [text, setText] = useState("");
  const [clientError, setClientError] = useState<string | null>(null);
  const [result, setResult] = useState<SendResult | undefined>(actionData);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  /** When the last message went to the outbox (a double tap's second tap is ignored). */
  const lastSentAt = useRef(0);
  const maxSeqRef = useRef(0);
  const flushing = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  const offline = useOffline();
  const t = useText();
  const to = useLocalePath();
  // Plain strings (stable between renders) for the outbox's callback.
  const notSentText = t("messages.thread.not-sent");
  const failedTitle = t("messages-msg.failed");
  useResultToast(result);

  const updateOutbox = useCallback(
    (fn: (list: Pending[]) => Pending[]) => {
      outboxRef.current = fn(outboxRef.current);
      setOutbox(outboxRef.current);
      writeStored(
        outboxKey(conversation.id),
        outboxRef.current.length
          ? JSON.stringify(outboxRef.current.map((p) => ({ clientId: p.clientId, body: p.body })))
          : null,
      );
    },
    [conversation.id],
  );

  const addMessages = useCallback((list: StreamMessage[]) => {
    if (!list.length) return;
    setExtra((l) => {
      const have = new Set(l.map((m) => m.id));
      const fresh = list.filter((m) => !have.has(m.id));
      return fresh.length ? [...l, ...fresh] : l;
    });
  }, []);

  /** Fetches what this thread missed after its newest message (and marks it read). */
  const catchUp = useCallback(async () => {
    const r = await messagesFetch<Since>(`${apiUrl}?after=${maxSeqRef.current}`);
    if (r.kind !== "answer" || !r.body?.ok) return;
    const since = r.body;
    addMessages(since.messages);
    setMarkers((m) => ({
      patient: Math.max(m.patient, since.patientLastReadSeq),
      clinic: Math.max(m.clinic, since.clinicLastReadSeq),
    }));
  }, [apiUrl, addMessages]);

  /** Posts the outbox in order, one at a time; stops (queued) when the network is down. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    if (retryTimer.current) clearTimeout(retryTimer.current);
    retryTimer.current = null;
    try {
      for (;;) {
        const next = outboxRef.current[0];
        if (!next) break;
        updateOutbox((l) =>
          l.map((p) => (p.clientId === next.clientId ? { ...p, state: "sending" } : p)),
        );
        const form = new FormData();
        form.set("clientId", next.clientId);
        form.set("body", next.body);
        const r = await messagesFetch<SendResult>(apiUrl, { method: "POST", body: form });
        if (
          r.kind === "network" ||
          (r.status === 200 && !r.body?.ok) ||
          r.status === 429 ||
          r.status >= 500
        ) {
          // Not (known to be) stored: keep it and try again with the same client id.
          updateOutbox((l) => l.map((p) => ({ ...p, state: "queued" })));
          if (mounted.current) retryTimer.current = setTimeout(() => void flush(), RETRY_MS);
          break;
        }
        updateOutbox((l) => l.filter((p) => p.clientId !== next.clientId));
        const body = r.body;
        if (body?.ok) {
          addMessages([body.message]);
          setResult(body);
          continue;
        }
        // Refused (too long, signed out, conversation gone): the text goes back to the box.
        const message = body?.fieldErrors.body ?? body?.toast.description ?? notSentText;
        setText((t) => (t.trim() ? t : next.body));
        setClientError(message);
        setResult(
          body ?? {
            ok: false,
            fieldErrors: { body: message },
            toast: {
              id: `failed-${next.clientId}`,
              type: "error",
              title: failedTitle,
              description: message,
            },
          },
        );
      }
    } finally {
      flushing.current = false;
    }
  }, [apiUrl, addMessages, updateOutbox, notSentText, failedTitle]);

  // Restore what this tab kept for the conversation: the draft (unless something was typed
  // into the server's HTML before the scripts took over) and unsent messages.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    const draft = readStored(draftKey(conversation.id));
    if (typed) setText(typed);
    else if (draft) setText(draft);
    const kept = readOutbox(conversation.id);
    if (kept.length) {
      updateOutbox(() => kept);
      void flush();
    }
  }, [conversation.id, updateOutbox, flush]);

  // The draft is saved as it is typed.
  const restored = useRef(false);
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      return;
    }
    writeStored(draftKey(conversation.id), text ? text : null);
  }, [text, conversation.id]);

  // Back online or the stream reconnected: send what waits, then fetch what was missed.
  const recover = useCallback(() => {
    void flush().then(() => catchUp());
  }, [flush, catchUp]);
  useEffect(() => onBackOnline(recover), [recover]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (retryTimer.current) clearTimeout(retryTimer.current);
      if (readTimer.current) clearTimeout(readTimer.current);
    };
  }, []);

  // Messages of this conversation arriving on the stream (the other side's and our own from
  // other tabs); the other side's are marked read, since the thread is open.
  useRealtime((e) => {
    if (e.type === "resync") recover();
    if (e.type === "read" && e.conversationId === conversation.id) {
      setMarkers((m) => ({
        patient: Math.max(m.patient, e.patientLastReadSeq),
        clinic: Math.max(m.clinic, e.clinicLastReadSeq),
      }));
    }
    if (e.type === "message" && e.conversationId === conversation.id) {
      addMessages([e.message]);
      if (e.message.senderRole !== side && !readTimer.current) {
        readTimer.current = setTimeout(() => {
          readTimer.current = null;
          void catchUp();
        }, 150);
      }
    }
  });

  const shown = useMemo(() => {
    const byId = new Map<string, StreamMessage>();
    for (const m of thread.messages) byId.set(m.id, m);
    for (const m of extra) if (!byId.has(m.id)) byId.set(m.id, m);
    if (actionData?.ok && !byId.has(actionData.message.id))
      byId.set(actionData.message.id, actionData.message);
    return [...byId.values()].sort((a, b) => a.seq - b.seq);
  }, [thread.messages, extra, actionData]);

  const maxSeq = shown.at(-1)?.seq ?? 0;
  useEffect(() => {
    maxSeqRef.current = Math.max(maxSeqRef.current, maxSeq);
    noteSeenSeq(maxSeq);
  }, [maxSeq]);

  // Keep the newest message in view.
  const lastId = outbox.at(-1)?.clientId ?? shown.at(-1)?.id;
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  const serverError = result && !result.ok ? result.fieldErrors.body : undefined;
  const error = clientError ?? serverError;
  const otherRead = Math.max(
    side === "patient" ? conversation.clinicLastReadSeq : conversation.patientLastReadSeq,
    side === "patient" ? markers.clinic : markers.patient,
  );
  const lastMine = [...shown].reverse().find((m) => m.senderRole === side);

  return (
    <div className="flex h-full flex-col" data-testid="thread">
      <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-3">
        <Link
          to={backTo}
          className={buttonVariants({ variant: "ghost", size: "icon", className: "lg:hidden" })}
          aria-label={t("messages.thread.back")}
        >
          <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
        </Link>
        <div className="min-w-0">
          <h3 className="truncate text-base font-bold text-slate-900" data-testid="thread-title">
            {conversation.title}
          </h3>
          {side === "patient" && (
            <Link
              to={to(`/clinic/${conversation.clinicSlug}`)}
              className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
            >
              {t("messages.thread.clinic-profile")}
            </Link>
          )}
        </div>
      </div>

      <ol
        ref={listRef}
        aria-label={fillText(t("messages.thread.list-label"), { name: conversation.title })}
        aria-live="polite"
        aria-relevant="additions"
        className="flex max-h-[32rem] min-h-64 flex-1 flex-col gap-3 overflow-y-auto bg-slate-50/70 px-4 py-5 sm:px-6"
        data-testid="messages"
        tabIndex={0}
      >
        {thread.truncated && (
          <li className="text-center text-xs text-slate-600">{t("messages.thread.truncated")}</li>
        )}
        {shown.length === 0 && (
          <li className="my-auto text-center text-sm text-slate-600">
            {side === "patient" ? t("messages.thread.empty.patient") : t("messages.thread.empty")}
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
              <span className="sr-only">
                {mine ? t("messages.thread.you") : conversation.title}:
              </span>
              <div
                className={cn(
                  "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm shadow-xs sm:max-w-[75%]",
                  mine
                    ? "rounded-ee-md bg-primary-700 text-white [&_a]:text-white"
                    : "rounded-es-md bg-white text-slate-900 ring-1 ring-slate-200 [&_a]:text-primary-800",
                )}
              >
                <MessageText text={m.body} />
                {m.attachment && <AttachmentCard attachment={m.attachment} mine={mine} />}
              </div>
              <span className="mt-1 px-1 text-xs text-slate-600">
                <ShortTime iso={m.createdAt} />
                {mine &&
                  lastMine?.id === m.id &&
                  otherRead >= m.seq &&
                  ` · ${t("messages.thread.read")}`}
              </span>
            </li>
          );
        })}
        {outbox.map((p) => (
          <li
            key={`pending-${p.clientId}`}
            data-testid="pending-message"
            data-state={p.state}
            className="flex flex-col items-end"
          >
            <span className="sr-only">{t("messages.thread.you-pending")}</span>
            <div className="max-w-[85%] rounded-2xl rounded-ee-md bg-primary-700/75 px-4 py-2.5 text-sm text-white shadow-xs sm:max-w-[75%] [&_a]:text-white">
              <MessageText text={p.body} />
            </div>
            <span className="mt-1 flex items-center gap-1 px-1 text-xs text-slate-600">
              {p.state === "sending" ? (
                <>
                  <Clock aria-hidden className="size-3" /> {t("messages.thread.sending")}
                </>
              ) : (
                <>
                  <CloudOff aria-hidden className="size-3" /> {t("messages.thread.queued")}
                </>
              )}
            </span>
          </li>
        ))}
      </ol>

      <Form
        method="post"
        className="border-t border-slate-200 p-4 sm:px-6"
        noValidate
        onSubmit={(ev) => {
          // With JavaScript the outbox sends it; the plain post is for browsers without it.
          ev.preventDefault();
          const body = text.replace(/\r\n/g, "\n").trim();
          // The second tap of a double tap finds the box just emptied by the first: nothing to
          // send and nothing to say.
          if (!body && Date.now() - lastSentAt.current < DOUBLE_TAP_MS) return;
          if (!body) {
            setClientError(t("messages-msg.empty"));
            inputRef.current?.focus();
            return;
          }
          setClientError(null);
          setResult(undefined);
          updateOutbox((l) => [...l, { clientId: newClientId(), body, state: "sending" }]);
          lastSentAt.current = Date.now();
          setText("");
          void flush();
        }}
      >
        <input type="hidden" name="clientId" value={initialClientId} />
        <label htmlFor="message-body" className="sr-only">
          {fillText(t("messages.thread.write-label"), { name: conversation.title })}
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
            placeholder={t("messages.thread.placeholder")}
            className={cn(controlClass, "min-h-12 resize-y py-2.5")}
            {...describedBy("message-body", error ?? undefined, true)}
          />
          <button
            type="submit"
            className={buttonVariants({ variant: "primary", className: "shrink-0" })}
          >
            <Send aria-hidden className="rtl:-scale-x-100" />
            {t("messages.thread.send")}
          </button>
        </div>
        {/* "Ctrl + Enter sends" is for a keyboard: not shown on a touch screen. */}
        <p
          id="message-body-hint"
          className={cn(
            "mt-1.5 text-xs text-slate-600",
            !offline && "[@media(pointer:coarse)]:hidden",
          )}
        >
          {offline ? t("messages.thread.offline-hint") : t("messages.thread.hint")}
        </p>
        <FieldError id={errorId("message-body")} error={error ?? undefined} />
      </Form>
      {side === "patient" && (
        <AttachFromRecords
          apiUrl={apiUrl}
          clinicName={conversation.title}
          records={records}
          consentText={consentText}
          initialClientId={`${initialClientId}-file`}
          serverErrors={
            actionData &&
            !actionData.ok &&
            (actionData.fieldErrors.recordId || actionData.fieldErrors.consent)
              ? actionData.fieldErrors
              : undefined
          }
          onSent={(r) => {
            addMessages([r.message]);
            setResult({ ok: true, message: r.message, fieldErrors: {}, toast: r.toast });
          }}
        />
      )}
    </div>
  );
}
