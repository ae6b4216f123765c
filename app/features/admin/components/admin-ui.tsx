import {
  Building2,
  ClipboardList,
  Coins,
  Inbox,
  LayoutDashboard,
  MessageSquareWarning,
  ScrollText,
  ShieldCheck,
  Users,
} from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation, useSearchParams } from "react-router";
import { inputClass, selectClass } from "~/components/forms/field";
import { Pagination as SharedPagination } from "~/components/layout/pagination";
import { EmptyState } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/utils/misc";
import { useCurrentInView } from "~/utils/use-current-in-view";

export const ADMIN_SECTIONS = [
  { to: "/admin", label: "Overview", icon: LayoutDashboard, end: true },
  { to: "/admin/applications", label: "Applications", icon: ClipboardList },
  { to: "/admin/clinics", label: "Clinics", icon: Building2 },
  { to: "/admin/moderation", label: "Moderation", icon: MessageSquareWarning },
  { to: "/admin/inbox", label: "Inbox", icon: Inbox },
  { to: "/admin/users", label: "Users", icon: Users },
  { to: "/admin/rates", label: "Exchange rates", icon: Coins },
  { to: "/admin/audit", label: "Audit log", icon: ScrollText },
] as const;

export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
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
              Admin area
            </p>
            <p className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-slate-900">
              CareAtlas administration
            </p>
            <p className="mt-1 text-sm text-slate-600">
              Signed in as <span className="font-medium text-slate-800">{email}</span>. Every change
              is recorded in the audit log.
            </p>
          </div>
          <Link to="/dashboard" className={buttonVariants({ variant: "outline" })}>
            Back to my dashboard
          </Link>
        </div>
      </div>
      <div className="container-page mt-6 grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <nav
          ref={navRef}
          aria-label="Admin sections"
          className="-mx-4 overflow-x-auto px-4 pb-1 lg:mx-0 lg:px-0"
        >
          <ul className="flex gap-2 lg:flex-col lg:gap-1">
            {ADMIN_SECTIONS.map((s) => (
              <li key={s.to} className="shrink-0">
                <NavLink
                  to={s.to}
                  end={"end" in s ? s.end : false}
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
                  {s.label}
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

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Links to the other pages of a list, keeping the current filters. */
export function Pagination({ page, pages, total }: { page: number; pages: number; total: number }) {
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
      onePage={
        <p className="text-sm text-slate-600">
          {total} {total === 1 ? "result" : "results"}
        </p>
      }
    />
  );
}

/**
 * A form whose submit asks first ("Are you sure?") in a modal dialog. Without JavaScript the
 * button submits directly; the server checks everything either way.
 */
export function ConfirmForm({
  question,
  confirmLabel,
  children,
  className,
  ...props
}: Omit<ComponentProps<typeof Form>, "children"> & {
  question: string;
  confirmLabel: string;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const submitterRef = useRef<HTMLElement | null>(null);
  const confirmed = useRef(false);
  const [open, setOpen] = useState(false);
  const questionId = useId();

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
    formRef.current?.requestSubmit(
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
        ? submitter
        : undefined,
    );
  }

  return (
    <Form ref={formRef} onSubmit={onSubmit} className={className} {...props}>
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
            Cancel
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
  );
}

export function formatDateTime(iso: string | Date | null): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(new Date(iso));
}

export function formatDate(iso: string | Date | null): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}

/** A GET search/filter bar: works without JavaScript, keeps what was typed. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
      {children}
      <button type="submit" className={buttonVariants({ variant: "outline" })}>
        Search
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
  return (
    <div className={className}>
      <label htmlFor="q" className="mb-1.5 block text-sm font-semibold text-slate-800">
        Search
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
  list: { rows: T[]; total: number; pages: number; filters: { page: number } };
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
      <Pagination page={list.filters.page} pages={list.pages} total={list.total} />
    </>
  );
}
