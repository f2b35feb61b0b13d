import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { listPosition, pageHref, Pagination, rowsShown } from "~/components/pagination";
import { formatDateTime } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { pageOf, parseForm } from "~/lib/input.server";
import { messageSchema } from "~/lib/validation/studio";
import { requireStudio } from "~/models/studio/access.server";
import { INBOX_PAGE_SIZE, inboxMessages, markMessage, newsletterCount } from "~/models/studio/inbox.server";
import { redirectWithToast } from "~/services/toast.server";

const inboxHref = (page: number) => pageHref("/studio/inbox", {}, page);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  const page = pageOf(request);
  const { messages, total } = inboxMessages(page);
  return json({
    messages: messages.map((m) => ({ ...m, when: formatDateTime(m.createdAt), read: m.readAt !== null })),
    subscribers: newsletterCount(),
    ...listPosition(page, total, INBOX_PAGE_SIZE),
    total,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireStudio(request, { admin: true });
  const submission = await parseForm(request, messageSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  if (!markMessage(actor, submission.value.id, submission.value.read)) notFound("There is no message with that id.");
  // Back to the page the message was marked on.
  return redirectWithToast(inboxHref(pageOf(request)), { kind: "success", text: submission.value.read ? "Marked as read." : "Marked as unread." });
}

/** Contact messages (read/unread), fifty a page, and the newsletter sign-ups, downloadable as CSV. */
export default function StudioInbox() {
  const { messages, subscribers, page, pageCount, total, firstRow } = useLoaderData<typeof loader>();
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
      <p className="dim" aria-live="polite">
        {total === 1 ? "1 message" : `${total.toLocaleString("en-US")} messages`}
        {rowsShown(firstRow, messages.length, pageCount)}
      </p>
      {messages.length === 0 ? <p>{total ? "There are no messages on this page." : "No messages yet."}</p> : null}
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
          <Form method="post" action={inboxHref(page)}>
            <input type="hidden" name="id" value={message.id} />
            <button type="submit" className="button button--ghost button--small" name="read" value={message.read ? "false" : "true"}>
              {message.read ? "Mark as unread" : "Mark as read"}
            </button>
          </Form>
        </article>
      ))}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} hrefFor={inboxHref} label="Pages" /> : null}
    </section>
  );
}
