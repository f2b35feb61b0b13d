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
import { retrieveCryptoCharge, signSandboxCryptoWebhook } from "~/services/payments/crypto.server";
import { deliverSandboxWebhook, endSandboxCharge } from "~/services/payments/sandbox.server";

export const meta: MetaFunction = () => [{ title: "Sandbox crypto payment | Diginoor" }];

export const handle = { standalone: true };

/** Only the sandbox has this page, and only for charges it created. */
async function sandboxCharge(code: string | undefined) {
  if (config.cryptoPayments.mode !== "sandbox" || !code || !/^[A-Z0-9]{8}$/.test(code)) notFound("There is no charge like that.");
  try {
    return await retrieveCryptoCharge(code);
  } catch {
    notFound("There is no charge like that.");
  }
}

export async function loader({ params }: LoaderFunctionArgs) {
  const charge = await sandboxCharge(params.code);
  return json({ name: charge.name, description: charge.description, total: formatUsd(charge.totalCents), open: charge.state.status === "NEW", status: charge.state.status });
}

const chargeSchema = z.object({ intent: z.enum(["pay", "underpay", "expire", "cancel"]) });

/**
 * The stand-in of the provider's hosted charge page (docs/decisions/021-sandbox-mode.md, 140): Pay,
 * Pay too little and Let it expire end the charge as the provider would and deliver its signed
 * events to this site's endpoint, then return to the redirect URL; Cancel returns to the cancel
 * URL, whose page cancels the charge by the API.
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const charge = await sandboxCharge(params.code);
  const submission = await parseForm(request, chargeSchema);
  if (submission.status !== "success") return json({ error: "Choose Pay, Pay too little, Let it expire or Cancel." }, { status: 400 });
  const { intent } = submission.value;
  if (intent === "cancel") return redirect(charge.cancelUrl, 303);
  const ended = endSandboxCharge(charge.code, intent);
  for (const event of ended?.events ?? []) {
    await deliverSandboxWebhook("/webhooks/crypto", JSON.stringify(event), (payload) => ({ "X-CC-Webhook-Signature": signSandboxCryptoWebhook(payload) }));
  }
  return redirect(charge.redirectUrl, 303);
}

export default function SandboxCharge() {
  const { name, description, total, open, status } = useLoaderData<typeof loader>();
  return (
    <div className="page sandbox-checkout">
      <h1>Pay with crypto</h1>
      <FactList
        className="modal__lines"
        facts={[
          ["Item", name],
          ["Charge", description],
          ["Total", total, "modal__total"],
        ]}
      />
      <SandboxStandInChoices
        open={open}
        note="This stands in for the crypto provider's page: no coin is sent and nothing is charged."
        choices={[
          { intent: "pay", label: `Pay ${total}` },
          { intent: "underpay", label: "Pay too little" },
          { intent: "expire", label: "Let it expire" },
          { intent: "cancel", label: "Cancel" },
        ]}
        closed={`This charge is closed (${status.toLowerCase()}).`}
      />
    </div>
  );
}
