import pino from "pino";

// Fields that may carry secrets or health data are never written.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: { app: "careatlas" },
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password", "token", "*.token"],
    censor: "[redacted]",
  },
});
