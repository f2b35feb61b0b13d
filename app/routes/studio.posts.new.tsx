import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { PostForm } from "~/components/studio-content-forms";
import { parseForm } from "~/lib/input.server";
import { postSchema } from "~/lib/validation/studio";
import { requireStudio } from "~/models/studio/access.server";
import { createPost } from "~/models/studio/content.server";
import { saveReply } from "~/pages/studio-save-reply.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireStudio(request, { admin: true });
  const submission = await parseForm(request, postSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  return saveReply(submission, createPost(actor, submission.value), {
    to: (id) => `/studio/posts/${id}`,
    text: "Post created. It stays hidden until you publish it.",
  });
}

export default function NewPost() {
  const reply = useActionData<typeof action>();
  return (
    <section aria-labelledby="new-post">
      <h1 id="new-post">New post</h1>
      <PostForm lastResult={reply?.result} defaultValue={{ publishedAt: new Date().toISOString().slice(0, 10) }} submitLabel="Create post" />
    </section>
  );
}
