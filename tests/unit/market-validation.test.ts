import { describe, expect, it } from "vitest";
import { bidSchema, bidTooLowMessage, buySchema, saleSchema } from "~/lib/validation/market";

const WEI = 10n ** 18n;

/** The first message zod gives for each field, as the page shows them. */
function errors(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe("the sell page's schema", () => {
  it("turns a typed price into wei, decimals and all", () => {
    expect(saleSchema.parse({ intent: "sell", price: " 0.05 " })).toEqual({ intent: "sell", price: 5n * 10n ** 16n });
    expect(saleSchema.parse({ intent: "sell", price: "1000000" })).toEqual({ intent: "sell", price: 1_000_000n * WEI });
    expect(saleSchema.parse({ intent: "auction", price: "0.000000000000000001", days: "30" })).toEqual({ intent: "auction", price: 1n, days: 30 });
  });

  it.each([
    [undefined, "Please enter a price."],
    ["", "Please enter a price."],
    ["0", "The price must be more than 0."],
    ["0.000", "The price must be more than 0."],
    ["-1", "The price must be more than 0."],
    ["abc", "Please enter the price as a number, like 0.05."],
    ["1e5", "Please enter the price as a number, like 0.05."],
    ["0x10", "Please enter the price as a number, like 0.05."],
    ["1,5", "Please enter the price as a number, like 0.05."],
    ["1000000.000000000000000001", "Please enter a price up to 1,000,000."],
    ["99999999999999999999999999999999999999", "Please enter a price up to 1,000,000."],
    ["0.0000000000000000001", "Please use at most 18 decimals."],
  ])("refuses the price %j with %j", (price, message) => {
    expect(errors(saleSchema, { intent: "sell", price })).toEqual({ price: message });
  });

  it.each([["0"], ["31"], ["1.5"], ["-3"], ["seven"], [""], [undefined], ["1000"]])("refuses %j days", (days) => {
    expect(errors(saleSchema, { intent: "auction", price: "1", days })).toEqual({ days: "Please choose from 1 to 30 days." });
  });

  it("refuses a form that names no known action", () => {
    expect(saleSchema.safeParse({ intent: "burn", price: "1" }).success).toBe(false);
    expect(saleSchema.safeParse({ price: "1" }).success).toBe(false);
    expect(saleSchema.parse({ intent: "cancel" })).toEqual({ intent: "cancel" });
  });
});

describe("the bid schema", () => {
  const floor = { previousWei: 2n * 10n ** 16n, hasBids: true, coinSymbol: "ETH" };

  it("refuses a bid that does not beat the last one, with the spec's message and price", () => {
    const schema = bidSchema(floor);
    expect(errors(schema, { bidValue: "0.02" })).toEqual({ bidValue: "Please Enter Value Greater than Previous Bid Value 0.02000 ETH" });
    expect(errors(schema, { bidValue: "0.01" })).toEqual({ bidValue: "Please Enter Value Greater than Previous Bid Value 0.02000 ETH" });
    expect(schema.parse({ bidValue: "0.020000000000000001" })).toEqual({ bidValue: 2n * 10n ** 16n + 1n });
  });

  it("lets the first bid equal the reserve, and not less", () => {
    const reserve = { ...floor, hasBids: false };
    expect(bidTooLowMessage(floor.previousWei, reserve)).toBeNull();
    expect(bidTooLowMessage(floor.previousWei - 1n, reserve)).toBe("Please Enter a Bid of at least the Reserve Price 0.02000 ETH");
  });

  it("checks the amount's form before comparing", () => {
    expect(errors(bidSchema(floor), { bidValue: "lots" })).toEqual({ bidValue: "Please enter the bid as a number, like 0.05." });
    expect(errors(bidSchema(), { bidValue: "0" })).toEqual({ bidValue: "The bid must be more than 0." });
    expect(errors(bidSchema(), {})).toEqual({ bidValue: "Please enter a bid." });
  });
});

describe("the buy schema", () => {
  it("carries the price the buyer saw, in wei", () => {
    expect(buySchema.parse({ expectedPriceWei: "12345" })).toEqual({ expectedPriceWei: 12345n });
    for (const expectedPriceWei of [undefined, "", "0", "-5", "1.5", "0x10", "9".repeat(40)]) {
      expect(buySchema.safeParse({ expectedPriceWei }).success, String(expectedPriceWei)).toBe(false);
    }
  });
});
