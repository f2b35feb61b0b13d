import { useFetcher, useFetchers, useLocation } from "@remix-run/react";
import { useHydrated } from "~/lib/use-hydrated";
import { BellIcon } from "~/components/icons";

export type HeaderNotification = { _id: string; text: string; date: string; read: boolean };

const MARK_READ = "/notifications/update";

/** One notification: a button that marks it read (a form post; a fetcher once JavaScript runs). */
function NotificationItem({ notification, pendingRead }: { notification: HeaderNotification; pendingRead: boolean }) {
  const fetcher = useFetcher({ key: `notification-${notification._id}` });
  const location = useLocation();
  const hydrated = useHydrated();
  const read = notification.read || pendingRead;
  return (
    <li className={read ? "notifications__item notifications__item--read" : "notifications__item"}>
      <fetcher.Form method="post" action={MARK_READ} preventScrollReset>
        <input type="hidden" name="id" value={notification._id} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        {hydrated ? null : <input type="hidden" name="returnTo" value="page" />}
        <button type="submit">
          <span className="notifications__text">{notification.text}</span>
          <span className="notifications__date">{notification.date}</span>
          <span className="visually-hidden">{read ? " (read)" : " (unread, select to mark read)"}</span>
        </button>
      </fetcher.Form>
    </li>
  );
}

/** The header bell: unread count, and a panel (a <details>, so it opens without JavaScript). */
export function NotificationBell({ unread, notifications }: { unread: number; notifications: HeaderNotification[] }) {
  const pendingIds = new Set(
    useFetchers()
      .filter((f) => f.formAction === MARK_READ && f.formData)
      .map((f) => String(f.formData?.get("id"))),
  );
  const newlyRead = notifications.filter((n) => !n.read && pendingIds.has(n._id)).length;
  const shownUnread = Math.max(0, unread - newlyRead);
  return (
    <details className="notifications">
      <summary className="icon-button" aria-label={`Notifications, ${shownUnread} unread`}>
        <BellIcon />
        {shownUnread > 0 ? (
          <span className="notifications__count" aria-hidden="true">
            {shownUnread > 99 ? "99+" : shownUnread}
          </span>
        ) : null}
      </summary>
      <div className="notifications__panel">
        <h2 className="notifications__title">Notifications</h2>
        {notifications.length ? (
          <ul className="notifications__list">
            {notifications.map((n) => (
              <NotificationItem key={n._id} notification={n} pendingRead={pendingIds.has(n._id)} />
            ))}
          </ul>
        ) : (
          <p className="dim">No notifications yet.</p>
        )}
      </div>
    </details>
  );
}
