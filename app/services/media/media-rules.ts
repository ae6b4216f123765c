/**
 * The image upload's limits, safe in the browser: the forms name a file over them before it is
 * sent (app/utils/files.ts), and media.server.ts refuses it again from the bytes.
 */

/** Largest upload accepted, before decoding. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
