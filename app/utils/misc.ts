import { clsx, type ClassValue } from "clsx";

let checkClasses: ((classes: string) => void) | null = null;

/** Installs the conflicting-classes check (utils/class-conflicts.ts): dev, tests, CN_CHECK=1. */
export function setClassCheck(check: ((classes: string) => void) | null) {
  checkClasses = check;
}

/**
 * Joins class names. It does not resolve Tailwind conflicts (tailwind-merge was in every
 * page's JavaScript, see docs/decisions/020): two classes for the same property (`px-3` and
 * `px-4`) are a bug, found by the check that development, the unit tests and the browser tests'
 * server run. Components offer variants instead of overrides.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  checkClasses?.(classes);
  return classes;
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) {
      try {
        return decodeURIComponent(v.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
