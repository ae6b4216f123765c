import { Newspaper } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { BLOG_CATEGORIES } from "~/features/blog/blog-categories";
import { listPosts } from "~/features/blog/blog.server";
import { BlogSidebar } from "~/features/blog/components/blog-sidebar";
import { CategoryChips } from "~/features/blog/components/category-chips";
import { FeaturedPostCard, PostCard } from "~/features/blog/components/post-card";
import { pageI18n } from "~/i18n/page.server";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/index";

export async function loader({ request, params }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("category");
  // An unknown category shows every post rather than an empty page.
  const category = BLOG_CATEGORIES.find((c) => c === requested) ?? null;
  const all = listPosts();
  const featured = category ? null : (all.find((p) => p.featured) ?? all[0] ?? null);
  const posts = category ? listPosts(category) : all.filter((p) => p.slug !== featured?.slug);
  const counts = Object.fromEntries(BLOG_CATEGORIES.map((c) => [c, listPosts(c).length]));
  const { locale, i18n } = pageI18n(params, []);
  const meta = category
    ? {
        title: i18n._("meta.blog.category.title", { category }),
        description: i18n._("meta.blog.category.description", { category }),
      }
    : { title: i18n._("meta.blog.title"), description: i18n._("meta.blog.description") };
  return {
    category,
    featured,
    posts,
    latest: all.slice(0, 4),
    counts,
    total: all.length,
    locale,
    meta,
  };
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { category, featured, posts, latest, counts, total } = loaderData;
  return (
    <>
      <section
        aria-labelledby="page-title"
        className="border-b border-slate-200/70 bg-gradient-to-b from-primary-50 to-white"
      >
        <div className="container-page pb-8 pt-10 sm:pb-10 sm:pt-14">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-primary-700">
            <Newspaper aria-hidden className="size-4" /> The CareAtlas Blog
          </p>
          <h1
            id="page-title"
            className="mt-2 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {category ?? "Medical travel, explained"}
          </h1>
          <p className="mt-3 max-w-2xl text-pretty text-lg text-slate-600">
            {category
              ? `${posts.length} ${posts.length === 1 ? "article" : "articles"} in ${category}.`
              : "Doctor interviews, safe journey tips, treatment guides and city insights to help you plan care abroad with a clear head."}
          </p>
          <div className="mt-6">
            <CategoryChips
              categories={BLOG_CATEGORIES}
              active={category}
              counts={counts}
              total={total}
            />
          </div>
        </div>
      </section>

      <div className="container-page grid grid-cols-1 gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12 lg:py-12">
        <div className="min-w-0">
          {featured && (
            <section aria-label="Featured article" className="mb-12">
              <FeaturedPostCard post={featured} />
            </section>
          )}

          <section aria-labelledby="latest-title">
            <h2
              id="latest-title"
              className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
            >
              {category ? `Articles in ${category}` : "Latest articles"}
            </h2>
            {posts.length > 0 ? (
              <ul className="mt-6 grid gap-6 sm:grid-cols-2">
                {posts.map((p) => (
                  <li key={p.slug}>
                    <PostCard post={p} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-6 rounded-[var(--radius-card)] bg-slate-50 p-8 text-center ring-1 ring-slate-200">
                <p className="font-medium text-slate-900">No articles in this category yet.</p>
                <Link
                  to="/blog"
                  className={buttonVariants({ variant: "outline", className: "mt-4" })}
                >
                  See all posts
                </Link>
              </div>
            )}
          </section>
        </div>

        <BlogSidebar latest={latest} />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const category = loaderData?.category;
  return seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: category ? `/blog?category=${encodeURIComponent(category)}` : "/blog",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
};
