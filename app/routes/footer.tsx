import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { NewsletterForm } from "~/components/newsletter-form";
import { parseForm } from "~/lib/input.server";
import { newsletterSchema } from "~/lib/validation/forms";
import { subscribeToNewsletter } from "~/models/contact.server";
import { emailKey, RATE_RULES, retryAfterHeader, retryMessage, takeHit } from "~/models/rate-limits.server";
import { clientAddress } from "~/models/auth.server";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction = () => [{ title: "Newsletter | Diginoor" }];

/** The footer's newsletter box on every page posts here. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, newsletterSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const waitMs = takeHit([
    [RATE_RULES.newsletterPerAddress, clientAddress(request, context)],
    [RATE_RULES.newsletterPerEmail, emailKey(submission.value.email)],
  ]);
  if (waitMs > 0) {
    return json({ result: submission.reply({ fieldErrors: { email: [retryMessage(waitMs, "sign-ups")] } }) }, { status: 429, headers: retryAfterHeader(waitMs) });
  }
  // A repeat sign-up is confirmed like the first one: the address is already on the list.
  subscribeToNewsletter(submission.value.email);
  return redirectWithToast(submission.value.redirectTo, {
    kind: "success",
    text: "You're in! Watch your inbox for new drops and auctions.",
  });
}

/** Shown on a visit to /footer, or after a sign-up without JavaScript that needs correcting. */
export default function NewsletterPage() {
  const actionData = useActionData<typeof action>();
  return (
    <section className="page newsletter-page">
      <h1>Join the newsletter</h1>
      <p className="dim">
        One short email when a collection drops, an auction opens or a lottery draw is near. No spam, and you can leave the
        list at any time.
      </p>
      <div className="section">
        <NewsletterForm id="newsletter-page" lastResult={actionData?.result} />
      </div>
      <p className="dim">
        <Link to="/">Back to Diginoor</Link> · <Link to="/Privacypolicy">How we use your email</Link>
      </p>
    </section>
  );
}
