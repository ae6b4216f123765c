import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { createRequestHandler, type ServerBuild } from "react-router";
import { requestScope } from "~/db/db-errors.server";
import { pseudoRequested } from "~/i18n/pseudo.server";
import { isFromThisMachine, LOCAL_REQUEST_HEADER } from "~/services/email/outbox-access.server";
import { getEnv, trustedOrigins } from "~/utils/env.server";
import {
  inlineScriptHashes,
  isShareableResponse,
  mayShare,
  PRIVATE_PAGE,
  SHARED_VARY,
  sharedCacheControl,
  weakEtag,
  withoutRequestParts,
  withScriptHashes,
} from "~/utils/http-cache.server";
import { MAX_FORM_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from "~/utils/request.server";
import { inputGuard } from "./input-guard";
import { logger } from "./logger";

export type AppLoadContext = { nonce: string; requestId: string; shared?: boolean };

declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    requestId: string;
    /** A public page a shared cache may keep (app/utils/http-cache.server.ts): rendered whole. */
    shared?: boolean;
  }
}

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Called by /readyz; throws when the database is unreachable. */
  ready: () => Promise<void>;
  isShuttingDown: () => boolean;
  /** Dev only: Vite's middleware serves sources and HMR. */
  devMiddleware?: express.RequestHandler;
  production: boolean;
  /** The client build (default build/client): tests point it at their own folder. */
  clientDir?: string;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** A path whose last segment has an extension: the only kind the public folder can answer. */
const FILE_PATH = /\.[A-Za-z0-9]+$/;

/** Hosts besides the request's own that may send state-changing requests (PUBLIC_URL, TRUSTED_ORIGINS). */
function trustedHosts(): string[] {
  return trustedOrigins().map((o) => new URL(o).host);
}

export const CLIENT_IP_HEADER = "x-careatlas-client-ip";

function clientIp(req: Request): string {
  const { TRUSTED_PROXIES, TRUSTED_PROXY_IP_HEADER } = getEnv();
  const peer = (req.socket.remoteAddress ?? "unknown").replace(/^::ffff:/, "");
  if (TRUSTED_PROXIES.includes(peer)) {
    const v = req.headers[TRUSTED_PROXY_IP_HEADER];
    const first = (Array.isArray(v) ? v[0] : v)
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (first) return first;
  }
  return peer;
}

const REQUEST_ID_RE = /^[A-Za-z0-9-]{8,64}$/;

