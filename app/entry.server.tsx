import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { ServerRouter } from "react-router";
import { noteBadInput, noteDbError } from "~/db/db-errors.server";
import { scriptsAfterPaint } from "~/perf/scripts-after-paint.server";
import { hasPersonalCookie, PERSONAL_PAGE, PRIVATE_PAGE } from "~/utils/http-cache.server";
import { setClassCheck } from "~/utils/misc";
import { RequestInfoProvider } from "~/utils/request-info";

// CN_CHECK=1 (the browser tests' server, development): every class list rendered is checked for
// Tailwind classes that conflict (utils/misc.ts cn); test-all.mjs fails on the log line.
// tailwind-merge is a devDependency: loaded only here, never in production.
if (process.env.CN_CHECK === "1" || process.env.NODE_ENV === "development") {
  const { classConflictReporter } = await import("~/utils/class-conflicts");
  setClassCheck(
    classConflictReporter((msg, detail) => console.error(`[cn] ${msg}: ${JSON.stringify(detail)}`)),
  );
}

export const streamTimeout = 10_000;

/**
 * Unexpected loader/action errors. A database that is down or too slow is not a bug: the
 * request is marked so the server answers 503 with Retry-After (server/app.ts), and the log line
 * is a short warning without the query (which could carry personal data).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (noteDbError(error)) {
    console.warn(`[db] unavailable while serving ${new URL(request.url).pathname}`);
    return;
  }
  if (noteBadInput(error)) return;
  // A 4xx the router itself answers (e.g. 405: POST to a route without an action) is not a bug.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.nonce ?? "";
  const requestId = loadContext?.requestId ?? "";
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and no-JS clients get the complete document; browsers get the shell as soon as it is
    // ready. A page a shared cache keeps is the complete document for everyone (decision 065).
    const readyOption =
      loadContext?.shared || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <RequestInfoProvider value={{ nonce, requestId }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RequestInfoProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          // Production only: in development, React Router's Scripts start with the React Refresh
          // preamble, a module script of its own that must run before any route module, and
          // route modules started by the after-paint loader could run first ("can't detect
          // preamble": no page in `npm run dev` hydrated).
          const html = import.meta.env.PROD ? scriptsAfterPaint() : new PassThrough();
          html.pipe(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // A page that may be shared gets its Cache-Control in server/app.ts (sendShared), or
          // PRIVATE_PAGE there when it is not shareable after all; a person's page is kept nowhere.
          if (
            !responseHeaders.has("Cache-Control") &&
            !(loadContext?.shared && responseStatusCode === 200)
          )
            responseHeaders.set(
              "Cache-Control",
              hasPersonalCookie(request.headers.get("Cookie")) ? PERSONAL_PAGE : PRIVATE_PAGE,
            );
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(html);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
