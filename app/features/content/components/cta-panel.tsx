import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";

/** A soft closing call to action used at the foot of the content pages. */
export function CtaPanel({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="container-page pt-12 sm:pt-16">
      <div className="rounded-3xl bg-primary-900 px-6 py-10 text-center text-white sm:px-12 sm:py-12">
        <h2 id={id} className="text-balance text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-pretty text-primary-50">{text}</p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}

/** A secondary button that reads on the dark panel. */
export const CTA_SECONDARY = buttonVariants({ variant: "outlineLight", size: "lg" });