export function createApp(opts: Options) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);
  const client = opts.clientDir ?? path.resolve("build/client");

  // The hashed assets first, before any page middleware (decision 064): served as compressed
  // at build time (scripts/precompress.mjs: .br, else .gz, else as they are), with only the
  // headers a file needs: no Content-Security-Policy, nonce or request id on a 300-byte chunk.
  if (!opts.devMiddleware)
    app.use(
      "/assets",
      expressStaticGzip(path.join(client, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: {
          immutable: true,
          maxAge: "1y",
          index: false,
          setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
        },
      }),
      // An asset the folder does not hold (a tab opened before a deploy asks for the last
      // build's chunk, or a file removed under the running server): 404 here, with none of the
      // headers the static layer set for the file it expected (its Content-Type and encoding on
      // a page's answer made Express throw, a 500).
      (_req: Request, res: Response) => {
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
      },
    );

  app.use((req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.locals.nonce = randomBytes(16).toString("base64");
    res.setHeader("X-Request-Id", requestId);
    // A request that failed because the database is down or too slow answers 503, not 500.
    const scope: { dbUnavailable: boolean; badInput?: boolean; pseudo?: boolean } = {
      dbUnavailable: false,
      pseudo: pseudoRequested(req.headers.cookie),
    };
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, statusCode: number, ...rest: unknown[]) {
      if (statusCode === 500 && scope.badInput) statusCode = 400;
      if (statusCode >= 500 && scope.dbUnavailable) {
        statusCode = 503;
        if (!this.headersSent) this.setHeader("Retry-After", "5");
      }
      return (writeHead as (...a: unknown[]) => Response).call(this, statusCode, ...rest);
    } as typeof res.writeHead;
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Path only: query strings can carry tokens or personal search terms.
      const line = {
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (res.statusCode === 503) logger.warn(line, "request");
      else if (res.statusCode >= 500) logger.error(line, "request");
      else if (!req.path.startsWith("/assets/")) logger.info(line, "request");
    });
    requestScope.run(scope, next);
  });

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (opts.isShuttingDown()) {
      res.status(503).json({ status: "shutting-down" });
      return;
    }
    try {
      await opts.ready();
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "database-unavailable" });
    }
  });

  // Stripe's own script, API and frames (Payment Element, 3-D Secure) are allowed only when
  // Stripe is the configured payment provider (decision 055); nothing else loads from outside.
  const stripe = getEnv().PAYMENT_PROVIDER === "stripe";
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": [
            "'self'",
            (_req, res) => `'nonce-${(res as Response).locals.nonce}'`,
            ...(opts.production ? [] : ["'unsafe-eval'"]),
            ...(stripe ? ["https://js.stripe.com"] : []),
          ],
          ...(stripe ? { "frame-src": ["https://js.stripe.com", "https://hooks.stripe.com"] } : {}),
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "blob:"],
          "font-src": ["'self'", "data:"],
          "connect-src": [
            "'self'",
            ...(opts.production ? [] : ["ws:", "wss:"]),
            ...(stripe ? ["https://api.stripe.com"] : []),
          ],
          "form-action": ["'self'"],
          "frame-ancestors": ["'none'"],
          "base-uri": ["'none'"],
          "object-src": ["'none'"],
          "manifest-src": ["'self'"],
          "worker-src": ["'self'", "blob:"],
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: opts.production ? { maxAge: 15552000 } : false,
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    next();
  });
  // Pages and other dynamic answers: brotli at quality 4 (compression's default for brotli;
  // measured in decision 064 against 1, 6 and 11), nothing under 1 KB.
  app.use(compression({ threshold: 1024 }));

  if (opts.devMiddleware) {
    app.use(opts.devMiddleware);
  } else {
    // Only a path that names a file (favicon.svg, /images/…/photo-1.svg) can be one: pages skip
    // the file-system lookup (measured at ~4 % of a page render's CPU, decision 071).
    const files = express.static(client, { maxAge: "1h", index: false });
    app.use((req, res, next) => (FILE_PATH.test(req.path) ? files(req, res, next) : next()));
  }

  const handleRequest = createRequestHandler(
    opts.build,
    opts.production ? "production" : "development",
  );
  const handler = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const shared = mayShare(req.method, req.path, req.headers.cookie);
      const response = await handleRequest(toFetchRequest(req, res), {
        nonce: res.locals.nonce as string,
        requestId: res.locals.requestId as string,
        shared,
      });
      if (shared && isShareableResponse(response)) await sendShared(req, res, response);
      else {
        // Rendered as shareable but not shared after all (a cookie set, a route's own rules).
        if (shared && !response.headers.has("Cache-Control"))
          res.setHeader("Cache-Control", PRIVATE_PAGE);
        await sendResponse(res, response);
      }
    } catch (error) {
      next(error);
    }
  };
  // No form body over 11 MB (a 10 MB medical record plus its form), no upload over the largest
  // upload form's (a package's eight photos): refused before parsing. Each route caps its own
  // body below this and answers with its form (app/utils/request.server.ts).
  app.use((req, res, next) => {
    const declared = Number(req.get("content-length") ?? 0);
    const cap = /^\s*multipart\/form-data/i.test(req.get("content-type") ?? "")
      ? MAX_MULTIPART_BODY_BYTES
      : MAX_FORM_BODY_BYTES;
    if (declared > cap) {
      res.status(413).set("Connection", "close").type("text/plain").send("Request body too large");
      return;
    }
    next();
  });

  // Defence in depth for cross-site requests: every action also calls assertSameOrigin, and this
  // refuses any state-changing request a browser marks as coming from another origin.
  app.use((req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    let foreign = Boolean(site && site !== "same-origin" && site !== "none");
    if (!foreign && origin) {
      try {
        const host = new URL(origin).host;
        foreign = host !== req.get("host") && !trustedHosts().includes(host);
      } catch {
        foreign = true;
      }
    }
    if (!foreign) return next();
    logger.warn(
      { requestId: res.locals.requestId, path: req.path, origin, site },
      "cross-site request refused",
    );
    res.status(403).type("text/plain").send("Cross-site request refused");
  });

  // Malformed addresses and NUL characters answer 400 before any route runs (server/input-guard.ts).
  app.use(inputGuard(MAX_FORM_BODY_BYTES));

  app.all("/{*splat}", (req, res, next) => {
    if (opts.isShuttingDown()) res.setHeader("Connection", "close");
    // The only client IP the app trusts: the socket peer, or the configured proxy header when
    // the socket peer is a trusted proxy. A forged header from a client is overwritten.
    req.headers[CLIENT_IP_HEADER] = clientIp(req);
    // From this machine itself (loopback socket, not relayed): decided here from the socket,
    // never from what the client sent (the outbox page relies on it).
    req.headers[LOCAL_REQUEST_HEADER] = isFromThisMachine(
      req.socket.remoteAddress,
      req.headers,
      getEnv().TRUSTED_PROXIES,
    )
      ? "1"
      : "0";
    return handler(req, res, next);
  });

  // Last resort: never leak a stack trace.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    logger.error({ requestId: res.locals.requestId, path: req.path, err }, "unhandled error");
    if (res.headersSent) return;
    res
      .status(500)
      .type("text/plain")
      .send(`Something went wrong. Request id: ${res.locals.requestId}`);
  });
  return app;
}

