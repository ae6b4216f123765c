import {
  Suspense,
  cloneElement,
  isValidElement,
  lazy,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { loadWhenOnline } from "~/perf/load-when-online";

export type ContactSubject = { kind: "clinic" | "package"; id: string; slug: string; name: string };

/** The no-JavaScript way to the same message: the contact page, linked to the clinic or package. */
export function contactPageHref(subject?: ContactSubject): string {
  if (!subject) return "/contact";
  return `/contact?${subject.kind}=${encodeURIComponent(subject.slug)}`;
}

// The dialog (Radix Dialog, the form, zod) loads when a pointer or the keyboard reaches a
// Contact button, so it is usually in by the click; the pages' first download stays light.
const loadPanel = () => import("./contact-dialog-panel");
const ContactDialogPanel = lazy(() => loadWhenOnline(loadPanel));

/**
 * 'Contact' on package, clinic and search cards. The trigger is rendered as given; make it a
 * link to `contactPageHref(subject)` so it still works before JavaScript has loaded (the
 * click is intercepted once hydrated and opens the dialog instead).
 */
export function ContactDialog({
  subject,
  trigger,
}: {
  subject?: ContactSubject;
  trigger: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);

  return (
    <>
      <TriggerSlot
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        // Capture phase: runs before a <Link> trigger's own click handler, whose navigation
        // is skipped once the default is prevented.
        onClickCapture={(e: React.MouseEvent<HTMLElement>) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return; // new tab etc. still work
          e.preventDefault();
          triggerRef.current = e.currentTarget;
          setWanted(true);
          setOpen(true);
        }}
      >
        {trigger}
      </TriggerSlot>
      {wanted && (
        <Suspense fallback={null}>
          <ContactDialogPanel
            subject={subject}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={() => triggerRef.current}
          />
        </Suspense>
      )}
    </>
  );
}

type Handler = (...args: never[]) => unknown;

/**
 * Radix's Slot for the one thing this file needs (decision 043: Radix's Slot and its ref
 * composition weighed on every page with a Contact button): the given props go onto the
 * trigger element, its own props win, and where both have a handler the trigger's runs first.
 */
function TriggerSlot({ children, ...props }: { children: ReactNode } & Record<string, unknown>) {
  if (!isValidElement<Record<string, unknown>>(children)) return children;
  const own = children.props;
  const merged: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    const mine = own[name];
    if (mine === undefined) merged[name] = value;
    else if (typeof mine === "function" && typeof value === "function" && /^on[A-Z]/.test(name))
      merged[name] = (...args: never[]) => {
        const result = (mine as Handler)(...args);
        (value as Handler)(...args);
        return result;
      };
  }
  return cloneElement(children, merged);
}
