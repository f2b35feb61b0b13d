import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { notFound } from "~/lib/http.server";
import { postBySlug } from "~/models/blog.server";
import styles from "~/styles/blog.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.post.title} | Diginoor` : "Article not found | Diginoor" },
  ...(data ? [{ name: "description", content: data.post.excerpt }] : []),
];

const SLUG = /^[a-z0-9-]{1,120}$/;

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!SLUG.test(slug)) notFound("That article does not exist.");
  const post = await postBySlug(slug);
  if (!post) notFound("That article does not exist.");
  return json({ post });
}

export default function BlogPost() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <article className="page blog-post">
      <p className="blog-post__back">
        <Link to="/blog">← All articles</Link>
      </p>
      <img className="blog-post__image" src={post.imageUrl} alt="" width="1200" height="630" />
      <h1>{post.title}</h1>
      <p className="dim blog-post__meta">
        By {post.authorName} · <time dateTime={post.publishedAt}>{post.date}</time>
      </p>
      {/* Sanitised in the blog model: only structural tags and safe links remain. */}
      <div className="prose blog-post__body" dangerouslySetInnerHTML={{ __html: post.html }} />
    </article>
  );
}
