import {
  Banknote,
  Building2,
  CalendarClock,
  ClipboardList,
  Coins,
  Inbox,
  LayoutDashboard,
  MessageSquareWarning,
  Scale,
  ScrollText,
  ShieldCheck,
  UserCheck,
  Users,
  Wallet,
} from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form, Link, NavLink, useActionData, useLocation, useSearchParams } from "react-router";
import { inputClass, selectClass } from "~/components/forms/field";
import { Pagination as SharedPagination } from "~/components/layout/pagination";
import { EmptyState } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import {
  type AdminActionResult,
  CONFIRM_FIELD,
  CONFIRMED_FIELD,
} from "~/features/admin/action-result";
import { localeInfo } from "~/i18n/config";
import { fill } from "~/i18n/fill";
import { type MessageId, useLocale, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { useCurrentInView } from "~/utils/use-current-in-view";

export const ADMIN_SECTIONS: readonly {
  to: string;
  label: MessageId;
  icon: typeof LayoutDashboard;
  end?: boolean;
}[] = [
  { to: "/admin", label: /*i18n*/ "admin.nav.overview", icon: LayoutDashboard, end: true },
  { to: "/admin/applications", label: /*i18n*/ "admin.nav.applications", icon: ClipboardList },
  { to: "/admin/clinics", label: /*i18n*/ "admin.nav.clinics", icon: Building2 },
  {
    to: "/admin/verification/expiring",
    label: /*i18n*/ "admin.nav.expiring",
    icon: CalendarClock,
  },
  { to: "/admin/moderation", label: /*i18n*/ "admin.nav.moderation", icon: MessageSquareWarning },
  { to: "/admin/cases", label: /*i18n*/ "admin.nav.cases", icon: Scale },
  {
    to: "/admin/payments/mismatches",
    label: /*i18n*/ "admin.nav.mismatches",
    icon: Banknote,
  },
  { to: "/admin/inbox", label: /*i18n*/ "admin.nav.inbox", icon: Inbox },
  { to: "/admin/users", label: /*i18n*/ "admin.nav.users", icon: Users },
  { to: "/admin/verification", label: /*i18n*/ "admin.nav.verification", icon: UserCheck },
  { to: "/admin/rates", label: /*i18n*/ "admin.nav.rates", icon: Coins },
  { to: "/admin/money", label: /*i18n*/ "admin.nav.money", icon: Wallet },
  { to: "/admin/audit", label: /*i18n*/ "admin.nav.audit", icon: ScrollText },
];

export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  const t = useText();
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On phones the strip scrolls sideways: the current section is brought into view.
  useCurrentInView(navRef, pathname);
  return (
    <div className="bg-slate-50/70 pb-16">
      <div className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
        <div className="container-page flex flex-wrap items-end justify-between gap-4 pb-6 pt-8 sm:pt-10">
          <div className="min-w-0">
            <p className="flex items-center gap-2 text-sm font-medium text-primary-800">
              <ShieldCheck aria-hidden className="size-4" />
              {t("admin.shell.area")}
            </p>
            <p className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-slate-900">
              {t("admin.shell.title")}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {fill(t("admin.shell.signed-in"), {
                email: (
                  <bdi dir="ltr" className="font-medium text-slate-800">
                    {email}
                  </bdi>
                ),
              })}
            </p>
          </div>
          <Link to="/dashboard" className={buttonVariants({ variant: "outline" })}>
            {t("admin.shell.back")}
          </Link>
        </div>
      </div>
      <div className="container-page mt-6 grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <nav
          ref={navRef}
          aria-label={t("admin.shell.sections")}
          className="-mx-4 overflow-x-auto px-4 pb-1 lg:mx-0 lg:px-0"
        >
          <ul className="flex gap-2 lg:flex-col lg:gap-1">
            {ADMIN_SECTIONS.map((s) => (
              <li key={s.to} className="shrink-0">
                <NavLink
                  to={s.to}
                  end={s.end ?? false}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-11 items-center gap-2.5 rounded-lg px-3.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300",
                      isActive
                        ? "bg-primary-700 text-white shadow-sm"
                        : "bg-white text-slate-700 ring-1 ring-slate-900/5 hover:bg-primary-50 hover:text-primary-900 lg:bg-transparent lg:ring-0",
                    )
                  }
                >
                  <s.icon aria-hidden className="size-4 shrink-0" />
                  {t(s.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-6">{children}</div>
      </div>
    </div>
  );
}

export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children && <p className="mt-1 max-w-2xl text-sm text-slate-600">{children}</p>}
    </div>
  );
}

