/** Titles and honorifics people type before their name ("Dr. Kemal Arslan", "Prof Lee"). */
const TITLES = new Set([
  "dr",
  "doctor",
  "prof",
  "professor",
  "mr",
  "mrs",
  "ms",
  "miss",
  "mx",
  "sir",
  "dame",
  "assoc",
  "assist",
  "op",
  "uzm",
  "dt",
]);

/**
 * The name a mail greets someone by: their first name, after any titles ("Dr. Kemal Arslan" →
 * "Kemal", not "Dr."). A name that is only a title, or empty, gives "there" ("Hi there,").
 */
export function greetingName(fullName: string | null | undefined): string {
  return firstName(fullName) ?? "there";
}

/** The first name after any titles (at most 40 characters), or null without a usable name. */
export function firstName(fullName: string | null | undefined): string | null {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words.find((w) => !TITLES.has(w.toLowerCase().replace(/\.+$/, "")));
  return first ? first.slice(0, 40) : null;
}
