import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PostForm } from "~/components/studio-content-forms";
import { idParam } from "~/lib/http.server";
import { parseForm, readFormData } from "~/lib/input.server";
import { deleteSchema, postEditSchema, publishSchema } from "~/lib/validation/studio";
import { requireStudio } from "~/models/studio/access.server";
import { deletePost, postForEdit, setPostPublished, updatePost } from "~/models/studio/content.server";
import { saveReply } from "~/pages/studio-save-reply.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  return json({ post: postForEdit(idParam(params.id, "post")) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireStudio(request, { admin: true });
  const id = idParam(params.id, "post");
  const intent = (await readFormData(request.clone())).formData.get("intent");
  const here = () => `/studio/posts/${id}`;
  if (intent === "publish" || intent === "unpublish") {
    const submission = await parseForm(request, publishSchema);
    if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
    const published = submission.value.intent === "publish";
    return saveReply(submission, setPostPublished(actor, id, submission.value.version, published), {
      to: here,
      text: published ? "Post published: it is on the blog." : "Post unpublished: its page is gone from the blog.",
    });
  }
  if (intent === "delete") {
    const submission = await parseForm(request, deleteSchema);
    if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
    return saveReply(submission, deletePost(actor, id, submission.value.version), { to: () => "/studio/posts", text: "Post deleted." });
  }
  const submission = await parseForm(request, postEditSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { version, ...fields } = submission.value;
  return saveReply(submission, updatePost(actor, id, version, fields), { to: here, text: "Post saved." });
}

export default function EditPost() {
  const { post } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <section aria-labelledby="edit-post">
      <h1 id="edit-post">{post.title}</h1>
      <div className="studio-actions">
        <span className="status-pill">{post.published ? "Published" : "Unpublished"}</span>
        {post.published ? <Link to={`/blog/${post.slug}`}>View the public page</Link> : null}
        <Form method="post">
          <input type="hidden" name="version" value={post.version} />
          <button type="submit" className="button button--ghost button--small" name="intent" value={post.published ? "unpublish" : "publish"}>
            {post.published ? "Unpublish" : "Publish"}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="version" value={post.version} />
          <button type="submit" className="button button--ghost button--small" name="intent" value="delete">
            Delete
          </button>
        </Form>
      </div>
      <PostForm
        key={post.version}
        version={post.version}
        lastResult={reply?.result}
        defaultValue={{
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          contentHtml: post.contentHtml,
          authorName: post.authorName,
          imageUrl: post.imageUrl,
          publishedAt: new Date(post.publishedAt).toISOString().slice(0, 10),
          featured: post.featured ? "on" : "",
        }}
        submitLabel="Save post"
      />
    </section>
  );
}
