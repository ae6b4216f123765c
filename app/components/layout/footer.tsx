import { NewsletterForm as NewsletterFormSSR } from "~/components/layout/newsletter-form";
import { deferredIsland } from "~/perf/deferred-island";
import { staticIslands } from "~/perf/static-island";
import * as Content from "./footer-content";

/** The newsletter box loads its code when the footer comes near the screen (perf/deferred-island.tsx). */
const NewsletterForm = deferredIsland(import.meta.env.SSR ? NewsletterFormSSR : null, () =>
  import("~/components/layout/newsletter-form").then((m) => m.NewsletterForm),
);

/** The link columns and the legal line never change after the server renders them. */
const island = staticIslands(
  import.meta.env.SSR ? Content : null,
  () => import("./footer-content"),
);
const FooterIntroIsland = island("footer-intro", (m) => m.FooterIntro);
const FooterNavIsland = island("footer-nav", (m) => m.FooterNav);
const FooterLegalIsland = island("footer-legal", (m) => m.FooterLegal);

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 text-sm">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1.2fr_2fr]">
        <div className="min-w-0 max-w-sm">
          <FooterIntroIsland />
          <NewsletterForm source="footer" />
        </div>
        <FooterNavIsland />
      </div>
      <FooterLegalIsland />
    </footer>
  );
}
