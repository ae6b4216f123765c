import { data } from "react-router";
import { GeneralErrorBoundary, NotFoundMessage } from "~/components/error-boundary";
import { postCardIn } from "~/features/blog/blog-text.server";
import { getPost, relatedPosts } from "~/features/blog/blog.server";
import { ArticleView } from "~/features/blog/components/article-view";
import { pageI18n } from "~/i18n/page.server";
import { UntranslatedNote } from "~/i18n/untranslated-note";
import { originFromMatches, seo, shellTextFromMatches, SITE_NAME } from "~/utils/seo";
import type { Route } from "./+types/article";

export async function loader({ params, request }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const url = `${new URL(request.url).origin}/blog/${post.slug}`;
  // Articles are written in English only: other languages show it with a note (pageLanguages).
  const { locale, text } = pageI18n(params, ["blog."]);
  return {
    post: { ...post, ...postCardIn(locale, post) },
    related: relatedPosts(post, 3).map((p) => postCardIn(locale, p)),
    url,
    text,
  };
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { post, related, url } = loaderData;
  return (
    <>
      <UntranslatedNote />
      <ArticleView post={post} related={related} url={url} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originFromMatches(matches);
  if (!loaderData) {
    const title = shellTextFromMatches(
      matches,
      /*i18n*/ "shell.notFound.article.title",
      "Article not found",
    );
    return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
  }
  const { post } = loaderData;
  const path = `/blog/${post.slug}`;
  return seo({
    title: post.title,
    description: post.summary,
    path,
    origin,
    image: post.image,
    type: "article",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.summary,
      image: `${origin}${post.image}`,
      datePublished: post.date,
      articleSection: post.category,
      author: {
        "@type": "Person",
        name: post.author,
        ...(post.authorRole ? { jobTitle: post.authorRole } : {}),
      },
      publisher: {
        "@type": "Organization",
        name: SITE_NAME,
        logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
      },
      mainEntityOfPage: { "@type": "WebPage", "@id": `${origin}${path}` },
    },
  });
};

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => <NotFoundMessage kind="article" />,
      }}
    />
  );
}
