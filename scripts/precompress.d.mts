/** Types of scripts/precompress.mjs (decision 064). */
export const MIN_BYTES: number;
export function precompress(dir?: string): { files: number; before: number; afterBr: number };
