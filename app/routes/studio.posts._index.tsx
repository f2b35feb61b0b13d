import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StudioTable } from "~/components/studio-table";
import { formatDate } from "~/lib/format";
import { requireStudio } from "~/models/studio/access.server";
import { studioPosts } from "~/models/studio/content.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  return json({ posts: studioPosts().map((post) => ({ ...post, date: formatDate(post.publishedAt) })) });
}

export default function StudioPosts() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="posts-heading">
      <h1 id="posts-heading">Blog posts</h1>
      <p className="studio-actions">
        <Link className="button" to="/studio/posts/new">
          New post
        </Link>
      </p>
      <StudioTable label="Blog posts table">
        <thead>
          <tr>
            <th scope="col">Post</th>
            <th scope="col">Date</th>
            <th scope="col">Featured</th>
            <th scope="col">Public</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post.id}>
              <td>
                <Link to={`/studio/posts/${post.id}`}>{post.title}</Link>
              </td>
              <td>{post.date}</td>
              <td>{post.featured ? "Yes" : "No"}</td>
              <td>
                <span className="status-pill">{post.published ? "Published" : "Unpublished"}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </StudioTable>
    </section>
  );
}
