import { Link } from "@remix-run/react";
import type { LegalSection } from "./legal";

export type TermsFigures = {
  chainName: string;
  primaryFee: string;
  resaleFee: string;
  royalty: string;
};

/** The Terms and Conditions of Diginoor. Fee and royalty figures come from configuration. */
export function termsSections({ chainName, primaryFee, resaleFee, royalty }: TermsFigures): LegalSection[] {
  return [
    {
      id: "acceptance",
      title: "About these Terms",
      body: (
        <>
          <p>
            These Terms and Conditions (the "Terms") govern your access to and use of the Diginoor website, its marketplace
            and every related service (together, the "Platform"), operated by Diginoor ("Diginoor", "we", "us" or "our").
          </p>
          <p>
            By creating an account, connecting a wallet, buying, bidding on or selling a collectible, or otherwise using the
            Platform, you agree to be bound by these Terms and by our <Link to="/Privacypolicy">Privacy Policy</Link>. If you
            do not agree, you must not use the Platform.
          </p>
        </>
      ),
    },
    {
      id: "definitions",
      title: "Definitions",
      body: (
        <ul>
          <li>
            <strong>Collectible</strong> or <strong>NFT</strong>: a non-fungible token recorded on the {chainName} network
            that represents a licensed digital collectible of a film offered on the Platform.
          </li>
          <li>
            <strong>Production House</strong>: the film studio that licenses the artwork, images and other content behind a
            Collectible.
          </li>
          <li>
            <strong>Wallet</strong>: a crypto wallet address connected to your account, whether held by you or provided to you
            as a standard wallet under section 4.
          </li>
          <li>
            <strong>Content</strong>: the artwork, images, video, text, names and marks made available through the Platform.
          </li>
          <li>
            <strong>User</strong> or <strong>you</strong>: any person who accesses or uses the Platform.
          </li>
        </ul>
      ),
    },
    {
      id: "eligibility",
      title: "Eligibility and your account",
      body: (
        <>
          <p>
            You must be at least 18 years old, or have the consent of a parent or legal guardian who accepts these Terms on
            your behalf, to use the Platform. You must give accurate and complete information when you create an account and
            keep it up to date.
          </p>
          <p>
            You are responsible for keeping your password and your Wallet's recovery phrase and private keys secret, and for
            all activity that takes place under your account. Tell us at once through the <Link to="/contact">contact page</Link>{" "}
            if you believe your account or Wallet has been compromised.
          </p>
        </>
      ),
    },
    {
      id: "wallets",
      title: "Wallets",
      body: (
        <>
          <p>
            Buying, bidding and selling require both a signed-in account and a connected Wallet. When you connect a Wallet you
            are asked to sign a message that proves you control the address; signing it moves no funds.
          </p>
          <p>
            If you do not have a Wallet, we can provide a standard wallet on request. Collectibles bought by card are delivered
            to it, and you may transfer them to a Wallet of your own at any time. Diginoor will never ask you for your recovery
            phrase or private key.
          </p>
        </>
      ),
    },
    {
      id: "collectibles",
      title: "Collectibles and licence",
      body: (
        <>
          <p>
            When you acquire a Collectible you own the token itself. The Content it represents remains the intellectual
            property of the Production House or its licensors. Subject to these Terms, you receive a worldwide,
            non-exclusive, non-transferable (except with the token) licence to display the Content for personal,
            non-commercial purposes for as long as you hold the token.
          </p>
          <p>
            You may not reproduce, modify or commercially exploit the Content, register it as a trademark, or use it in a way
            that harms the reputation of the film, the Production House or Diginoor.
          </p>
        </>
      ),
    },
    {
      id: "purchases",
      title: "Purchases and payment",
      body: (
        <>
          <p>
            Fixed prices are shown in US dollars with an approximate equivalent in the network's coin, converted at a live rate
            and rounded to five decimal places. You may pay from your connected Wallet, by card through our card payment
            gateway, through a crypto payments provider, or by buying crypto with your card through an on-ramp.
          </p>
          <p>
            A buyer fee is added to the price: {primaryFee} on first sales and {resaleFee} on resales and auctions. Every fee is
            shown as a separate line before you pay, and you confirm the total before any payment is taken.
          </p>
          <p>
            Once your payment is confirmed the Collectible is minted or transferred to your Wallet. Delivery usually completes
            within 20 to 30 minutes. If delivery fails we retry it, and the status of your order is always shown on its
            confirmation page.
          </p>
        </>
      ),
    },
    {
      id: "auctions",
      title: "Auctions",
      body: (
        <>
          <p>
            Some Collectibles are sold by auction. Each auction has a reserve price that the first bid must reach, and each new
            bid must be strictly higher than the previous one. A bid is a binding offer to buy at the amount bid and cannot be
            withdrawn while it is the highest bid.
          </p>
          <p>
            When you are outbid, your bid is refunded to your Wallet by the marketplace contract. When an auction ends it is
            settled: the Collectible is transferred to the highest bidder and the seller is paid. Settlement happens
            automatically shortly after the end and may be triggered by anyone.
          </p>
        </>
      ),
    },
    {
      id: "royalties",
      title: "Resale and royalties",
      body: (
        <>
          <p>
            You may list a Collectible you own for sale at a fixed price or by auction. You must own the Collectible and be
            entitled to sell it.
          </p>
          <p>
            A royalty of {royalty} of the sale price is paid to the Production House on every sale and resale of a Collectible.
            The royalty is paid automatically by the marketplace contract and is deducted from the proceeds the seller
            receives.
          </p>
        </>
      ),
    },
    {
      id: "network-fees",
      title: "Network transaction fees",
      body: (
        <p>
          Every transaction on the {chainName} network, including minting, transfers, listings, bids and settlements, requires
          a network transaction fee (often called "gas"). These fees are paid to the network, not to Diginoor, are your
          responsibility, vary with network conditions and are not refundable, even if the transaction fails.
        </p>
      ),
    },
    {
      id: "no-refunds",
      title: "No refunds",
      body: (
        <p>
          All purchases and accepted bids are final and no refunds are given, except where applicable law requires otherwise or
          where we are unable to deliver a Collectible you have paid for. Because blockchain transactions cannot be reversed, we
          cannot cancel a transaction once it has been confirmed on the network.
        </p>
      ),
    },
    {
      id: "risks",
      title: "Risks you acknowledge",
      body: (
        <>
          <p>
            The value of Collectibles and of crypto-assets is highly volatile and can fall as well as rise, including to zero.
            You acknowledge that you buy Collectibles for their enjoyment as collectibles, not as an investment, and that no
            statement on the Platform is financial advice.
          </p>
          <p>
            You also acknowledge the risks inherent in blockchain technology, including software defects, network congestion,
            forks, loss of private keys and changes in law or regulation, which may affect your ability to use or transfer a
            Collectible.
          </p>
        </>
      ),
    },
    {
      id: "conduct",
      title: "Acceptable use",
      body: (
        <>
          <p>You agree not to:</p>
          <ul>
            <li>use the Platform for fraud, money laundering, market manipulation or wash trading;</li>
            <li>interfere with the Platform, its smart contracts or other users' access to them;</li>
            <li>create accounts with false information or on behalf of others without their authority;</li>
            <li>upload or post anything that is unlawful, infringing, abusive or misleading.</li>
          </ul>
        </>
      ),
    },
    {
      id: "third-parties",
      title: "Third-party services",
      body: (
        <p>
          Wallets, payment gateways, crypto payments providers, on-ramps and block explorers are provided by third parties
          under their own terms. Diginoor does not control them and is not responsible for their availability, fees or
          conduct.
        </p>
      ),
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      body: (
        <p>
          The Platform, the Collectibles and the Content are provided "as is" and "as available", without warranties of any
          kind, express or implied, including warranties of merchantability, fitness for a particular purpose, title or
          non-infringement. We do not warrant that the Platform will be uninterrupted, error-free or secure, or that any
          Collectible will keep its value.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Limitation of liability",
      body: (
        <>
          <p>
            To the fullest extent permitted by law, Diginoor, its officers, employees and partners are not liable for any
            indirect, incidental, special, consequential or punitive damages, or for any loss of profits, data, goodwill or
            crypto-assets, arising out of or in connection with the Platform.
          </p>
          <p>
            Our total liability to you for all claims arising out of or in connection with these Terms or the Platform is
            limited to the amounts you paid to Diginoor in the two (2) months preceding the event giving rise to the claim.
          </p>
        </>
      ),
    },
    {
      id: "indemnity",
      title: "Indemnity",
      body: (
        <p>
          You agree to indemnify and hold harmless Diginoor and its officers, employees and partners from any claim, loss or
          expense, including reasonable legal fees, arising from your breach of these Terms or your misuse of the Platform.
        </p>
      ),
    },
    {
      id: "termination",
      title: "Termination",
      body: (
        <>
          <p>
            You may stop using the Platform and close your account at any time. Diginoor may suspend or terminate your access
            to the Platform at any time and without notice, in particular if you breach these Terms.
          </p>
          <p>
            Termination does not affect Collectibles already held in a Wallet you control, which remain yours on the
            blockchain. Sections that by their nature should survive termination, including sections 10, 11, 14, 15, 16 and
            18, survive it.
          </p>
        </>
      ),
    },
    {
      id: "arbitration",
      title: "Arbitration",
      body: (
        <>
          <p>
            Any dispute arising out of or in connection with these Terms, including any question about their existence,
            validity or termination, shall be referred to and finally resolved by arbitration administered by the Singapore
            International Arbitration Centre under its rules in force at the time. The seat of arbitration is Singapore, the
            tribunal consists of one arbitrator, and the language of the arbitration is English.
          </p>
          <p>
            Before starting arbitration, you agree to contact us and try in good faith to resolve the dispute informally for at
            least 30 days. Claims may only be brought individually and not as part of a class or representative action.
          </p>
        </>
      ),
    },
    {
      id: "force-majeure",
      title: "Force majeure",
      body: (
        <p>
          Neither party is liable for a failure or delay in performing its obligations caused by events beyond its reasonable
          control, including natural disasters, epidemics, war, government action, failures of the {chainName} network or of
          the internet. If such an event continues for 45 consecutive days, either party may terminate these Terms by giving
          the other 15 days' written notice.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these Terms",
      body: (
        <p>
          We may update these Terms from time to time. We will publish the new version on this page and, for material changes,
          tell you by email or on the Platform before they take effect. Continuing to use the Platform after that means you
          accept the updated Terms.
        </p>
      ),
    },
    {
      id: "contact-us",
      title: "Contact",
      body: (
        <p>
          Questions about these Terms can be sent to <a href="mailto:support@diginoor.in">support@diginoor.in</a> or through our{" "}
          <Link to="/contact">contact page</Link>.
        </p>
      ),
    },
  ];
}
