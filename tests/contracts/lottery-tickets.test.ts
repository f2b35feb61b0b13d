import { Contract, TypedDataEncoder, id, type JsonRpcSigner } from "ethers";
import { describe, expect, it } from "vitest";
import { TICKET_QUOTE_TYPES, primaryQuoteDomain, signTicketQuote, signTicketSettlement, type TicketQuote, type TicketSettlement } from "../../contracts/quote";
import {
  ONE_COIN,
  SmartWalletArtifact,
  advanceTime,
  balanceChanges,
  deployHelper,
  eventArgs,
  expectRevert,
  latestTimestamp,
  mined,
  useMarketFixture,
} from "./fixture";

const fixture = useMarketFixture();
let ordersMade = 0;

async function ticketQuote(overrides: Partial<TicketQuote> = {}, signer: JsonRpcSigner = fixture.actors.quoteSigner) {
  const quote: TicketQuote = {
    orderId: id(`ticket-order-${++ordersMade}`),
    lotteryId: 3n,
    tickets: 5n,
    price: ONE_COIN / 20n,
    buyer: fixture.actors.buyer.address,
    deadline: BigInt((await latestTimestamp(fixture)) + 3600),
    ...overrides,
  };
  return { quote, signature: await signTicketQuote(signer, fixture.chainId, fixture.deployment.market, quote) };
}

const totalOf = (price: bigint) => price + (price * 2050n) / 10_000n;

async function paidOrder(buyer: JsonRpcSigner = fixture.actors.buyer) {
  const { quote, signature } = await ticketQuote({ buyer: buyer.address });
  await mined(fixture.market(buyer).buyTickets(quote, signature, { value: totalOf(quote.price) }));
  return quote;
}

const settlementSignature = (settlement: TicketSettlement, orderId: string, signer: JsonRpcSigner = fixture.actors.quoteSigner) =>
  signTicketSettlement(signer, fixture.chainId, fixture.deployment.market, settlement, orderId);

