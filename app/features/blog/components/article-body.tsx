import { cn } from "~/utils/misc";

/**
 * Our own "prose" styles for article HTML (no typography plugin). The HTML comes from
 * blog.server.ts, which renders trusted Markdown files and sanitises the result.
 */
const PROSE = cn(
  "text-[1.0625rem] leading-[1.75] text-slate-700",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:leading-snug [&_h3]:text-slate-900",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_h2+*]:mt-3 [&_h3+*]:mt-2 [&_h4+*]:mt-2",
  "[&_a]:font-medium [&_a]:text-primary-800 [&_a]:underline [&_a]:decoration-primary-300 [&_a]:underline-offset-2 hover:[&_a]:decoration-primary-700",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-primary-700",
  "[&_blockquote]:rounded-r-lg [&_blockquote]:border-l-4 [&_blockquote]:border-primary-600 [&_blockquote]:bg-primary-50 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-slate-800 [&_blockquote_p+p]:mt-3",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-slate-900",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit",
  "[&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-left [&_table]:text-sm",
  "[&_th]:border-b-2 [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
);

export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
