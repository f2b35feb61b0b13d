import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { parseQuery } from "~/lib/input.server";
import { notificationsForUser } from "~/models/notifications.server";
import { currentUser } from "~/models/users.server";

const uidParam = z.string().trim().min(1).max(128);

/**
 * The spec's `GET /notifications/user/?uid={uid}`: the signed-in user's notifications, newest
 * first. Answers only for the owner: 401 for visitors, 403 for anyone else's uid.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await currentUser(request);
  if (!user) return json({ error: "Please Login to Continue" }, { status: 401 });
  const { value } = parseQuery(new URL(request.url), { uid: uidParam });
  if (!value.uid) return json({ error: "Give the uid of your account, as ?uid=…" }, { status: 400 });
  if (value.uid !== user.uid) return json({ error: "You can only read your own notifications." }, { status: 403 });
  return json(
    { notifications: notificationsForUser(user.id).map(({ _id, text, date, read }) => ({ _id, text, date, read })) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
