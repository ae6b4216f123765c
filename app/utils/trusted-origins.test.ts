import { afterEach, describe, expect, it } from "vitest";
import { authTrustedOrigins } from "./auth.server";
import { assertSameOrigin } from "./csrf.server";
import {
  ConfigError,
  parseEnv,
  publicOrigin,
  resetEnvForTests,
  trustedOrigins,
} from "./env.server";

/**
 * A deployment reachable under two names (www and the apex) behind a proxy that forwards to
 * the app's own address: the browser's Origin is one of the public names, never the address
 * the app sees. TRUSTED_ORIGINS lists the extra names for the origin checks; links in mails
 * keep using PUBLIC_URL, and nothing is ever taken from the request's Host header.
 */
const DEPLOYMENT = {
  PUBLIC_URL: "https://careatlas.example",
  TRUSTED_ORIGINS: "https://www.careatlas.example, https://careatlas.example:8443",
};

function withEnv(vars: Record<string, string>) {
  for (const [k, v] of Object.entries(vars)) process.env[k] = v;
  resetEnvForTests();
}
afterEach(() => {
  for (const k of Object.keys(DEPLOYMENT)) delete process.env[k];
  resetEnvForTests();
});

/** A form post as the proxy hands it to the app: the app's own address, the browser's Origin. */
function post(headers: Record<string, string>) {
  return new Request("http://10.0.0.5:3000/contact", { method: "POST", headers });
}
function refused(request: Request): number | null {
  try {
    assertSameOrigin(request);
    return null;
  } catch (e) {
    if (e instanceof Response) return e.status;
    throw e;
  }
}

describe("TRUSTED_ORIGINS", () => {
  it("is validated at boot: each entry must be an origin, and the message names the variable", () => {
    for (const bad of [
      "www.careatlas.example",
      "https://www.careatlas.example/shop",
      "ftp://careatlas.example",
      "https://ok.example,not a url",
    ]) {
      let message = "";
      try {
        parseEnv({ TRUSTED_ORIGINS: bad });
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        message = (e as Error).message;
      }
      expect(message, bad).toContain("TRUSTED_ORIGINS");
      expect(message, bad).toContain("https://www.careatlas.example");
    }
  });

  it("lists PUBLIC_URL's origin and each extra origin once; mail links still use PUBLIC_URL", () => {
    const env = parseEnv({
      ...DEPLOYMENT,
      TRUSTED_ORIGINS: `${DEPLOYMENT.TRUSTED_ORIGINS},https://careatlas.example/`,
    });
    expect(trustedOrigins(env)).toEqual([
      "https://careatlas.example",
      "https://www.careatlas.example",
      "https://careatlas.example:8443",
    ]);
    expect(publicOrigin(env)).toBe("https://careatlas.example");
    expect(trustedOrigins(parseEnv({}))).toEqual([]);
  });

  it("a POST whose Origin is listed passes the origin check; another origin is refused", () => {
    withEnv(DEPLOYMENT);
    expect(refused(post({ origin: "https://www.careatlas.example" }))).toBeNull();
    expect(refused(post({ origin: "https://careatlas.example" }))).toBeNull();
    expect(refused(post({ origin: "https://careatlas.example:8443" }))).toBeNull();
    expect(refused(post({ referer: "https://www.careatlas.example/contact" }))).toBeNull();
    expect(refused(post({ origin: "https://evil.example" }))).toBe(403);
    expect(refused(post({ origin: "http://www.careatlas.example" }))).toBe(403);
    expect(refused(post({ referer: "https://evil.example/x" }))).toBe(403);
  });

  it("without it, the second name is refused (only PUBLIC_URL and the request's own origin pass)", () => {
    withEnv({ PUBLIC_URL: DEPLOYMENT.PUBLIC_URL });
    expect(refused(post({ origin: "https://www.careatlas.example" }))).toBe(403);
    expect(refused(post({ origin: "https://careatlas.example" }))).toBeNull();
  });

  it("better-auth's endpoints trust the same origins", () => {
    withEnv(DEPLOYMENT);
    const origins = authTrustedOrigins(post({}));
    expect(origins).toEqual(
      expect.arrayContaining([
        "https://careatlas.example",
        "https://www.careatlas.example",
        "https://careatlas.example:8443",
      ]),
    );
    expect(origins).not.toContain("https://evil.example");
  });
});
