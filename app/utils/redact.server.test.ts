import { Console } from "node:console";
import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { installConsoleRedaction, redactText, redactValue } from "./redact.server";

const TOKEN = "Mfu5S2VjTeWire64w06coaNq7tMG8uiq";

/** The error better-auth logged while PostgreSQL was down (field test, section 8). */
function failedSessionLookup() {
  const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
    code: "ECONNREFUSED",
  });
  return new DrizzleQueryError(
    'select "id", "expires_at", "token", "user_id" from "sessions" where "sessions"."token" = $1',
    [TOKEN],
    cause,
  );
}

function capture() {
  let out = "";
  const sink = new Writable({
    write(chunk, _enc, done) {
      out += String(chunk);
      done();
    },
  });
  const c = new Console({ stdout: sink, stderr: sink });
  installConsoleRedaction(c);
  return { console: c, text: () => out };
}

describe("log redaction", () => {
  it("removes the bind parameters of a failed query, keeping the query and the cause", () => {
    const { console: c, text } = capture();
    c.error("[auth] INTERNAL_SERVER_ERROR", failedSessionLookup());
    c.warn(failedSessionLookup());
    c.log({ err: failedSessionLookup(), params: [TOKEN] });
    expect(text()).not.toContain(TOKEN);
    expect(text()).toContain('where "sessions"."token" = $1');
    expect(text()).toContain("params: [redacted]");
    expect(text()).toContain("ECONNREFUSED");
  });

  it("removes session cookies, tokens in URLs, bearer tokens and secret-named fields", () => {
    expect(redactText(`cookie: careatlas.session_token=${TOKEN}.sig%3D; other=1`)).not.toContain(
      TOKEN,
    );
    expect(redactText(`/auth/reset-password?token=${TOKEN}&x=1`)).toBe(
      "/auth/reset-password?token=[redacted]&x=1",
    );
    expect(redactText(`Authorization: Bearer ${TOKEN}`)).not.toContain(TOKEN);
    expect(
      redactValue({
        user: "a@b.example",
        password: "Copper-kettle-4821",
        nested: { token: TOKEN },
      }),
    ).toEqual({
      user: "a@b.example",
      password: "[redacted]",
      nested: { token: "[redacted]" },
    });
  });

  it("leaves ordinary lines alone", () => {
    const { console: c, text } = capture();
    c.info("CareAtlas listening on %s", "http://localhost:3000");
    expect(text()).toBe("CareAtlas listening on http://localhost:3000\n");
  });
});