describe("lottery tickets paid by wallet", () => {
  it("takes price + 20.5% fee, holds it in the market and emits TicketsBought with the order, lottery, buyer, count and amount", async () => {
    const { buyer, treasury } = fixture.actors;
    const { quote, signature } = await ticketQuote();
    const market = fixture.market(buyer);
    const total = totalOf(quote.price);
    const { result: receipt, changes } = await balanceChanges(fixture, [buyer.address, treasury.address, fixture.deployment.market], () =>
      mined(market.buyTickets(quote, signature, { value: total })),
    );
    expect(changes).toEqual([-total - receipt.fee, 0n, total]);
    expect(eventArgs(receipt, market, "TicketsBought").toObject()).toEqual({ orderId: quote.orderId, lotteryId: 3n, buyer: buyer.address, tickets: 5n, amount: total });
    expect((await market.ticketPayments(quote.orderId)).toObject()).toEqual({ payer: buyer.address, amount: total });
  });

  it("exposes the EIP-712 digest the server signs, matching the shared ticket quote types", async () => {
    const { quote } = await ticketQuote();
    const expected = TypedDataEncoder.hash(primaryQuoteDomain(fixture.chainId, fixture.deployment.market), TICKET_QUOTE_TYPES, quote);
    expect(await fixture.market().ticketQuoteDigest(quote)).toBe(expected);
  });

  it("refuses a wrong amount, an expired quote, another wallet, a forged or altered quote and a zero count, and takes nothing", async () => {
    const { buyer, stranger } = fixture.actors;
    const market = fixture.market(buyer);
    const { quote, signature } = await ticketQuote();
    const total = totalOf(quote.price);
    await expectRevert(market.buyTickets(quote, signature, { value: total - 1n }), "IncorrectPayment", [total, total - 1n]);
    await expectRevert(market.buyTickets(quote, signature, { value: quote.price }), "IncorrectPayment", [total, quote.price]);
    await expectRevert(fixture.market(stranger).buyTickets(quote, signature, { value: total }), "SenderNotQuoteBuyer", [buyer.address, stranger.address]);
    await expectRevert(market.buyTickets({ ...quote, tickets: 50n }, signature, { value: total }), "InvalidQuoteSignature");
    const forged = await ticketQuote({}, stranger);
    await expectRevert(market.buyTickets(forged.quote, forged.signature, { value: total }), "InvalidQuoteSignature");
    const none = await ticketQuote({ tickets: 0n });
    await expectRevert(market.buyTickets(none.quote, none.signature, { value: total }), "InvalidTicketCount", [0n]);

    const late = await ticketQuote({ deadline: BigInt((await latestTimestamp(fixture)) + 60) });
    await advanceTime(fixture, 120);
    await expectRevert(market.buyTickets(late.quote, late.signature, { value: total }), "QuoteExpired", [late.quote.deadline]);
    expect(await fixture.chain.provider.getBalance(fixture.deployment.market)).toBe(0n);
  });

  it("accepts an order's payment once: a replay is refused", async () => {
    const { quote, signature } = await ticketQuote();
    const market = fixture.market(fixture.actors.buyer);
    await mined(market.buyTickets(quote, signature, { value: totalOf(quote.price) }));
    await expectRevert(market.buyTickets(quote, signature, { value: totalOf(quote.price) }), "TicketsAlreadyPaid", [quote.orderId]);
    expect(await fixture.chain.provider.getBalance(fixture.deployment.market)).toBe(totalOf(quote.price));
  });

  it("refunds a paid order once, by the quote signer's consent sent by anyone: the payer is credited and withdraws it", async () => {
    const { buyer, bidderA } = fixture.actors;
    const quote = await paidOrder();
    const total = totalOf(quote.price);
    const market = fixture.market(bidderA);
    const receipt = await mined(market.refundTickets(quote.orderId, await settlementSignature("refund", quote.orderId)));
    expect(eventArgs(receipt, market, "TicketsRefunded").toObject()).toEqual({ orderId: quote.orderId, payer: buyer.address, amount: total });
    expect(await market.pendingWithdrawals(buyer.address)).toBe(total);

    await expectRevert(market.refundTickets(quote.orderId, await settlementSignature("refund", quote.orderId)), "TicketPaymentEnded", [quote.orderId]);
    await expectRevert(market.releaseTickets(quote.orderId, await settlementSignature("release", quote.orderId)), "TicketPaymentEnded", [quote.orderId]);
    expect(await market.pendingWithdrawals(buyer.address)).toBe(total);

    const { changes } = await balanceChanges(fixture, [fixture.deployment.market], () => mined(fixture.market(buyer).withdraw()));
    expect(changes).toEqual([-total]);
  });

  it("refuses a refund without the quote signer's consent, of an order never paid, and a release signature used as a refund", async () => {
    const { stranger, deployer } = fixture.actors;
    const quote = await paidOrder();
    const market = fixture.market(stranger);
    await expectRevert(market.refundTickets(quote.orderId, "0x"), "InvalidQuoteSignature");
    await expectRevert(market.refundTickets(quote.orderId, await settlementSignature("refund", quote.orderId, stranger)), "InvalidQuoteSignature");
    await expectRevert(market.refundTickets(quote.orderId, await settlementSignature("release", quote.orderId)), "InvalidQuoteSignature");
    const unpaid = id("never-paid");
    await expectRevert(market.refundTickets(unpaid, await settlementSignature("refund", unpaid)), "TicketsNotPaid", [unpaid]);
    // The owner needs no signature.
    await mined(fixture.market(deployer).refundTickets(quote.orderId, "0x"));
    expect(await market.pendingWithdrawals(fixture.actors.buyer.address)).toBe(totalOf(quote.price));
  });

  it("releases a drawn lottery's payment to the treasury once, and a refund after it is refused", async () => {
    const { treasury, stranger } = fixture.actors;
    const quote = await paidOrder();
    const total = totalOf(quote.price);
    const market = fixture.market(stranger);
    const { changes } = await balanceChanges(fixture, [treasury.address, fixture.deployment.market], async () =>
      mined(market.releaseTickets(quote.orderId, await settlementSignature("release", quote.orderId))),
    );
    expect(changes).toEqual([total, -total]);
    await expectRevert(market.refundTickets(quote.orderId, await settlementSignature("refund", quote.orderId)), "TicketPaymentEnded", [quote.orderId]);
  });

  it("credits a refund to a payer that refuses coin, which it withdraws to another address", async () => {
    const { buyer, stranger } = fixture.actors;
    const wallet = await deployHelper(SmartWalletArtifact, buyer);
    const walletAddress = await wallet.getAddress();
    const { quote, signature } = await ticketQuote({ buyer: walletAddress });
    const total = totalOf(quote.price);
    const market = fixture.market(buyer);
    const pay = market.interface.encodeFunctionData("buyTickets", [quote, signature]);
    await mined((wallet as Contract).execute(fixture.deployment.market, total, pay, { value: total }));
    await mined(wallet.setRefusesPayments(true));

    await mined(market.refundTickets(quote.orderId, await settlementSignature("refund", quote.orderId)));
    expect(await market.pendingWithdrawals(walletAddress)).toBe(total);
    const withdrawTo = market.interface.encodeFunctionData("withdrawTo", [stranger.address]);
    const { changes } = await balanceChanges(fixture, [stranger.address, walletAddress], () =>
      mined((wallet as Contract).execute(fixture.deployment.market, 0n, withdrawTo)),
    );
    expect(changes).toEqual([total, 0n]);
  });
});
