/**
 * "Add funds": the on-ramps that sell coin for dollars and deliver it to the buyer's active wallet
 * (docs/decisions/142-on-ramps.md), one adapter module per provider. In sandbox mode their HTTP
 * requests are answered in-process and their hosted pages are stand-ins (docs/decisions/021-sandbox-mode.md).
 */
import { config, type OnRampId, type OnRampSettings } from "~/config.server";
import { SANDBOX_ON_RAMP_KEYS, WYRE_TEST_API } from "../../../tests/mocks/onramps";
import type { AddFundsRequest } from "./on-ramp.server";
import { moonPayWidgetUrl } from "./moonpay.server";
import { sandboxOnRampPath, startSandbox } from "./sandbox.server";
import { transakWidgetUrl } from "./transak.server";
import { reserveWyreOrder } from "./wyre.server";

/** How the page opens the provider with JavaScript on: the spec opens one in a new tab, the widgets in a new window. */
export type OnRampOpening = "tab" | "window";

export type OnRamp = {
  id: OnRampId;
  name: string;
  about: string;
  opens: OnRampOpening;
  /** The provider's page for this purchase. */
  start(request: AddFundsRequest): Promise<string>;
};

const ABOUT: Record<OnRampId, Pick<OnRamp, "name" | "about" | "opens">> = {
  wyre: { name: "Card to crypto", about: "Pay by debit card; the coin is sent to your wallet.", opens: "tab" },
  moonpay: { name: "MoonPay", about: "Card, Apple Pay or bank transfer in MoonPay's window.", opens: "window" },
  transak: { name: "Transak", about: "Fiat on-ramp: card or bank transfer in Transak's window.", opens: "window" },
};

/** The settings an on-ramp runs with: in the sandbox its test keys, its API answered in-process and its page our stand-in. */
function runWith(id: OnRampId, settings: Exclude<OnRampSettings, { mode: "off" }>): (request: AddFundsRequest) => Promise<string> {
  const sandbox = settings.mode === "sandbox";
  const fetcher = sandbox ? startSandbox().onRampFetch : fetch;
  switch (id) {
    case "wyre": {
      const wyre = settings.mode === "wyre" ? settings : { ...SANDBOX_ON_RAMP_KEYS.wyre, apiUrl: WYRE_TEST_API };
      return (request) => reserveWyreOrder(wyre, request, fetcher);
    }
    case "moonpay": {
      const moonpay = settings.mode === "moonpay" ? settings : { ...SANDBOX_ON_RAMP_KEYS.moonpay, widgetUrl: `${config.appUrl}${sandboxOnRampPath("moonpay")}` };
      return async (request) => moonPayWidgetUrl(moonpay, request);
    }
    case "transak": {
      const transak = settings.mode === "transak" ? settings : { ...SANDBOX_ON_RAMP_KEYS.transak, environment: "STAGING" as const };
      return (request) => transakWidgetUrl(transak, request, fetcher, new URL(config.appUrl).host);
    }
  }
}

/** An on-ramp as configured, or why it is not offered. */
export function onRamp(id: OnRampId): OnRamp | { id: OnRampId; name: string; unavailable: string } {
  const settings = config.onRamps[id];
  if (settings.mode === "off") return { id, name: ABOUT[id].name, unavailable: settings.reason };
  return { id, ...ABOUT[id], start: runWith(id, settings) };
}
