import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { config } from "~/config.server";
import { formatBps } from "~/lib/format";
import { marketFeeRates } from "~/models/fees.server";
import styles from "~/styles/how-it-works.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "How it works | Diginoor" }];

export async function loader() {
  const fees = marketFeeRates();
  return json({
    chainName: config.chain.name,
    coinSymbol: config.chain.coinSymbol,
    primaryFee: formatBps(fees.primaryBps),
    resaleFee: formatBps(fees.resaleBps),
    royalty: formatBps(fees.royaltyBps),
  });
}

type Tutorial = { title: string; description: string; video: string; steps: readonly [string, string, string] };

/**
 * Self-hosted walkthroughs (public/media, made by scripts/generate-media.sh): no third-party player.
 * The videos name no network or coin; the titles name the configured ones (docs/decisions/002-one-chain-per-deployment.md).
 */
const tutorials = (chainName: string, coinSymbol: string): readonly Tutorial[] => [
  {
    title: "All about NFT wallets",
    description:
      "What a crypto wallet is, why your collectibles live in it rather than on Diginoor, and how to keep your secret recovery phrase safe.",
    video: "tutorial-wallets",
    steps: ["A wallet holds your collectibles", "Keep the recovery phrase offline", "Connect it on the Wallet page"],
  },
  {
    title: "Purchasing with Coinbase",
    description:
      "How to buy crypto with a card or bank transfer on Coinbase and send it to your own wallet, ready for your first purchase.",
    video: "tutorial-coinbase",
    steps: ["Buy coin with a card on Coinbase", "Send it to your own wallet address", "Pay for the collectible in Diginoor"],
  },
  {
    title: `Adding ${chainName} to Metamask`,
    description: `Add the ${chainName} network to MetaMask in a few clicks, so your wallet can hold Diginoor collectibles and pay network fees.`,
    video: "tutorial-network",
    steps: ["Open the network list in Metamask", "Add the network Diginoor shows", "Switch to it before you buy"],
  },
  {
    title: `Adding ${coinSymbol} to ${chainName} to place bid`,
    description: `Send ${coinSymbol} on the ${chainName} network to your wallet so you can place bids in auctions and pay the small network fee of each transaction.`,
    video: "tutorial-coin",
    steps: ["Send the network coin to your wallet", "Keep a little for network fees", "Your bids are paid from this balance"],
  },
  {
    title: "Placing bid",
    description:
      "Open a live auction, enter a bid higher than the last one and confirm it in your wallet.",
    video: "tutorial-bid",
    steps: ["Open a live auction", "Enter more than the last bid", "Confirm the bid in your wallet"],
  },
];

