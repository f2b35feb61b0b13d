import { Form, useLocation, useNavigation } from "@remix-run/react";

/** What the Follow button needs to know about the seller or owner it names. */
export type FollowTargetView = { uid: string; name: string; following: boolean; self: boolean };

/**
 * Follow / Unfollow for the seller or owner of an item: a plain form post, so it works without
 * JavaScript; the answer comes back to this page as a toast. Hidden on one's own items.
 */
export function FollowButton({ target }: { target: FollowTargetView }) {
  const location = useLocation();
  const navigation = useNavigation();
  const action = `/follows/${target.uid}`;
  if (target.self) return null;
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action} className="follow-form" preventScrollReset>
      <input type="hidden" name="following" value={target.following ? "false" : "true"} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="button button--ghost button--small" disabled={busy}>
        {target.following ? "Unfollow" : "Follow"}
        <span className="visually-hidden"> {target.name}</span>
      </button>
    </Form>
  );
}
