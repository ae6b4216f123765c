import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Initials } from "~/components/ui/initials";
import { useLocalePath, useText } from "~/i18n/text";
import type { PostCardData } from "../blog-text.server";
import { CategoryLabel, DateAndReadTime, useArticleWords } from "./post-meta";

const CARD =
  "group relative overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 transition-shadow hover:shadow-[var(--shadow-card-hover)] focus-within:shadow-[var(--shadow-card-hover)]";
// The tinted background stands in while an illustration loads (or if it is missing).
const IMG = "bg-gradient-to-br from-primary-100 to-primary-50 object-cover";

/** The big card for the featured article; the whole card is one link (the title). */
export function FeaturedPostCard({ post }: { post: PostCardData }) {
  const t = useText();
  const to = useLocalePath();
  const words = useArticleWords();
  return (
    <article className={`${CARD} grid md:grid-cols-[1.15fr_1fr]`}>
      <img
        src={post.image}
        alt=""
        width={1200}
        height={800}
        className={`${IMG} aspect-[3/2] w-full md:aspect-auto md:h-full`}
      />
      <div className="flex flex-col p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center rounded-full bg-accent-600 px-2.5 py-0.5 text-xs font-semibold text-white">
            {t("blog.featured")}
          </span>
          <CategoryLabel category={post.category} name={post.categoryName} />
        </div>
        <h2
          {...words}
          className="mt-4 text-balance text-2xl font-bold leading-tight tracking-tight text-slate-900 sm:text-3xl"
        >
          <Link
            to={to(`/blog/${post.slug}`)}
            className="after:absolute after:inset-0 group-hover:text-primary-800"
          >
            {post.title}
          </Link>
        </h2>
        <p {...words} className="mt-3 text-pretty leading-relaxed text-slate-600">
          {post.summary}
        </p>
        <div className="mt-auto pt-6">
          <div className="flex items-center gap-3">
            <Initials name={post.author} />
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-slate-900">{post.author}</p>
              {post.authorRole && (
                <p {...words} className="text-slate-600">
                  {post.authorRole}
                </p>
              )}
            </div>
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <DateAndReadTime date={post.date} dateText={post.dateShort} readText={post.readText} />
            <span
              aria-hidden
              className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800"
            >
              {t("blog.read-article")}{" "}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5" />
            </span>
          </div>
        </div>
      </div>
    </article>
  );
}

/** A grid card: image, category, title (the link), summary, date and read time. */
export function PostCard({
  post,
  headingLevel = "h3",
}: {
  post: PostCardData;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  const to = useLocalePath();
  const words = useArticleWords();
  return (
    <article className={`${CARD} flex h-full flex-col`}>
      <img
        src={post.image}
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className={`${IMG} aspect-[3/2] w-full`}
      />
      <div className="flex flex-1 flex-col p-5">
        <CategoryLabel category={post.category} name={post.categoryName} className="self-start" />
        <Heading {...words} className="mt-3 text-lg font-semibold leading-snug text-slate-900">
          <Link
            to={to(`/blog/${post.slug}`)}
            className="after:absolute after:inset-0 group-hover:text-primary-800"
          >
            {post.title}
          </Link>
        </Heading>
        <p {...words} className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-slate-600">
          {post.summary}
        </p>
        <DateAndReadTime
          date={post.date}
          dateText={post.dateShort}
          readText={post.readText}
          className="mt-4 border-t border-slate-100 pt-4"
        />
      </div>
    </article>
  );
}

/** A compact row for sidebars: thumbnail, title link and date. */
export function CompactPostLink({ post }: { post: PostCardData }) {
  const to = useLocalePath();
  const words = useArticleWords();
  return (
    <article className="group relative flex gap-3">
      <img
        src={post.image}
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className={`${IMG} aspect-square size-16 shrink-0 rounded-lg`}
      />
      <div className="min-w-0">
        <h3 {...words} className="text-sm font-semibold leading-snug text-slate-900">
          <Link
            to={to(`/blog/${post.slug}`)}
            className="after:absolute after:inset-0 group-hover:text-primary-800 group-hover:underline"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-1 text-xs text-slate-600">
          <time dateTime={post.date}>{post.dateShort}</time> · {post.readText}
        </p>
      </div>
    </article>
  );
}
