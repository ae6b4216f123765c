/**
 * Redirect targets a browser could read as another origin (the field test's corpus and its
 * encoded variants). Shared by the unit test of the redirect check and the HTTP spec.
 */
export const FOREIGN_TARGETS: readonly string[] = [
  "https://evil.example/phish",
  "http://evil.example",
  "HTTPS://evil.example",
  "//evil.example",
  "///evil.example",
  "////evil.example/phish",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "/..//evil.example",
  "/a/..//evil.example",
  "/a/b/../..//evil.example/phish",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/%2e%2e/%2fevil.example",
  "/%2f%2fevil.example",
  "/%2F/evil.example",
  "/%5cevil.example",
  "/%5C%5Cevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/%09/evil.example",
  " //evil.example",
  "//%65vil.example",
  "/%0d%0aLocation:%20http://evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "https:evil.example",
  "http:/\\evil.example",
];

/** True when a Location header value, resolved the way a browser does, stays on `origin`. */
export function staysOn(location: string | undefined | null, origin: string): boolean {
  if (!location) return true;
  try {
    return new URL(location, origin + "/some/page").origin === origin;
  } catch {
    return false;
  }
}
