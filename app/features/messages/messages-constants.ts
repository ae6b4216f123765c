/** Message limits and texts shared by the server schema and the browser (no zod here). */
export const MESSAGE_MAX_LENGTH = 5000;
export const EMPTY_MESSAGE = "Please write a message before sending.";
export const TOO_LONG_MESSAGE = `Messages can be at most ${MESSAGE_MAX_LENGTH} characters.`;

/** A client id for a new message (crypto.randomUUID where available). */
export function newClientId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