export function Card({
  children,
  className,
  padded = true,
}: {
  children: ReactNode;
  className?: string;
  /** false: the rows inside have their own padding (a list running edge to edge). */
  padded?: boolean;
}) {
  return (
    <div
      className={cn(
        "rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5",
        padded && "p-5",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Links to the other pages of a list, keeping the current filters. */
export function Pagination({
  page,
  pages,
  total,
  totalText,
}: {
  page: number;
  pages: number;
  total: number;
  /** "12 results", formatted by the loader in the admin's language. */
  totalText?: string;
}) {
  const t = useText();
  const [params] = useSearchParams();
  const href = (p: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(p));
    return `?${next.toString()}`;
  };
  return (
    <SharedPagination
      page={page}
      pages={pages}
      total={total}
      href={href}
      linkRel
      label={t("admin.list.pagination")}
      onePage={
        <p className="text-sm text-slate-600">
          {totalText ?? `${total} ${total === 1 ? "result" : "results"}`}
        </p>
      }
    />
  );
}

/**
 * A form whose submit asks first ("Are you sure?") in a modal dialog. Before the page's script
 * runs (a slow network) or without JavaScript, the button posts at once and the server asks
 * instead (`askFirst` in admin-route.server.ts): nothing is done, and the question comes back
 * beside the form with a button that posts the same fields confirmed. `confirmKey` names this
 * form among the page's (e.g. "disable:<user id>").
 */
export function ConfirmForm({
  question,
  confirmLabel,
  confirmKey,
  children,
  className,
  ...props
}: Omit<ComponentProps<typeof Form>, "children"> & {
  question: string;
  confirmLabel: string;
  confirmKey: string;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLInputElement>(null);
  const submitterRef = useRef<HTMLElement | null>(null);
  const confirmed = useRef(false);
  const [open, setOpen] = useState(false);
  const questionId = useId();
  const askedId = useId();
  const t = useText();
  const location = useLocation();
  const asked = useActionData<AdminActionResult>()?.ask;
  const askedHere = asked?.[CONFIRM_FIELD] === confirmKey ? asked : undefined;

  useEffect(() => {
    const d = dialogRef.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    if (!e.currentTarget.checkValidity()) return;
    e.preventDefault();
    submitterRef.current = (e.nativeEvent as SubmitEvent).submitter ?? null;
    setOpen(true);
  }

  function confirm() {
    confirmed.current = true;
    setOpen(false);
    const submitter = submitterRef.current;
    if (okRef.current) okRef.current.value = "yes";
    formRef.current?.requestSubmit(
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
        ? submitter
        : undefined,
    );
    if (okRef.current) okRef.current.value = "";
  }

  return (
    <>
      <Form ref={formRef} onSubmit={onSubmit} className={className} {...props}>
        <input type="hidden" name={CONFIRM_FIELD} value={confirmKey} />
        <input ref={okRef} type="hidden" name={CONFIRMED_FIELD} defaultValue="" />
        {children}
        <dialog
          ref={dialogRef}
          onClose={() => setOpen(false)}
          aria-labelledby={questionId}
          className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-[var(--radius-card)] p-6 shadow-xl backdrop:bg-slate-900/50"
        >
          <p id={questionId} className="text-base font-semibold text-slate-900">
            {question}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className={buttonVariants({ variant: "outline" })}
              onClick={() => setOpen(false)}
            >
              {t("admin.ui.cancel")}
            </button>
            <button
              type="button"
              className={buttonVariants({ variant: "destructive" })}
              onClick={confirm}
              autoFocus
            >
              {confirmLabel}
            </button>
          </div>
        </dialog>
      </Form>
      {askedHere && (
        <Form
          method="post"
          action={props.action}
          aria-labelledby={askedId}
          data-testid="confirm-step"
          className="mt-3 basis-full rounded-[var(--radius-card)] border border-amber-300 bg-amber-50 p-4"
        >
          {Object.entries(askedHere).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name={CONFIRMED_FIELD} value="yes" />
          <p id={askedId} role="alert" className="text-base font-semibold text-slate-900">
            {question}
          </p>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Link
              to={`${location.pathname}${location.search}`}
              className={buttonVariants({ variant: "outline" })}
            >
              {t("admin.ui.cancel")}
            </Link>
            <button type="submit" className={buttonVariants({ variant: "destructive" })}>
              {confirmLabel}
            </button>
          </div>
        </Form>
      )}
    </>
  );
}

/** The Intl tag of the page's language (Arabic with Western digits), for dates in the admin area. */
export function useIntlTag(): string {
  return localeInfo(useLocale()).intl;
}

export function formatDateTime(iso: string | Date | null, intl = "en-GB"): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat(intl, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(new Date(iso));
}

export function formatDate(iso: string | Date | null, intl = "en-GB"): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat(intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}

/** A GET search/filter bar: works without JavaScript, keeps what was typed. */
export function FilterBar({ children }: { children: ReactNode }) {
  const t = useText();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
      {children}
      <button type="submit" className={buttonVariants({ variant: "outline" })}>
        {t("admin.ui.search")}
      </button>
    </Form>
  );
}

/** A select of a FilterBar; its name is its id. */
export function FilterSelect({
  id,
  label,
  defaultValue,
  children,
}: {
  id: string;
  label: string;
  defaultValue: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} name={id} defaultValue={defaultValue} className={selectClass}>
        {children}
      </select>
    </div>
  );
}

/** The search box of a FilterBar (`q`). */
export function SearchField({
  defaultValue,
  placeholder,
  className = "min-w-56 flex-1",
}: {
  defaultValue: string;
  placeholder: string;
  className?: string;
}) {
  const t = useText();
  return (
    <div className={className}>
      <label htmlFor="q" className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t("admin.ui.search")}
      </label>
      <input
        id="q"
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        className={inputClass}
      />
    </div>
  );
}

/** Links between the lists of one page (`?param=key`), the current one marked. */
export function ListTabs<K extends string>({
  label,
  param,
  keys,
  current,
  className,
  children,
}: {
  label: string;
  param: string;
  keys: readonly K[];
  current: K;
  className?: string;
  children: (key: K, active: boolean) => ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {keys.map((k) => (
          <li key={k}>
            <Link
              to={`?${param}=${k}`}
              aria-current={current === k ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-lg px-3.5 text-sm font-medium ring-1 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300",
                className,
                current === k
                  ? "bg-primary-700 text-white ring-primary-700"
                  : "bg-white text-slate-700 ring-slate-200 hover:bg-primary-50",
              )}
            >
              {children(k, current === k)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A paged admin list as its loader returns it: the rows (each in a Card), or the empty state
 * when there are none, then the pagination.
 */
export function AdminList<T extends { id: string | number }>({
  list,
  label,
  empty,
  ordered,
  className = "space-y-4",
  children,
}: {
  list: {
    rows: T[];
    total: number;
    pages: number;
    filters: { page: number };
    totalText?: string;
  };
  label: string;
  empty: ComponentProps<typeof EmptyState>;
  ordered?: boolean;
  className?: string;
  children: (row: T) => ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <>
      {list.rows.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <List className={className} aria-label={label}>
          {list.rows.map((row) => (
            <li key={row.id}>
              <Card>{children(row)}</Card>
            </li>
          ))}
        </List>
      )}
      <Pagination
        page={list.filters.page}
        pages={list.pages}
        total={list.total}
        totalText={list.totalText}
      />
    </>
  );
}
