import { randomUUID } from "node:crypto";
import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { authSecret } from "./auth.server";
import { secureCookies } from "./env.server";

/**
 * Flash toasts across a redirect: a short-lived signed cookie written by an action, read and
 * cleared by the root loader, shown by <FlashToasts> with sonner.
 */

export const ToastSchema = z.object({
  id: z.string().max(64),
  type: z.enum(["success", "error", "info", "message"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = Omit<Toast, "id"> & { id?: string };

let cookie: ReturnType<typeof createCookie> | undefined;
function toastCookie() {
  cookie ??= createCookie("careatlas_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    maxAge: 60,
    secrets: [authSecret()],
  });
  return cookie;
}

/** A Set-Cookie value carrying these toasts to the next page. */
export async function toastSetCookie(toasts: ToastInput | ToastInput[]): Promise<string> {
  const list = (Array.isArray(toasts) ? toasts : [toasts]).map((t) => ({
    ...t,
    id: t.id ?? randomUUID(),
  }));
  return toastCookie().serialize(list);
}

export async function redirectWithToast(
  url: string,
  toasts: ToastInput | ToastInput[],
  init: ResponseInit = {},
) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastSetCookie(toasts));
  return redirect(url, { ...init, headers });
}

/** For the root loader: the pending toasts and the header that clears them. */
export async function readToasts(
  request: Request,
): Promise<{ toasts: Toast[]; clear: string | null }> {
  const header = request.headers.get("cookie");
  if (!header || !header.includes("careatlas_toast=")) return { toasts: [], clear: null };
  const c = toastCookie();
  const value = await c.parse(header).catch(() => null);
  const parsed = z.array(ToastSchema).max(5).safeParse(value);
  const clear = await c.serialize("", { maxAge: 0, expires: new Date(0) });
  return { toasts: parsed.success ? parsed.data : [], clear };
}
