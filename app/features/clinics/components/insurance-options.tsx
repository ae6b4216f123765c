import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { ReactNode } from "react";
import type { InsuranceOption } from "./insurance-addon";

/**
 * The insurance add-on's options, shown once it is switched on (a lazy chunk: decision 043).
 * What it shows comes in as props, so the chunk imports nothing from the route's own chunk.
 */
export default function InsuranceOptions({
  options,
  quoteLink,
}: {
  options: readonly InsuranceOption[];
  quoteLink: ReactNode;
}) {
  return (
    <div className="mt-4">
      <Accordion.Root
        type="single"
        collapsible
        defaultValue={options[0]?.id}
        className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
      >
        {options.map((o) => (
          <Accordion.Item key={o.id} value={o.id}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex min-h-12 w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50">
                  <o.icon aria-hidden className="size-4 shrink-0 text-primary-700" />
                  <span className="flex-1 font-semibold text-slate-900">{o.name}</span>
                  <span className="font-semibold text-primary-800">{o.range}</span>
                  <ChevronDown
                    aria-hidden
                    className="size-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-3 pb-3 pl-10 text-sm text-slate-700">
              {o.text}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      {quoteLink}
    </div>
  );
}
