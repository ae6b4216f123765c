import pino from "pino";
import { logLevel } from "~/utils/env.server";

// Fields that may carry secrets or health data are never written.
export const logger = pino({
  level: logLevel(),
  base: { app: "careatlas" },
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password", "token", "*.token"],
    censor: "[redacted]",
  },
});
