import type { MetaFunction } from "@remix-run/node";
import { notFound } from "~/lib/http.server";

export const meta: MetaFunction = () => [{ title: "Page not found | Diginoor" }];

/** Any path no other route matches: a 404 the root error boundary renders as a friendly page. */
export function loader() {
  return notFound("We couldn't find that page.");
}

/** Never rendered (the loader always throws); its presence makes this a page route, not a resource route. */
export default function UnknownPage() {
  return null;
}
