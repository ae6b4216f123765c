import { Link, isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { type MessageId, useLocalePath, useText } from "~/i18n/text";
import { useRequestInfo } from "~/utils/request-info";

/** A plain message and, for unexpected errors, a retry and the request id to quote to support. */
export function GeneralErrorBoundary({
  statusHandlers,
}: {
  statusHandlers?: Partial<Record<number, (args: { error: unknown }) => React.ReactNode>>;
}) {
  const error = useRouteError();
  const { requestId } = useRequestInfo();
  const revalidator = useRevalidator();
  const t = useText();
  const to = useLocalePath();

  if (isRouteErrorResponse(error)) {
    const custom = statusHandlers?.[error.status];
    if (custom) return <>{custom({ error })}</>;
    if (error.status === 404) return <NotFoundMessage />;
    if (error.status === 403 || error.status === 401) {
      return (
        <ErrorPanel title={t("shell.forbidden.title", "You don't have access to this page")}>
          <p>
            {t(
              "shell.forbidden.text",
              "Sign in with an account that can see it, or go back to the home page.",
            )}
          </p>
        </ErrorPanel>
      );
    }
  }
  const id = clientRequestId() ?? requestId;
  return (
    <ErrorPanel title={t("shell.error.title", "We couldn't load this page")}>
      <p>
        {t("shell.error.text", "Something went wrong on our side. Please try again in a moment.")}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonVariants({ variant: "primary" })}
          onClick={() =>
            typeof window !== "undefined" && revalidator.state === "idle"
              ? window.location.reload()
              : undefined
          }
        >
          {t("shell.error.retry", "Try again")}
        </button>
        <Link to={to("/")} className={buttonVariants({ variant: "outline" })}>
          {t("shell.error.home", "Go to the home page")}
        </Link>
      </div>
      {id && (
        <p className="mt-6 text-xs text-slate-500">
          {t("shell.error.requestId", "Request id:")} <code data-testid="request-id">{id}</code>
        </p>
      )}
    </ErrorPanel>
  );
}

function clientRequestId(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="request-id"]')?.content || undefined;
}

export function ErrorPanel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mx-auto mt-4 max-w-xl text-slate-600">{children}</div>
    </div>
  );
}

/**
 * What a page says when the thing its address names does not exist, in the shell's texts (the
 * page's own loader threw, so only the root's texts are there), with where to go instead.
 */
export const NOT_FOUND = {
  article: {
    title: /*i18n*/ "shell.notFound.article.title",
    text: /*i18n*/ "shell.notFound.article.text",
    link: /*i18n*/ "shell.notFound.article.link",
    to: "/blog",
  },
  clinic: {
    title: /*i18n*/ "shell.notFound.clinic.title",
    text: /*i18n*/ "shell.notFound.clinic.text",
    link: /*i18n*/ "shell.notFound.clinic.link",
    to: "/destinations",
  },
  package: {
    title: /*i18n*/ "shell.notFound.package.title",
    text: /*i18n*/ "shell.notFound.package.text",
    link: /*i18n*/ "shell.notFound.package.link",
    to: "/packages",
  },
  city: {
    title: /*i18n*/ "shell.notFound.city.title",
    text: /*i18n*/ "shell.notFound.city.text",
    link: /*i18n*/ "shell.notFound.city.link",
    to: "/destinations",
  },
  country: {
    title: /*i18n*/ "shell.notFound.country.title",
    text: /*i18n*/ "shell.notFound.country.text",
    link: /*i18n*/ "shell.notFound.country.link",
    to: "/destinations",
  },
} as const satisfies Record<
  string,
  { title: MessageId; text: MessageId; link: MessageId; to: string }
>;

export type NotFoundKind = keyof typeof NOT_FOUND;

export function NotFoundMessage({
  kind,
  title,
  text,
  linkTo,
  linkLabel,
}: {
  /** A page's own "not found" (shell.notFound.<kind>.*), in the page's language. */
  kind?: NotFoundKind;
  title?: string;
  text?: string;
  linkTo?: string;
  linkLabel?: string;
}) {
  const t = useText();
  const to = useLocalePath();
  if (kind) {
    const k = NOT_FOUND[kind];
    title ??= t(k.title);
    text ??= t(k.text);
    linkLabel ??= t(k.link);
    linkTo ??= to(k.to);
  }
  title ??= t("shell.notFound.title", "Oops! Page not found");
  text ??= t("shell.notFound.text", "The page you're looking for doesn't exist or has been moved.");
  linkLabel ??= t("shell.notFound.home", "Return to Home");
  linkTo ??= to("/");
  return (
    <div className="container-page py-24 text-center">
      <p className="text-6xl font-extrabold text-primary-700">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">{text}</p>
      <Link to={linkTo} className={buttonVariants({ variant: "primary", className: "mt-8" })}>
        {linkLabel}
      </Link>
    </div>
  );
}
