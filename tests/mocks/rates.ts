import { delay, http, HttpResponse } from "msw";

/** Where the tests' price service lives (RATES_URL); its answers have the shape of Coinbase's exchange-rates endpoint. */
export const RATES_URL = "https://rates.example.test/v2/exchange-rates";

type Answer = { kind: "price"; usd: string } | { kind: "status"; status: number } | { kind: "body"; body: unknown } | { kind: "hang" };

/** The price service: `price(usd)` sets the coin's dollar price; `fail(...)` makes it answer badly. Counts requests and the currency asked for. */
export function priceService() {
  let answer: Answer = { kind: "price", usd: "2000.00" };
  const currencies: string[] = [];
  const handler = http.get(RATES_URL, async ({ request }) => {
    const currency = new URL(request.url).searchParams.get("currency") ?? "";
    currencies.push(currency);
    switch (answer.kind) {
      case "price":
        return HttpResponse.json({ data: { currency, rates: { USD: answer.usd, EUR: "1.0", INR: "250000.1" } } });
      case "status":
        return HttpResponse.json({ errors: [{ id: "internal_server_error" }] }, { status: answer.status });
      case "body":
        return HttpResponse.json(answer.body as Parameters<typeof HttpResponse.json>[0]);
      case "hang":
        await delay("infinite");
        return HttpResponse.json({});
    }
  });
  return {
    handlers: [handler],
    price: (usd: string) => {
      answer = { kind: "price", usd };
    },
    fail: (next: Exclude<Answer, { kind: "price" }>) => {
      answer = next;
    },
    requests: () => currencies.length,
    currencies,
  };
}