export default function HowItWorksPage() {
  const { chainName, coinSymbol, primaryFee, resaleFee, royalty } = useLoaderData<typeof loader>();
  return (
    <div className="page how">
      <header className="how__intro">
        <p className="eyebrow">How it works</p>
        <h1>Everything you need to know</h1>
        <p className="dim">
          From your first wallet to your first bid: what a film collectible is, how to pay for it, and where it goes once it
          is yours.
        </p>
      </header>

      <section className="section how__nft" aria-labelledby="what-title">
        <h2 id="what-title">What is an NFT?</h2>
        <p>
          An NFT (non-fungible token) is a record on a blockchain that says one particular token belongs to one particular
          wallet. Each token is unique: unlike coins, two NFTs are not interchangeable. On Diginoor every NFT is a licensed,
          numbered collectible of a film, approved by the studio that made it, and it lives on the {chainName} network.
        </p>
        <p>
          When you buy one, the token is delivered to your wallet. You can keep it, show it on your profile, give it away or
          sell it again, and anyone can check its history on the blockchain. The artwork and the film remain the studio's;
          what you own is your numbered piece of the collection, much like a signed print.
        </p>
        <p>
          <Link to="/blog/what-is-an-nft">Read the full guide: What Is an NFT?</Link>
        </p>
      </section>

      <section className="section" aria-labelledby="tutorials-title">
        <h2 id="tutorials-title">Video tutorials</h2>
        <fieldset className="tutorials">
          <legend className="visually-hidden">Choose a tutorial</legend>
          {tutorials(chainName, coinSymbol).map((tutorial, index) => {
            const id = `tutorial-${index + 1}`;
            return (
              <div className="tutorials__item" key={id}>
                <input className="tutorials__radio visually-hidden" type="radio" name="tutorial" id={id} defaultChecked={index === 0} />
                <label className="tutorials__tab" htmlFor={id}>
                  <span className="tutorials__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {tutorial.title}
                </label>
                <div className="tutorials__panel">
                  <h3>{tutorial.title}</h3>
                  <p>{tutorial.description}</p>
                  <video
                    className="tutorials__video"
                    controls
                    preload="none"
                    playsInline
                    poster={`/media/${tutorial.video}-poster.jpg`}
                    width="640"
                    height="360"
                    aria-label={`Video: ${tutorial.title}`}
                    aria-describedby={`${id}-steps`}
                  >
                    <source src={`/media/${tutorial.video}.webm`} type="video/webm" />
                    <source src={`/media/${tutorial.video}.mp4`} type="video/mp4" />
                    <track kind="captions" srcLang="en" label="English" src={`/media/${tutorial.video}.vtt`} default />
                  </video>
                  <ol className="tutorials__steps" id={`${id}-steps`}>
                    {tutorial.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </div>
              </div>
            );
          })}
        </fieldset>
      </section>

      <section className="section" aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        <div className="faq">
          <details>
            <summary>Where does my NFT go after I buy it?</summary>
            <p>
              It is delivered to your wallet: the address you connected to your Diginoor account. Once the payment is
              confirmed the collectible is minted to that address; the transfer usually completes within 20 to 30 minutes and
              the confirmation page shows its live status. Your collectibles then appear in the Showcase tab of your profile.
            </p>
          </details>
          <details>
            <summary>I don't have a crypto wallet. Can I still buy?</summary>
            <p>
              Yes. If you have no wallet, we provide a standard wallet for you on request from the <Link to="/wallet">wallet page</Link>,
              and card purchases are delivered to it. You can move your collectibles to a wallet of your own at any time.
            </p>
          </details>
          <details>
            <summary>Which cryptocurrencies are accepted?</summary>
            <p>
              {coinSymbol}, the coin of the {chainName} network: every price and bid on Diginoor is in {coinSymbol}, paid from your
              connected wallet. Other cryptocurrencies can be paid through our crypto payments provider, which converts them.
            </p>
          </details>
          <details>
            <summary>How can I pay?</summary>
            <ul>
              <li>From your connected crypto wallet.</li>
              <li>By debit or credit card through our card payment gateway.</li>
              <li>Through a crypto payments provider, which accepts other cryptocurrencies.</li>
              <li>Card-to-crypto: buy crypto with your card and pay with it in one step.</li>
            </ul>
          </details>
          <details>
            <summary>How do auctions work?</summary>
            <ul>
              <li>Every auction has a reserve price: the first bid must reach it.</li>
              <li>Each new bid must be strictly higher than the last one.</li>
              <li>When someone outbids you, your bid is refunded to your wallet by the marketplace contract.</li>
              <li>
                When the timer ends the auction is settled: the collectible goes to the highest bidder and the seller is paid.
                Settlement happens automatically shortly after the end, and anyone may trigger it.
              </li>
            </ul>
            <p>
              Bids are placed in {coinSymbol}. Read more in <Link to="/blog/how-auctions-work-on-diginoor">How Auctions Work on Diginoor</Link>.
            </p>
          </details>
          <details>
            <summary>Do the film studios earn from resales?</summary>
            <p>
              Yes. A royalty of {royalty} goes to the production house on every sale and resale, paid automatically by the
              marketplace contract.
            </p>
          </details>
          <details>
            <summary>Are there fees?</summary>
            <p>
              A buyer fee of {primaryFee} applies to first sales on a collectible's detail page, and {resaleFee} to resales and
              auctions on the marketplace. Every fee is shown as a separate line before you pay, together with the network
              transaction fee of the {chainName} network.
            </p>
          </details>
        </div>
      </section>

      <section className="section how__payments" aria-labelledby="payments-title">
        <h2 id="payments-title">Payments</h2>
        <ul className="how__cards">
          <li>
            <h3>Crypto wallet</h3>
            <p>Pay the price in {coinSymbol} straight from your connected wallet. Dollar prices are converted at the live rate.</p>
          </li>
          <li>
            <h3>Card</h3>
            <p>Pay in dollars with a debit or credit card. The collectible is minted to your connected or standard wallet.</p>
          </li>
          <li>
            <h3>Crypto payments provider</h3>
            <p>Pay with another cryptocurrency on the provider's secure checkout page.</p>
          </li>
          <li>
            <h3>Card to crypto</h3>
            <p>No crypto yet? Buy it with your card through an on-ramp and complete the purchase in one go.</p>
          </li>
        </ul>
        <p className="dim">
          Before you pay you see the price, the buyer fee ({primaryFee} on first sales, {resaleFee} on resales) and the total.
        </p>
      </section>

      <section className="section how__wallet" aria-labelledby="wallet-title">
        <h2 id="wallet-title">Connect a wallet</h2>
        <p>
          To buy, bid or sell you need a Diginoor account and a connected wallet. Connecting asks you to sign a short message
          that proves the address is yours; it moves no funds and costs nothing.
        </p>
        <Link className="button" to="/wallet">
          Connect a wallet
        </Link>
      </section>
    </div>
  );
}
