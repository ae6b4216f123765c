/**
 * The evidence upload's limits and refusals (decisions 051, 062), shared by the route that
 * stores the files, the field that offers them and the message table that translates them.
 */

/** At most this many evidence files per save (each at most 10 MB, like a medical record). */
export const MAX_EVIDENCE_FILES = 3;

export const EVIDENCE_TOO_MANY = `Upload at most ${MAX_EVIDENCE_FILES} files at a time.`;
export const EVIDENCE_TOO_LARGE = "Each file can be at most 10 MB.";
export const EVIDENCE_EMPTY = "The file is empty.";
export const EVIDENCE_NOT_FOUND = "This file was not found.";
/** A verified (or once verified, now expired) item keeps its evidence for the audit trail. */
export const EVIDENCE_KEPT =
  "This file belongs to a verified item: it is kept for the audit trail and cannot be deleted.";
