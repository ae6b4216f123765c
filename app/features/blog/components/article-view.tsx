import { ArrowLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Initials } from "~/components/ui/initials";
import { useLocalePath, useText } from "~/i18n/text";
import { SITE_NAME } from "~/utils/seo";
import type { PostCardData } from "../blog-text.server";
import type { BlogPost } from "../blog.server";
import { ArticleBody } from "./article-body";
import { PostCard } from "./post-card";
import { CategoryLabel, DateAndReadTime, useArticleWords } from "./post-meta";
import { ShareButtons } from "./share-buttons";

type Post = BlogPost & PostCardData;

/** A blog article: breadcrumb, heading, author and share buttons, the body, related posts. */
export function ArticleView({
  post,
  related,
  url,
}: {
  post: Post;
  related: PostCardData[];
  url: string;
}) {
  const t = useText();
  const to = useLocalePath();
  const words = useArticleWords();
  return (
    <>
      <article aria-labelledby="article-title">
        <header className="bg-gradient-to-b from-primary-50 to-white">
          <div className="container-page max-w-4xl pb-8 pt-6 sm:pt-10">
            <nav aria-label={t("blog.breadcrumb")}>
              <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
                <li>
                  <Link
                    to={to("/blog")}
                    className="inline-flex min-h-11 items-center hover:text-primary-800 hover:underline"
                  >
                    {t("blog.breadcrumb-home")}
                  </Link>
                </li>
                <li aria-hidden>
                  <ChevronRight className="size-4 rtl:-scale-x-100" />
                </li>
                <li>
                  <Link
                    to={to(`/blog?category=${encodeURIComponent(post.category)}`)}
                    className="inline-flex min-h-11 items-center hover:text-primary-800 hover:underline"
                  >
                    {post.categoryName}
                  </Link>
                </li>
              </ol>
            </nav>
            <CategoryLabel category={post.category} name={post.categoryName} className="mt-2" />
            <h1
              {...words}
              id="article-title"
              className="mt-4 text-balance text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl lg:text-5xl"
            >
              {post.title}
            </h1>
            <p {...words} className="mt-4 max-w-3xl text-pretty text-lg text-slate-600 sm:text-xl">
              {post.summary}
            </p>
            <div className="mt-6 flex flex-col gap-5 border-t border-slate-200 pt-5 md:flex-row md:items-center md:justify-between">
              <div className="flex items-center gap-3">
                <Initials name={post.author} size="lg" />
                <div className="min-w-0 md:whitespace-nowrap">
                  <p className="font-semibold text-slate-900">
                    <span className="sr-only">{t("blog.by")} </span>
                    {post.author}
                  </p>
                  {post.authorRole && (
                    <p {...words} className="text-sm text-slate-600">
                      {post.authorRole}
                    </p>
                  )}
                </div>
                <div className="ms-2 hidden border-s border-slate-200 ps-4 sm:block">
                  <DateAndReadTime
                    date={post.date}
                    dateText={post.dateLong}
                    readText={post.readText}
                  />
                </div>
              </div>
              <div className="sm:hidden">
                <DateAndReadTime
                  date={post.date}
                  dateText={post.dateLong}
                  readText={post.readText}
                />
              </div>
              <ShareButtons url={url} title={`${post.title} | ${SITE_NAME}`} />
            </div>
          </div>
        </header>

        <div className="container-page max-w-4xl">
          <img
            src={post.image}
            alt=""
            width={1200}
            height={800}
            fetchPriority="high"
            className="aspect-[2/1] w-full rounded-2xl bg-gradient-to-br from-primary-100 to-primary-50 object-cover shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
          />
        </div>

        <div className="container-page max-w-3xl py-10 sm:py-12">
          <div {...words}>
            <ArticleBody html={post.html} />
          </div>

          <div className="mt-12 flex flex-col gap-6 rounded-[var(--radius-card)] bg-slate-50 p-5 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-3">
              <Initials name={post.author} />
              <div>
                <p className="text-xs font-medium uppercase tracking-wide text-slate-600">
                  {t("blog.written-by")}
                </p>
                <p className="font-semibold text-slate-900">{post.author}</p>
                {post.authorRole && (
                  <p {...words} className="text-sm text-slate-600">
                    {post.authorRole}
                  </p>
                )}
              </div>
            </div>
            <ShareButtons url={url} title={`${post.title} | ${SITE_NAME}`} />
          </div>
          {!/not medical advice/i.test(post.html) && (
            <p className="mt-6 text-sm text-slate-600">{t("blog.disclaimer")}</p>
          )}
        </div>
      </article>

      {related.length > 0 && (
        <section
          aria-labelledby="related-title"
          className="border-t border-slate-200 pt-12 sm:pt-16"
        >
          <div className="container-page">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="related-title" className="text-2xl font-bold tracking-tight text-slate-900">
                {t("blog.related")}
              </h2>
              <Link
                to={to("/blog")}
                className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline"
              >
                <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />{" "}
                {t("blog.all-articles")}
              </Link>
            </div>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {related.map((p) => (
                <li key={p.slug}>
                  <PostCard post={p} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
