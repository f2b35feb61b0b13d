import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { FactList } from "~/components/fact-list";
import { SandboxStandInChoices } from "~/components/sandbox-stand-in";
import { config } from "~/config.server";
import { formatUsd } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { parseForm } from "~/lib/input.server";
import { cardCheckoutLineItems, retrieveCardCheckout, signSandboxWebhook } from "~/services/payments/card.server";
import { deliverSandboxWebhook, paySandboxCheckout } from "~/services/payments/sandbox.server";

export const meta: MetaFunction = () => [{ title: "Sandbox checkout | Diginoor" }];

export const handle = { standalone: true };

/** Only the sandbox has this page, and only for sessions it created. */
async function sandboxSession(sessionId: string | undefined) {
  if (config.payments.mode !== "sandbox" || !sessionId || !/^cs_test_[A-Za-z0-9]{1,64}$/.test(sessionId)) notFound("There is no checkout like that.");
  try {
    return await retrieveCardCheckout(sessionId);
  } catch {
    notFound("There is no checkout like that.");
  }
}

export async function loader({ params }: LoaderFunctionArgs) {
  const session = await sandboxSession(params.sessionId);
  const items = await cardCheckoutLineItems(session.id);
  return json({
    open: session.status === "open",
    items: items.map((item) => [item.name, formatUsd(item.cents)] as [string, string]),
    total: formatUsd(session.totalCents),
  });
}

const checkoutSchema = z.object({ intent: z.enum(["pay", "cancel"]) });

/**
 * The stand-in of Stripe's hosted page (docs/decisions/021-sandbox-mode.md): Pay completes the
 * session and delivers the signed `checkout.session.completed` webhook to this site's endpoint,
 * as Stripe would, then returns to the success URL; Cancel returns to the cancel URL.
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const session = await sandboxSession(params.sessionId);
  const submission = await parseForm(request, checkoutSchema);
  if (submission.status !== "success") return json({ error: "Choose Pay or Cancel." }, { status: 400 });
  if (submission.value.intent === "cancel") return redirect(session.cancelUrl, 303);
  const paid = paySandboxCheckout(session.id);
  if (paid) await deliverSandboxWebhook("/webhooks/stripe", JSON.stringify(paid.event), (payload) => ({ "Stripe-Signature": signSandboxWebhook(payload) }));
  return redirect(session.successUrl, 303);
}

export default function SandboxCheckout() {
  const { open, items, total } = useLoaderData<typeof loader>();
  return (
    <div className="page sandbox-checkout">
      <h1>Pay with card</h1>
      <FactList className="modal__lines" facts={[...items, ["Total", total, "modal__total"]]} />
      <SandboxStandInChoices
        open={open}
        note="This stands in for the card provider's page: no card is asked for and nothing is charged."
        choices={[
          { intent: "pay", label: `Pay ${total}` },
          { intent: "cancel", label: "Cancel" },
        ]}
        closed="This checkout is closed."
      />
    </div>
  );
}
