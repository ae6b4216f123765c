import type { FormEvent } from "react";
import { useLocation } from "react-router";

/** The form every language button submits (`form=` attribute), rendered once by the root layout. */
export const LOCALE_FORM_ID = "locale-choice";

/**
 * The language choice (resources/locale.ts): a plain form posting the chosen language
 * (`locale`, the value of the button that submits it) and the page being shown (`to`); the
 * server works out the same page in that language. It lives in the root layout, outside any
 * island, so `to` follows client-side navigation even where the buttons are static HTML (the
 * header's and the footer's switchers).
 *
 * On submit, `to` is read from the address bar itself: after a client-side navigation the
 * address changes before React commits the new page (router updates run in a transition, held
 * while the next page's code loads), and a click in that moment must still land on the page
 * the address shows.
 */
export function LocaleChoiceForm() {
  const { pathname, search } = useLocation();
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const to = e.currentTarget.elements.namedItem("to");
    if (to instanceof HTMLInputElement)
      to.value = window.location.pathname + window.location.search;
  }
  return (
    <form id={LOCALE_FORM_ID} method="post" action="/api/locale" hidden onSubmit={onSubmit}>
      <input type="hidden" name="to" value={pathname + search} />
    </form>
  );
}
