export type PostSeed = { slug: string; title: string; excerpt: string; contentHtml: string; featured: boolean; publishedAt: string };

/** Newest first; the home page shows the first post when it is featured, and the third. */
export const POSTS: readonly PostSeed[] = [
  {
    slug: "a-beginners-guide-to-diginoor",
    title: "A Beginner's Guide to Diginoor",
    featured: true,
    publishedAt: "2026-10-14T09:00:00Z",
    excerpt:
      "New to digital collectibles? This guide walks you through creating an account, connecting a wallet and claiming your first film collectible on Diginoor.",
    contentHtml: `<p>Diginoor is a marketplace for digital collectibles of Indian cinema, made with the approval of the studios behind the films. This guide takes you from a new account to your first collectible in a few minutes.</p>
<h2>1. Create your account</h2>
<p>Sign up with your name, email and phone number, or continue with Google. Your account keeps your purchases, bids, likes and notifications in one place.</p>
<h2>2. Connect a wallet</h2>
<p>Collectibles live in a crypto wallet that only you control. Open the wallet page from the header and connect a browser wallet such as MetaMask. You will be asked to sign a short message: this proves the address is yours and costs nothing. If you do not have a wallet yet, we can provide a standard one for you.</p>
<h2>3. Choose a collectible</h2>
<p>Browse the <a href="/collections">collections</a> and filter by film, actor or price. Every card shows its rarity:</p>
<ul>
<li><strong>Common</strong>: open editions at an accessible price.</li>
<li><strong>Rare</strong>: smaller editions with exclusive wallpapers.</li>
<li><strong>Ultimate</strong>: a few dozen copies at most, with early access to premiere screening draws.</li>
<li><strong>Legendary</strong>: a handful of editions or a single token sold by auction.</li>
</ul>
<h2>4. Pay and receive</h2>
<p>Fixed-price collectibles can be paid from your wallet or by card. All fees are shown as separate lines before you confirm. Once the payment is confirmed, the collectible is minted to your wallet; transfers usually complete within 20 to 30 minutes, and the confirmation page shows the live status.</p>
<h2>5. Show it off, or trade it</h2>
<p>Your collectibles appear in the Showcase tab of your profile. You can also list one for sale or start an auction on the <a href="/market">marketplace</a>. The film's production house receives a 10% royalty on every resale.</p>`,
  },
  {
    slug: "understanding-rarity-tiers",
    title: "Common to Legendary: Understanding Rarity Tiers",
    featured: false,
    publishedAt: "2026-08-02T09:00:00Z",
    excerpt:
      "Every Diginoor collectible belongs to one of four rarity tiers. Here is what separates a Common from a Legendary, and what each tier unlocks.",
    contentHtml: `<p>Rarity is about how many copies of a design exist and what comes with them. Each film collection on Diginoor has pieces in all four tiers.</p>
<h2>The four tiers</h2>
<ul>
<li><strong>Common</strong>: editions of 100 to 250, usually $12. A great way to start a collection.</li>
<li><strong>Rare</strong>: editions of 25 to 60, with an exclusive wallpaper pack and early access to the next drop.</li>
<li><strong>Ultimate</strong>: editions of 10 to 25, with a signed digital poster and early access to premiere screening draws.</li>
<li><strong>Legendary</strong>: five copies or fewer, and some are single tokens sold by auction.</li>
</ul>
<h2>How to tell them apart</h2>
<p>Card frames follow the tier: plain for Common, blue and teal for Rare, purple for Ultimate and glowing gold for Legendary. The detail page of every collectible shows how many of its edition remain.</p>
<h2>Does rarity set the price?</h2>
<p>It sets the first-sale price. After that, collectors decide: resale prices on the <a href="/market">marketplace</a> are set by sellers and by bidders in auctions.</p>`,
  },
  {
    slug: "what-is-an-nft",
    title: "What Is an NFT? A Film Fan's Guide",
    featured: true,
    publishedAt: "2026-05-20T09:00:00Z",
    excerpt:
      "NFTs explained without jargon: what a non-fungible token is, what you actually own when you buy one, and why studios use them for collectibles.",
    contentHtml: `<p>An NFT, or non-fungible token, is a record on a blockchain that says one particular token belongs to one particular wallet. "Non-fungible" means each token is unique: unlike coins, two NFTs are not interchangeable.</p>
<h2>What do you own?</h2>
<p>When you buy a Diginoor collectible you own the token: it sits in your wallet, you can keep it, give it away or sell it, and anyone can check its history on the blockchain. The artwork and the film remain the studio's intellectual property; your collectible is a licensed, numbered piece of the collection, much like a signed print.</p>
<h2>Why film studios use NFTs</h2>
<ul>
<li>Every edition is numbered and its size cannot be changed after release.</li>
<li>The studio receives a 10% royalty every time a collectible is resold.</li>
<li>Holders can be recognised for rewards such as premiere screening draws.</li>
</ul>
<h2>What you need</h2>
<p>A Diginoor account and a crypto wallet. Our <a href="/blog/a-beginners-guide-to-diginoor">beginner's guide</a> covers the steps, and the <a href="https://ethereum.org/en/nft/" rel="noopener noreferrer">ethereum.org introduction to NFTs</a> goes deeper into how the technology works.</p>`,
  },
  {
    slug: "how-auctions-work-on-diginoor",
    title: "How Auctions Work on Diginoor",
    featured: false,
    publishedAt: "2026-02-11T09:00:00Z",
    excerpt:
      "Legendary one-of-one pieces are sold by auction. Learn how reserves, bids, refunds and settlement work before you place your first bid.",
    contentHtml: `<p>Some collectibles, most of them Legendary, exist as a single token sold by English auction: the highest bid when the timer ends wins.</p>
<h2>Before you bid</h2>
<ul>
<li>Every auction has a reserve price: the first bid must reach it.</li>
<li>Each new bid must be strictly higher than the last one.</li>
<li>Bids are paid from your connected wallet in the network's coin, the same coin every price on Diginoor is shown in.</li>
</ul>
<h2>When you are outbid</h2>
<p>Your bid is returned to you by the marketplace contract; nobody holds your funds after a higher bid arrives.</p>
<h2>When the timer ends</h2>
<p>The auction is settled: the token goes to the highest bidder, the seller is paid and the production house receives its 10% royalty. Settlement happens automatically shortly after the end, and anyone may trigger it. Follow live auctions on the <a href="/market">marketplace</a>.</p>`,
  },
  {
    slug: "keeping-your-wallet-safe",
    title: "Keeping Your Wallet Safe",
    featured: false,
    publishedAt: "2025-11-05T09:00:00Z",
    excerpt:
      "Your wallet holds your collectibles. Five habits that keep it, and them, safe.",
    contentHtml: `<p>Whoever controls a wallet's secret recovery phrase controls everything in it. These habits keep your collection safe.</p>
<h2>Five habits</h2>
<ol>
<li>Write your recovery phrase on paper and keep it offline. Never type it into a website.</li>
<li>Diginoor will never ask for your recovery phrase or private key, by email, chat or phone.</li>
<li>Check the address bar before you connect your wallet or sign anything.</li>
<li>Read what you sign. Connecting to Diginoor asks you to sign a plain-text message that moves no funds.</li>
<li>Use a separate wallet for experiments and keep valuable collectibles in your main one.</li>
</ol>
<h2>If something looks wrong</h2>
<p>Stop, disconnect your wallet and <a href="/contact">contact us</a>. We will help you check what happened.</p>`,
  },
  {
    slug: "how-we-work-with-film-studios",
    title: "How We Work with Film Studios",
    featured: true,
    publishedAt: "2025-06-18T09:00:00Z",
    excerpt:
      "Every Diginoor collection is made with the studio behind the film. Here is how a collection goes from an idea to a drop.",
    contentHtml: `<p>Diginoor collections are licensed. Before a single collectible is released, the production house behind the film agrees on what is made, how many copies exist and how it is presented.</p>
<h2>From idea to drop</h2>
<ol>
<li><strong>Selection</strong>: the studio and our curators choose the moments, posters and dialogues fans care about most.</li>
<li><strong>Artwork</strong>: original illustrations are made for each piece; no unlicensed stills are used.</li>
<li><strong>Editions</strong>: edition sizes are fixed per rarity tier and cannot grow after release.</li>
<li><strong>Approval</strong>: the studio signs off on every piece and its description.</li>
</ol>
<h2>What studios receive</h2>
<p>Each studio is paid from the first sale, and the marketplace contract sends it a 10% royalty on every resale, automatically. See our current partners on the <a href="/about">about page</a>.</p>`,
  },
];
