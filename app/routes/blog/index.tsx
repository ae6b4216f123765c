import { Newspaper } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { BLOG_CATEGORIES } from "~/features/blog/blog-categories";
import { categoryNameIn, postCardIn, topDestinationsIn } from "~/features/blog/blog-text.server";
import { listPosts } from "~/features/blog/blog.server";
import { BlogSidebar } from "~/features/blog/components/blog-sidebar";
import { type CategoryChip, CategoryChips } from "~/features/blog/components/category-chips";
import { FeaturedPostCard, PostCard } from "~/features/blog/components/post-card";
import { pageI18n } from "~/i18n/page.server";
import { useLocalePath, useText } from "~/i18n/text";
import { UntranslatedNote } from "~/i18n/untranslated-note";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/index";

export async function loader({ request, params }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("category");
  // An unknown category shows every post rather than an empty page.
  const category = BLOG_CATEGORIES.find((c) => c === requested) ?? null;
  const all = listPosts();
  const featured = category ? null : (all.find((p) => p.featured) ?? all[0] ?? null);
  const posts = category ? listPosts(category) : all.filter((p) => p.slug !== featured?.slug);
  const { locale, i18n, text } = pageI18n(params, ["blog."]);
  const categoryName = category ? categoryNameIn(locale, category) : null;
  const chips: CategoryChip[] = [
    { label: i18n._("blog.all-posts"), value: null, count: all.length },
    ...BLOG_CATEGORIES.map((c) => ({
      label: categoryNameIn(locale, c),
      value: c,
      count: listPosts(c).length,
    })),
  ].map((chip) => ({ ...chip, countText: i18n._("blog-data.count", { count: chip.count }) }));
  const meta = category
    ? {
        title: i18n._("meta.blog.category.title", { category: categoryName }),
        description: i18n._("meta.blog.category.description", { category: categoryName }),
      }
    : { title: i18n._("meta.blog.title"), description: i18n._("meta.blog.description") };
  const card = (p: (typeof all)[number]) => postCardIn(locale, p);
  return {
    category,
    // The page's own words about the selection, formatted here: the name and count change them.
    heading: categoryName ?? i18n._("blog.title"),
    intro: categoryName
      ? i18n._("blog-data.category-intro", { count: posts.length, category: categoryName })
      : i18n._("blog.intro"),
    listTitle: categoryName
      ? i18n._("blog-data.in-category", { category: categoryName })
      : i18n._("blog.latest"),
    featured: featured && card(featured),
    posts: posts.map(card),
    latest: all.slice(0, 4).map(card),
    destinations: topDestinationsIn(locale),
    chips,
    locale,
    meta,
    text,
  };
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { category, heading, intro, listTitle, featured, posts, latest, destinations, chips } =
    loaderData;
  const t = useText();
  const to = useLocalePath();
  return (
    <>
      <section
        aria-labelledby="page-title"
        className="border-b border-slate-200/70 bg-gradient-to-b from-primary-50 to-white"
      >
        <div className="container-page pb-8 pt-10 sm:pb-10 sm:pt-14">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-primary-700">
            <Newspaper aria-hidden className="size-4" /> {t("blog.eyebrow")}
          </p>
          <h1
            id="page-title"
            className="mt-2 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {heading}
          </h1>
          <p className="mt-3 max-w-2xl text-pretty text-lg text-slate-600">{intro}</p>
          <div className="mt-6">
            <CategoryChips chips={chips} active={category} />
          </div>
        </div>
      </section>

      {/* The articles are written in English: their titles and summaries say so here. */}
      <UntranslatedNote />

      <div className="container-page grid grid-cols-1 gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12 lg:py-12">
        <div className="min-w-0">
          {featured && (
            <section aria-label={t("blog.featured-label")} className="mb-12">
              <FeaturedPostCard post={featured} />
            </section>
          )}

          <section aria-labelledby="latest-title">
            <h2
              id="latest-title"
              className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
            >
              {listTitle}
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
                <p className="font-medium text-slate-900">{t("blog.empty")}</p>
                <Link
                  to={to("/blog")}
                  className={buttonVariants({ variant: "outline", className: "mt-4" })}
                >
                  {t("blog.see-all")}
                </Link>
              </div>
            )}
          </section>
        </div>

        <BlogSidebar latest={latest} destinations={destinations} />
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
