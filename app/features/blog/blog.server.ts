import matter from "gray-matter";
import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import { BLOG_CATEGORIES } from "./blog-categories";

export { BLOG_CATEGORIES };

const FrontMatter = z.object({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  summary: z.string().min(1),
  category: z.enum(BLOG_CATEGORIES),
  author: z.string().min(1),
  authorRole: z.string().optional().default(""),
  date: z.coerce.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  readTime: z.string().min(1),
  image: z.string().startsWith("/images/"),
  featured: z.boolean().optional().default(false),
});

export type BlogPostMeta = z.infer<typeof FrontMatter>;
export type BlogPost = BlogPostMeta & { html: string };

// Articles are bundled at build time: no file reads at request time.
const sources = import.meta.glob<string>("/content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "blockquote",
    "strong",
    "em",
    "a",
    "code",
    "pre",
    "hr",
    "br",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : attribs,
      };
    },
  },
};

/** YAML turns an unquoted `date: 2026-10-13` into a Date; String(date) would then read "Tue Oct 13 ...". */
function isoDay(value: unknown): string {
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return value.toISOString().slice(0, 10);
  return String(value ?? "").slice(0, 10);
}

let cache: BlogPost[] | undefined;

function load(): BlogPost[] {
  if (cache) return cache;
  const posts = Object.entries(sources).map(([file, raw]) => {
    const parsed = matter(raw);
    const meta = FrontMatter.parse({ ...parsed.data, date: isoDay(parsed.data.date) });
    if (!file.endsWith(`/${meta.slug}.md`))
      throw new Error(`Blog file ${file} does not match its slug ${meta.slug}`);
    const html = sanitizeHtml(marked.parse(parsed.content, { async: false }) as string, SANITIZE);
    return { ...meta, html };
  });
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  cache = posts;
  return posts;
}

export function listPosts(category?: string | null): BlogPostMeta[] {
  return load()
    .filter((p) => !category || p.category === category)
    .map(({ html: _html, ...meta }) => meta);
}

export function getPost(slug: string): BlogPost | undefined {
  return load().find((p) => p.slug === slug);
}

/** Three related articles: same category first, then the newest others. */
export function relatedPosts(post: BlogPostMeta, n = 3): BlogPostMeta[] {
  const others = listPosts().filter((p) => p.slug !== post.slug);
  const same = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...same, ...rest].slice(0, n);
}

export function listBlogPaths(): string[] {
  return load().map((p) => `/blog/${p.slug}`);
}
