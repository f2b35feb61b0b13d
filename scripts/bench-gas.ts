// Prints the gas each marketplace action uses on a fresh local chain, against the targets for
// listing and buying a listed token, and the size of the market's runtime code against EIP-170.
import { Contract, id, type ContractTransactionResponse } from "ethers";
import { DiginoorCollectible, DiginoorMarket } from "../contracts/artifacts/index";
import { deployContracts } from "../contracts/deploy";
import { startLocalChain } from "../contracts/local-chain";
import { signListing, signPrimaryQuote, signTicketQuote, signTicketSettlement, type SignedListing } from "../contracts/quote";

const TARGETS: Record<string, number> = { list: 69_380, "buy listing (10% royalty)": 128_672 };
const TOKEN_URI = "http://127.0.0.1:3000/nfts/1/metadata.json";
const PRICE = 10n ** 17n;

const chain = await startLocalChain();
try {
  const [deployer, minter, quoteSigner, treasury, productionHouse, collector, buyer, bidderA, bidderB, cardBuyer] = chain.accounts;
  const deployment = await deployContracts(deployer, {
    treasury: await treasury.getAddress(),
    quoteSigner: await quoteSigner.getAddress(),
    minter: await minter.getAddress(),
  });
  const collectible = new Contract(deployment.collectible, DiginoorCollectible.abi, chain.provider);
  const market = new Contract(deployment.market, DiginoorMarket.abi, chain.provider);
  const rows: [string, bigint][] = [];
  async function measure(label: string, sent: Promise<ContractTransactionResponse>) {
    const receipt = await (await sent).wait();
    if (!receipt) throw new Error(`${label} was not mined`);
    rows.push([label, receipt.gasUsed]);
  }
  const asCollector = market.connect(collector) as Contract;
  const nftOf = (owner: typeof collector) => collectible.connect(owner) as Contract;
  const { chainId } = await chain.provider.getNetwork();

  await measure("mint (createToken)", nftOf(minter).createToken(TOKEN_URI));
  await measure(
    "order mint (mintForOrder)",
    nftOf(minter).mintForOrder(id("bench-card-order-1"), await cardBuyer.getAddress(), 8n, 100n, TOKEN_URI, await productionHouse.getAddress()),
  );

  const quote = {
    orderId: id("bench-order-1"),
    buyer: await collector.getAddress(),
    nftId: 7n,
    editionSize: 100n,
    price: PRICE,
    productionHouse: await productionHouse.getAddress(),
    tokenURI: TOKEN_URI,
    deadline: BigInt(Math.floor(Date.now() / 1000) + 3600),
  };
  const signature = await signPrimaryQuote(quoteSigner, chainId, deployment.market, quote);
  await measure("primary buy (mint + pay)", asCollector.buyPrimary(quote, signature, { value: await market.primaryTotal(PRICE) }));
  const listedToken = await collectible.totalMinted();

  // The very first listing also turns the listing counter from zero to one (a 17k one-off);
  // list the minter's token first so "list" shows what every later listing costs.
  await (await nftOf(minter).approve(deployment.market, 1n)).wait();
  await (await (market.connect(minter) as Contract).list(1n, PRICE)).wait();

  await measure("approve", nftOf(collector).approve(deployment.market, listedToken));
  await measure("list", asCollector.list(listedToken, PRICE));
  const listingId = await market.listingCount();
  await measure(
    "buy listing (10% royalty)",
    (market.connect(buyer) as Contract).buyListing(listingId, listedToken, PRICE, { value: await market.resaleTotal(PRICE) }),
  );

  await (await nftOf(buyer).setApprovalForAll(deployment.market, true)).wait();
  await (await (market.connect(buyer) as Contract).list(listedToken, PRICE)).wait();
  await measure("cancel listing", (market.connect(buyer) as Contract).cancelListing(await market.listingCount(), listedToken));
  await (await (market.connect(buyer) as Contract).list(listedToken, PRICE)).wait();
  await measure(
    "buy listing (token sold before)",
    asCollector.buyListing(await market.listingCount(), listedToken, PRICE, { value: await market.resaleTotal(PRICE) }),
  );

  await (await nftOf(collector).setApprovalForAll(deployment.market, true)).wait();
  await measure("create auction", asCollector.createAuction(listedToken, PRICE, 1));
  const auctionId = await market.auctionCount();
  const bid = (bidder: typeof collector, amount: bigint) =>
    market.bidTotal(auctionId, amount).then((value: bigint) => (market.connect(bidder) as Contract).bid(auctionId, amount, { value }));
  await measure("first bid", bid(bidderA, PRICE));
  await measure("outbid", bid(bidderB, PRICE + 10n ** 15n));
  await chain.provider.send("evm_increaseTime", [86_400 - 300]);
  await chain.provider.send("evm_mine", []);
  await measure("outbid in the last 10 minutes (extends)", bid(bidderA, PRICE + 2n * 10n ** 15n));
  await chain.provider.send("evm_increaseTime", [600]);
  await chain.provider.send("evm_mine", []);
  await measure("settle auction", (market.connect(deployer) as Contract).settleAuction(auctionId));
  await measure("withdraw refund", (market.connect(bidderB) as Contract).withdraw());

  // A gasless listing: the collector (approved for all above) signs, nothing is sent; the fill is
  // the token's first resale, as "buy listing (10% royalty)" is.
  await (await nftOf(minter).mintTo(await collector.getAddress(), TOKEN_URI, await productionHouse.getAddress())).wait();
  const signedToken = await collectible.totalMinted();
  const signedListing = async (tokenId: bigint): Promise<[SignedListing, string]> => {
    const listing = {
      seller: await collector.getAddress(),
      tokenId,
      price: PRICE,
      transferCount: await collectible.transferCount(tokenId),
      nonce: await market.signedListingNonce(await collector.getAddress()),
      deadline: BigInt((await chain.provider.getBlock("latest"))!.timestamp + 3600),
    };
    return [listing, await signListing(collector, chainId, deployment.market, listing)];
  };
  const [gasless, gaslessSignature] = await signedListing(signedToken);
  rows.push(["list by signature (no transaction)", 0n]);
  await measure(
    "buy signed listing (10% royalty)",
    (market.connect(buyer) as Contract).buySignedListing(gasless, gaslessSignature, { value: await market.resaleTotal(PRICE) }),
  );
  const [cancelled] = await signedListing(listedToken);
  await measure("cancel one signed listing", asCollector.cancelSignedListing(cancelled));
  await measure("cancel all signed listings", asCollector.cancelAllSignedListings());

  await (await nftOf(bidderA).setApprovalForAll(deployment.market, true)).wait();
  await (await (market.connect(bidderA) as Contract).createAuction(listedToken, PRICE, 1)).wait();
  await measure("cancel auction (no bids)", (market.connect(bidderA) as Contract).cancelAuction(await market.auctionCount()));

  // Offers on a token that is not listed. The market's very first offer turns the offer counter
  // from zero to one (a one-off); make one on the minter's token first, as for listings.
  const offerOf = (offerer: typeof collector) => market.connect(offerer) as Contract;
  const offer = async (offerer: typeof collector, tokenId: bigint, amount: bigint) =>
    offerOf(offerer).makeOffer(tokenId, amount, 7, { value: await market.resaleTotal(amount) });
  await (await offer(collector, 1n, PRICE)).wait();
  await measure("make offer", offer(bidderB, listedToken, PRICE));
  await measure("make offer (outbids, refund credited)", offer(collector, listedToken, PRICE + 10n ** 15n));
  await measure("cancel offer (refund credited)", offerOf(collector).cancelOffer(await market.offerCount(), listedToken));
  await (await offer(collector, listedToken, PRICE)).wait();
  await measure("accept offer (10% royalty)", offerOf(bidderA).acceptOffer(await market.offerCount(), listedToken));

  const ticketQuote = {
    orderId: id("bench-ticket-order-1"),
    lotteryId: 1n,
    tickets: 5n,
    price: PRICE,
    buyer: await collector.getAddress(),
    deadline: BigInt(Math.floor(Date.now() / 1000) + 30 * 86_400),
  };
  const ticketSignature = await signTicketQuote(quoteSigner, chainId, deployment.market, ticketQuote);
  await measure("buy lottery tickets", asCollector.buyTickets(ticketQuote, ticketSignature, { value: await market.primaryTotal(PRICE) }));
  const keeper = market.connect(deployer) as Contract;
  await measure("refund lottery tickets (credited)", keeper.refundTickets(ticketQuote.orderId, await signTicketSettlement(quoteSigner, chainId, deployment.market, "refund", ticketQuote.orderId)));
  const drawnQuote = { ...ticketQuote, orderId: id("bench-ticket-order-2") };
  await (await asCollector.buyTickets(drawnQuote, await signTicketQuote(quoteSigner, chainId, deployment.market, drawnQuote), { value: await market.primaryTotal(PRICE) })).wait();
  await measure("release lottery tickets (to treasury)", keeper.releaseTickets(drawnQuote.orderId, await signTicketSettlement(quoteSigner, chainId, deployment.market, "release", drawnQuote.orderId)));

  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`${"action".padEnd(width)}  ${"gas used".padStart(9)}  target`);
  for (const [label, gas] of rows) {
    const target = TARGETS[label];
    const verdict = target === undefined ? "" : `<= ${target.toLocaleString("en-US")} ${gas <= BigInt(target) ? "met" : "MISSED"}`;
    console.log(`${label.padEnd(width)}  ${gas.toLocaleString("en-US").padStart(9)}  ${verdict}`);
  }
  const marketCode = await chain.provider.getCode(deployment.market);
  console.log(`\nmarket runtime code: ${((marketCode.length - 2) / 2).toLocaleString("en-US")} bytes (EIP-170 limit 24,576)`);
  console.log(`(price ${PRICE} wei; payees are funded accounts; the buyer holds no token before buying; ` +
      `"list" is not the market's first listing; "primary buy" and "order mint" are the first tokens of their editions)`);
} finally {
  await chain.stop();
}
