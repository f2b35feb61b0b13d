import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { parseForm } from "~/lib/input.server";
import { messageSchema } from "~/lib/validation/studio";
import { requireStudio } from "~/models/studio/access.server";
import { inboxMessages, markMessage, newsletterCount } from "~/models/studio/inbox.server";
import { redirectWithToast } from "~/services/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  const messages = inboxMessages().map((m) => ({ ...m, when: formatDateTime(m.createdAt), read: m.readAt !== null }));
  return json({ messages, subscribers: newsletterCount() });
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireStudio(request, { admin: true });
  const submission = await parseForm(request, messageSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  if (!markMessage(actor, submission.value.id, submission.value.read)) notFound("There is no message with that id.");
  return redirectWithToast("/studio/inbox", { kind: "success", text: submission.value.read ? "Marked as read." : "Marked as unread." });
}

/** Contact messages (read/unread) and the newsletter sign-ups, downloadable as CSV. */
export default function StudioInbox() {
  const { messages, subscribers } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">Inbox</h1>
      <p className="studio-actions">
        {subscribers} newsletter sign-ups.{" "}
        <a className="button button--ghost button--small" href="/studio/newsletter.csv" download>
          Download newsletter CSV
        </a>
      </p>
      <h2>Contact messages</h2>
      {messages.length === 0 ? <p>No messages yet.</p> : null}
      {messages.map((message) => (
        <article key={message.id} className="notice" aria-labelledby={`message-${message.id}`}>
          <h3 id={`message-${message.id}`}>
            {message.read ? "" : "Unread: "}
            {message.subject ?? "Message"} from {message.name}
          </h3>
          <p>
            <a href={`mailto:${message.email}`}>{message.email}</a> · {message.when}
          </p>
          <p>{message.message}</p>
          <Form method="post">
            <input type="hidden" name="id" value={message.id} />
            <button type="submit" className="button button--ghost button--small" name="read" value={message.read ? "false" : "true"}>
              {message.read ? "Mark as unread" : "Mark as read"}
            </button>
          </Form>
        </article>
      ))}
    </section>
  );
}
