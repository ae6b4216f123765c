import pino from "pino";
import { logLevel } from "~/utils/env.server";
import { redactValue } from "~/utils/redact.server";

// Fields that may carry secrets or health data are never written.
export const logger = pino({
  level: logLevel(),
  base: { app: "careatlas" },
  redact: {
    paths: [
      "req.headers.cookie",
      "req.headers.authorization",
      "password",
      "*.password",
      "token",
      "*.token",
    ],
    censor: "[redacted]",
  },
  // Messages and objects pass through the same redaction as the console (bind parameters,
  // session cookies and tokens never reach the log).
  hooks: {
    logMethod(args, method) {
      method.apply(this, args.map((a) => redactValue(a)) as Parameters<typeof method>);
    },
  },
});
