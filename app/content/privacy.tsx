import { Link } from "@remix-run/react";
import type { LegalSection } from "./legal";

/** The Privacy Policy of Diginoor. */
export const privacySections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <>
        <p>
          This Privacy Policy explains how Diginoor ("Diginoor", "we", "us" or "our") collects, uses, shares and protects
          personal data when you use the Diginoor website and marketplace (the "Platform"). Diginoor is responsible for the
          personal data described here.
        </p>
        <p>
          By using the Platform you acknowledge that you have read this policy. It should be read together with our{" "}
          <Link to="/Termscondition">Terms and Conditions</Link>.
        </p>
      </>
    ),
  },
  {
    id: "data-we-collect",
    title: "Data we collect",
    body: (
      <>
        <p>Depending on how you use the Platform, we collect:</p>
        <ul>
          <li>
            <strong>Contact data</strong>: your name, e-mail address, phone number and postal address;
          </li>
          <li>
            <strong>Profile data</strong>: your birth date, company, profile picture and cover image, where you provide them;
          </li>
          <li>
            <strong>Billing data</strong>: the billing name and address and payment details needed to process a card or
            provider payment (card numbers are handled by our payment gateway and never stored by us);
          </li>
          <li>
            <strong>Wallet and transaction data</strong>: the wallet addresses you connect, and your purchases, bids, listings,
            sales and lottery tickets;
          </li>
          <li>
            <strong>Messages</strong>: what you send us through the contact form or by e-mail, and your newsletter sign-up;
          </li>
          <li>
            <strong>Technical data</strong>: your IP address, browser type, device information and the pages you visit.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-data",
    title: "How we use your data",
    body: (
      <ul>
        <li>to create and run your account and let you sign in;</li>
        <li>to process payments, deliver Collectibles to your wallet and run auctions and lotteries;</li>
        <li>to send you notifications about your purchases and bids, and service messages;</li>
        <li>to send you our newsletter when you have asked for it;</li>
        <li>to answer your questions and handle reports;</li>
        <li>to prevent fraud and abuse, keep the Platform secure and meet our legal obligations;</li>
        <li>to understand how the Platform is used and improve it.</li>
      </ul>
    ),
  },
  {
    id: "legal-bases",
    title: "Why we are allowed to use it",
    body: (
      <p>
        We process personal data to perform our contract with you (for example to deliver a Collectible you bought), to meet
        legal obligations (for example accounting and anti-money-laundering rules), for our legitimate interests in running a
        safe and useful marketplace, and with your consent where the law requires it, such as for the newsletter. You may
        withdraw your consent at any time.
      </p>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <>
        <p>
          The Platform uses cookies and similar technologies. Essential cookies keep you signed in, remember your session and
          carry short confirmation messages from one page to the next; the Platform cannot work without them. Analytics cookies
          help us understand which pages are visited so we can improve them.
        </p>
        <p>
          You can block or delete cookies in your browser settings. If you block essential cookies, you will not be able to
          sign in or trade.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who we share data with",
    body: (
      <>
        <p>We do not sell your personal data. We share it only with:</p>
        <ul>
          <li>payment gateways, crypto payments providers and on-ramps, to process your payments;</li>
          <li>hosting, e-mail and analytics providers that process data on our behalf under contract;</li>
          <li>the Production House of a Collectible, only where needed to provide a reward that comes with it;</li>
          <li>authorities, courts and advisers where the law requires it or to protect our rights.</li>
        </ul>
      </>
    ),
  },
  {
    id: "blockchain",
    title: "Public blockchain data",
    body: (
      <p>
        Transactions on the blockchain, including your wallet address, the Collectibles it holds and the prices paid, are
        public and permanent by design. They can be seen by anyone and cannot be changed or erased by Diginoor, even if you
        close your account.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep data",
    body: (
      <p>
        We keep personal data for as long as your account is open and afterwards only as long as needed for the purposes above,
        to resolve disputes or to meet legal retention periods, such as those for accounting records. We then delete or
        anonymise it.
      </p>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        We protect personal data with technical and organisational measures, including encrypted connections, hashed
        passwords and restricted access. No system is perfectly secure, so please keep your password and your wallet's recovery
        phrase safe; we will never ask you for either.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights and opting out",
    body: (
      <>
        <p>
          You may ask to access, correct or delete your personal data, to receive a copy of it, or to object to or restrict how
          we use it. You may opt out of marketing e-mails at any time, using the link in any newsletter or by writing to us.
        </p>
        <p>Opt-out requests are processed within 10 days of receipt.</p>
      </>
    ),
  },
  {
    id: "minors",
    title: "Minors",
    body: (
      <p>
        The Platform is intended for adults. Users under 18 years of age may only use it with the consent of a parent or legal
        guardian, who is responsible for their use. If we learn that we hold personal data of a minor collected without that
        consent, we will delete it.
      </p>
    ),
  },
  {
    id: "transfers",
    title: "International transfers",
    body: (
      <p>
        Our service providers may process personal data outside the country where you live. Where they do, we make sure the
        data receives a level of protection comparable to that described in this policy.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    body: (
      <p>
        To the fullest extent permitted by law, Diginoor's total liability for any claim relating to the processing of your
        personal data is limited to the fees you paid to Diginoor in the three (3) months preceding the event giving rise to
        the claim.
      </p>
    ),
  },
  {
    id: "governing-law",
    title: "Governing law",
    body: <p>This Privacy Policy is governed by the laws of Singapore.</p>,
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        We may update this policy from time to time. We will publish the new version on this page and, for material changes,
        tell you by e-mail or on the Platform before they take effect.
      </p>
    ),
  },
  {
    id: "contact-us",
    title: "Contact",
    body: (
      <p>
        For questions about this policy or to exercise your rights, write to{" "}
        <a href="mailto:support@diginoor.in">support@diginoor.in</a> or use our <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];
