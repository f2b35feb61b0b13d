import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { FactList } from "~/components/fact-list";
import { SandboxStandInChoices } from "~/components/sandbox-stand-in";
import { config } from "~/config.server";
import { amountInCoin } from "~/lib/coin.server";
import { formatUsd } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { choiceParam, parseForm } from "~/lib/input.server";
import { sandboxOnRampOrder, settleSandboxOnRamp } from "~/services/payments/sandbox.server";
import { usdToWei } from "~/services/rates.server";

export const meta: MetaFunction = () => [{ title: "Sandbox: add funds | Diginoor" }];

export const handle = { standalone: true };

const PROVIDER_NAMES = { wyre: "Card to crypto (Wyre)", moonpay: "MoonPay", transak: "Transak (staging)" } as const;

/** Only the sandbox has this page, and only for purchases its on-ramps opened. */
function sandboxOrder(provider: string | undefined, request: Request) {
  const known = choiceParam(["wyre", "moonpay", "transak"] as const).safeParse(provider);
  const onRampModes = Object.values(config.onRamps).map((onRamp) => onRamp.mode);
  if (!known.success || !onRampModes.includes("sandbox")) notFound("There is no purchase like that.");
  return sandboxOnRampOrder(known.data, new URL(request.url)) ?? notFound("There is no purchase like that.");
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const order = sandboxOrder(params.provider, request);
  return json({
    provider: PROVIDER_NAMES[order.provider],
    open: order.status === "open",
    facts: [
      ["You pay", formatUsd(order.amountCents)],
      ["You receive about", amountInCoin(usdToWei(order.amountCents))],
      ["Delivered to", order.walletAddress],
    ] as [string, string][],
  });
}

const settleSchema = z.object({ intent: z.enum(["complete", "cancel"]) });

/**
 * The stand-in of the provider's hosted page (docs/decisions/142-on-ramps.md): Complete delivers
 * the coin the dollars buy to the wallet from the dev faucet, once; Cancel delivers nothing. Either
 * way the buyer goes back to the URL the provider was given, with the provider's parameters.
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const order = sandboxOrder(params.provider, request);
  const submission = await parseForm(request, settleSchema);
  if (submission.status !== "success") return json({ error: "Choose Complete or Cancel." }, { status: 400 });
  return redirect(await settleSandboxOnRamp(order, submission.value.intent === "complete"), 303);
}

export default function SandboxOnRamp() {
  const { provider, open, facts } = useLoaderData<typeof loader>();
  return (
    <div className="page sandbox-checkout">
      <h1>Add funds with {provider}</h1>
      <FactList className="modal__lines" facts={facts} />
      <SandboxStandInChoices
        open={open}
        note="This stands in for the provider's page: no card is asked for, nothing is charged, and test coin is sent."
        choices={[
          { intent: "complete", label: "Complete purchase" },
          { intent: "cancel", label: "Cancel" },
        ]}
        closed="This purchase is closed."
      />
    </div>
  );
}
