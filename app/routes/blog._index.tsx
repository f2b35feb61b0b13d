import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Carousel, carouselLinks } from "~/components/carousel";
import { blogList, featuredPosts } from "~/models/blog.server";
import styles from "~/styles/blog.css";

export const links: LinksFunction = () => [...carouselLinks, { rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Blog | Diginoor" }];

export async function loader() {
  const [featured, posts] = await Promise.all([featuredPosts(), blogList()]);
  return json({ featured, posts });
}

export default function BlogIndex() {
  const { featured, posts } = useLoaderData<typeof loader>();
  return (
    <div className="page blog">
      <h1 className="blog__title">DIGINOOR BLOG</h1>
      <p className="dim blog__lead">Guides, studio stories and news about drops and auctions.</p>

      {featured.length ? (
        <section className="section" aria-labelledby="featured-title">
          <h2 id="featured-title" className="visually-hidden">
            Featured articles
          </h2>
          <Carousel label="Featured articles" autoplayMs={5000} className="blog-featured">
            {featured.map((post) => (
              <article className="blog-featured__slide" key={post.slug}>
                <img src={post.imageUrl} alt="" width="1200" height="630" />
                <div className="blog-featured__text">
                  <p className="eyebrow">Featured</p>
                  <h3>
                    <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                  </h3>
                  <p>{post.excerpt}</p>
                  <p className="dim">
                    By {post.authorName} · <time dateTime={post.publishedAt}>{post.date}</time>
                  </p>
                </div>
              </article>
            ))}
          </Carousel>
        </section>
      ) : null}

      <section className="section" aria-labelledby="all-posts-title">
        <h2 id="all-posts-title">All articles</h2>
        {posts.length ? (
          <ul className="blog-grid">
            {posts.map((post) => (
              <li key={post.slug}>
                <article className="blog-card">
                  <img src={post.imageUrl} alt="" width="600" height="315" loading="lazy" />
                  <h3>
                    <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                  </h3>
                  <p className="blog-card__meta dim">
                    By {post.authorName} · <time dateTime={post.publishedAt}>{post.date}</time>
                  </p>
                  <p className="blog-card__excerpt">{post.excerpt}</p>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">No articles yet. Check back soon.</p>
        )}
      </section>
    </div>
  );
}