/**
 * The Fetch request React Router sees (as @react-router/express builds it), with the body the
 * input guard already read when it inspected one.
 */
function toFetchRequest(req: Request, res: Response): globalThis.Request {
  const [, hostPortStr] = req.get("host")?.split(":") ?? [];
  const hostPort = Number.parseInt(hostPortStr ?? "", 10);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const host = `${hostname}${Number.isSafeInteger(hostPort) ? `:${hostPort}` : ""}`;
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: toHeaders(req.headers),
    signal: controller.signal,
  };
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  if (req.method !== "GET" && req.method !== "HEAD") {
    const read = res.locals.body as Buffer | undefined;
    if (read) init.body = new Uint8Array(read);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new globalThis.Request(url.href, init);
}

function toHeaders(incoming: Request["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(incoming)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const v of values) headers.append(key, v);
    else headers.set(key, values);
  }
  return headers;
}

/**
 * A public page for a signed-out visitor (decision 065): the same bytes for everyone (no nonce,
 * no request id), its inline scripts allowed by hash, shareable for SHARED_CACHE_SECONDS, with a
 * weak ETag of the body and 304 Not Modified when the cache or browser already has it
 * (Express's own req.fresh).
 */
async function sendShared(req: Request, res: Response, response: globalThis.Response) {
  // Handled as Latin-1 text: one character per byte, so the page's UTF-8 bytes pass through
  // unchanged (and its scripts are hashed from their own bytes) without decoding and encoding
  // 150 KB of UTF-8 on every request (decision 071). What is removed and searched is ASCII.
  const html = withoutRequestParts(
    Buffer.from(await response.arrayBuffer()).toString("latin1"),
    res.locals.nonce as string,
    res.locals.requestId as string,
  );
  const body = Buffer.from(html, "latin1");
  res.status(200);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  const csp = res.getHeader("Content-Security-Policy");
  if (typeof csp === "string")
    res.setHeader(
      "Content-Security-Policy",
      withScriptHashes(csp, inlineScriptHashes(html, "latin1")),
    );
  res.setHeader("Cache-Control", sharedCacheControl());
  res.setHeader("Vary", SHARED_VARY);
  res.setHeader("ETag", weakEtag(body));
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

async function sendResponse(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
