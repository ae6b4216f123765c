import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";

type Item = { topic: string; question: string; answer: string };

/**
 * Single-open accordion (Radix): each question is a real button inside an h3, with
 * aria-expanded/aria-controls, arrow-key/Home/End movement between questions.
 * Without JavaScript the answers are still all readable (see the noscript fallback).
 */
export function FaqAccordion({ items, defaultOpen }: { items: Item[]; defaultOpen?: string }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={defaultOpen}
      className="divide-y divide-slate-200 overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
    >
      {items.map((item) => (
        <Accordion.Item
          key={item.topic}
          value={item.topic}
          id={`faq-${item.topic}`}
          className="group scroll-mt-24"
        >
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-slate-900 transition-colors hover:bg-slate-50 focus-visible:bg-primary-50 focus-visible:outline-offset-[-3px] data-[state=open]:text-primary-800 sm:px-6 sm:text-lg">
                <span>{item.question}</span>
                <span
                  aria-hidden
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-700 transition-transform duration-200 group-data-[state=open]:rotate-180 group-data-[state=open]:bg-primary-100 group-data-[state=open]:text-primary-800"
                >
                  <ChevronDown className="size-4" />
                </span>
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="overflow-hidden text-slate-700">
            <p className="max-w-prose px-5 pb-5 leading-relaxed sm:px-6 sm:pb-6">{item.answer}</p>
          </Accordion.Content>
          {item.topic !== defaultOpen && (
            // Radix renders closed answers only once JavaScript runs; without it, show every answer.
            <noscript>
              <p className="max-w-prose px-5 pb-5 leading-relaxed text-slate-700 sm:px-6 sm:pb-6">
                {item.answer}
              </p>
            </noscript>
          )}
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
