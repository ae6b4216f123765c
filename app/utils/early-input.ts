/**
 * What a person typed, ticked or chose before the page's code took over, handed to React
 * (decision 079).
 *
 * On a slow phone the server's form is on screen well before hydration, and people type into
 * it. React 19.3 keeps those values in the page but not in a controlled field's state, so the
 * live total ignores them, and the next render of the field puts the server's value back: a
 * clinic's quote lines vanished when it picked a currency (facebook/react#12955). React's own
 * fix, replaying the change events at hydration (facebook/react#33129), is behind a flag that no
 * stable release turns on; this does the same until one does.
 *
 * `noteServerValues` runs just before hydration and records each field's value as the server
 * sent it. `replayEarlyInput` runs in the hydration commit's last layout effect (the root
 * layout's) and, for each field whose value now differs, fires the events React listens to, so
 * every onChange sees the value on screen. Fields nobody touched fire nothing.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const SKIPPED = new Set(["hidden", "file", "submit", "reset", "button", "image"]);

let serverValues: Map<Control, string> | null = null;

function controls(): Control[] {
  return [...document.querySelectorAll<Control>("input, textarea, select")].filter(
    (el) => !(el instanceof HTMLInputElement && SKIPPED.has(el.type)),
  );
}

const isCheckable = (el: Control): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");

/** The options a select shows chosen by default: the marked ones, else the first enabled one. */
function defaultSelection(el: HTMLSelectElement): string {
  const marked = [...el.options].flatMap((o, i) => (o.defaultSelected ? [i] : []));
  if (el.multiple) return marked.join(",");
  if (marked.length) return String(marked[marked.length - 1]);
  const first = [...el.options].findIndex((o) => !o.disabled);
  return first < 0 ? "" : String(first);
}

function currentSelection(el: HTMLSelectElement): string {
  return [...el.options].flatMap((o, i) => (o.selected ? [i] : [])).join(",");
}

const asSent = (el: Control) =>
  el instanceof HTMLSelectElement
    ? defaultSelection(el)
    : isCheckable(el)
      ? String(el.defaultChecked)
      : el.defaultValue;

const asShown = (el: Control) =>
  el instanceof HTMLSelectElement
    ? currentSelection(el)
    : isCheckable(el)
      ? String(el.checked)
      : el.value;

/** Before hydration: each field's value as the server sent it. */
export function noteServerValues(): void {
  serverValues = new Map(controls().map((el) => [el, asSent(el)]));
}

function replayText(el: HTMLInputElement | HTMLTextAreaElement): void {
  const shown = el.value;
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(proto.prototype, "value")?.set;
  if (!setValue) return;
  let selection: [number | null, number | null] | null = null;
  try {
    if (document.activeElement === el) selection = [el.selectionStart, el.selectionEnd];
  } catch {
    /* a type without a selection (number, date) */
  }
  // Through the element's own setter, which React's value tracker watches: React then sees the
  // shown value as a change. The prototype's setter puts it back without telling the tracker.
  el.value = shown === "" ? " " : "";
  setValue.call(el, shown);
  el.dispatchEvent(new Event("input", { bubbles: true }));
  el.dispatchEvent(new Event("change", { bubbles: true }));
  if (selection && selection[0] !== null) {
    try {
      el.setSelectionRange(selection[0], selection[1]);
    } catch {
      /* ignore */
    }
  }
}

/** In the hydration commit: tells React about every field changed since the server sent it. */
export function replayEarlyInput(): void {
  const before = serverValues;
  serverValues = null;
  if (!before) return;
  for (const [el, sent] of before) {
    if (!el.isConnected || el.disabled || asShown(el) === sent) continue;
    if (el instanceof HTMLSelectElement) {
      el.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (isCheckable(el)) {
      // A radio button is replayed from the one now chosen.
      if (el.type === "radio" && !el.checked) continue;
      const shown = el.checked;
      el.checked = !shown; // through the tracker, as above
      el.click(); // back to what is shown, with the click, input and change React listens to
    } else {
      replayText(el);
    }
  }
}
