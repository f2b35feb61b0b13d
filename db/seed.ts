/**
 * The catalogue a fresh Diginoor database starts with: studios, films, the NFTs of the three
 * live films, marketplace listings, blog posts, lotteries, the team and partners.
 * `scripts/generate-art.ts` draws the artwork for the same catalogue, so both read `CATALOGUE`.
 */
import { sql, type Placeholder } from "drizzle-orm";
import { parseCoin, WEI_PER_COIN, weiToUsdCents } from "../app/lib/format";
import type { Db } from "./client.server";
import {
  blogPosts,
  counters,
  films,
  listings,
  lotteries,
  nfts,
  partners,
  productionHouses,
  teamMembers,
  type Rarity,
} from "./schema";

export type SeedSummary = { nfts: number; listings: number; auctions: number; films: number; lotteries: number; posts: number };

/** The first five accounts of the anvil/hardhat default mnemonic: funded on every local dev chain. */
export const DEV_ACCOUNTS: readonly `0x${string}`[] = [
  "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
  "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",
];

/** The config's offline default rate; auction NFTs show their reserve in dollars at this rate. */
const SEED_USD_CENTS_PER_COIN = 300_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function coin(amount: string): bigint {
  const wei = parseCoin(amount);
  if (wei === null) throw new Error(`The seed has a malformed coin amount: ${amount}`);
  return wei;
}

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

type StudioSeed = { slug: string; name: string; about: string };

const STUDIOS = [
  {
    slug: "marina-film-works",
    name: "Marina Film Works",
    about:
      "Marina Film Works is a Chennai production house known for large-scale action dramas shot on location across South-East Asia. Its team restores and archives every production's stills, storyboards and sound stems, and it approves each Diginoor collectible drawn from its films.",
  },
  {
    slug: "vaigai-reel-company",
    name: "Vaigai Reel Company",
    about:
      "Founded by a family of film distributors from Madurai, Vaigai Reel Company produces mass entertainers for audiences in Tamil Nadu and abroad. It works with Diginoor to turn its archive of posters and on-set photography into licensed collectibles.",
  },
  {
    slug: "thanjavur-lantern-studios",
    name: "Thanjavur Lantern Studios",
    about:
      "Thanjavur Lantern Studios makes period, comedy and mystery films and is known for its hand-built palace sets. Its art department designs the original artwork behind each collectible from its productions.",
  },
  {
    slug: "twin-coast-pictures",
    name: "Twin Coast Pictures",
    about:
      "Twin Coast Pictures develops crime thrillers with writers from Chennai and Kochi. Its first Diginoor collection is in preparation with the film's art department.",
  },
  {
    slug: "peacock-lane-productions",
    name: "Peacock Lane Productions",
    about:
      "Peacock Lane Productions backs star-led entertainers with large musical set pieces. It is preparing its first collection of song and dance collectibles with Diginoor.",
  },
] as const satisfies readonly StudioSeed[];

type StudioSlug = (typeof STUDIOS)[number]["slug"];

type FilmSeed = {
  slug: string;
  name: string;
  year: number;
  status: "live" | "coming_soon";
  tagline: string;
  blurb: string;
  studio: StudioSlug;
};

const FILMS = [
  {
    slug: "kabali",
    name: "Kabali",
    year: 2016,
    status: "live",
    tagline: "The don is back, and he has come home.",
    blurb:
      "The Kabali collection gathers the moments fans still quote: the homecoming, the quiet menace, the suits and the city lights of Malaysia. Every piece is drawn by the studio's art department and released in four rarity tiers, from open Common editions to one-of-a-kind Legendary auctions.",
    studio: "marina-film-works",
  },
  {
    slug: "sivaji",
    name: "Sivaji",
    year: 2007,
    status: "live",
    tagline: "The Boss plays by his own rules.",
    blurb:
      "Sivaji: The Boss brought style, swagger and a famous coin to the big screen. This collection celebrates its entries, songs and one-liners with original artwork approved by the studio. Holders of Ultimate and Legendary pieces get early access to premiere screening draws.",
    studio: "vaigai-reel-company",
  },
  {
    slug: "chandramukhi",
    name: "Chandramukhi",
    year: 2005,
    status: "live",
    tagline: "Some doors in the palace were closed for a reason.",
    blurb:
      "Chandramukhi mixed comedy, music and a haunted palace into one of Tamil cinema's longest-running hits. The collection brings its dance hall, its anklet bells and its unforgettable laugh to life as illustrated collectibles, with the studio's production notes behind each piece.",
    studio: "thanjavur-lantern-studios",
  },
  {
    slug: "vikram-vedha",
    name: "Vikram Vedha",
    year: 2017,
    status: "coming_soon",
    tagline: "Every story has two sides.",
    blurb:
      "A cop and a gangster, and the stories they tell each other. The Vikram Vedha collection is being designed with the studio now. Sign up to our newsletter to hear when it drops.",
    studio: "twin-coast-pictures",
  },
  {
    slug: "mersal",
    name: "Mersal",
    year: 2017,
    status: "coming_soon",
    tagline: "Magic, medicine and a mass entry.",
    blurb:
      "Mersal's songs and set pieces are becoming a collection of animated collectibles. The first pieces are in the studio's hands for approval, and the drop date will be announced on the blog.",
    studio: "peacock-lane-productions",
  },
] as const satisfies readonly FilmSeed[];

export type FilmSlug = (typeof FILMS)[number]["slug"];

type NftSeed = {
  film: FilmSlug;
  title: string;
  rarity: Rarity;
  category: "Moment" | "Poster" | "Dialogue" | "Behind the scenes";
  celebrity: string;
  description: string;
  /** Fixed-price editions; an auction NFT is a single token (see `auctionReserve`). */
  sale: { priceCents: number; quantity: number; available: number; resalePrice?: string } | { auctionReserve: string };
};

/** The 40 base NFTs; the thumbnail of the n-th (from 1) is /art/nfts/{n}.svg. */
const NFTS: readonly NftSeed[] = [
  // Kabali
  {
    film: "kabali", title: "The Don Returns — Malaysia Night", rarity: "Legendary", category: "Moment", celebrity: "Rajinikanth",
    description: "A lone figure steps out under the Kuala Lumpur skyline after twenty-five years away. Five editions, drawn in gold leaf tones by the studio's art department.",
    sale: { priceCents: 20000, quantity: 5, available: 3 },
  },
  {
    film: "kabali", title: "Twenty-Five Years — The Release Poster", rarity: "Legendary", category: "Poster", celebrity: "Rajinikanth",
    description: "A one-of-one reinterpretation of the release poster, built from the original layout sketches. Sold by auction to a single collector.",
    sale: { auctionReserve: "0.12" },
  },
  {
    film: "kabali", title: "Suit, Shades and Silence", rarity: "Ultimate", category: "Moment", celebrity: "Rajinikanth",
    description: "The calm before the storm: a slow walk, a grey suit and not a word spoken. Animated with a drifting spotlight.",
    sale: { priceCents: 15000, quantity: 20, available: 14 },
  },
  {
    film: "kabali", title: "A Name Spoken Twice", rarity: "Ultimate", category: "Dialogue", celebrity: "Rajinikanth",
    description: "The introduction every fan can recite, set as typography over the city at night. A single token offered by auction.",
    sale: { auctionReserve: "0.05" },
  },
  {
    film: "kabali", title: "Kuala Lumpur Night Shoot", rarity: "Ultimate", category: "Behind the scenes", celebrity: "Rajinikanth",
    description: "Lights, rain machines and a crew of two hundred on a closed street: an illustrated page from the night-shoot schedule.",
    sale: { priceCents: 12500, quantity: 25, available: 25 },
  },
  {
    film: "kabali", title: "Kumudhavalli's Letter", rarity: "Rare", category: "Moment", celebrity: "Radhika Apte",
    description: "A letter kept for decades and the hope written in it, drawn as a quiet still life in teal and paper white.",
    sale: { priceCents: 6500, quantity: 40, available: 31, resalePrice: "0.015" },
  },
  {
    film: "kabali", title: "Portrait in Red and Black", rarity: "Rare", category: "Poster", celebrity: "Rajinikanth",
    description: "A graphic portrait poster in the collection's red and black palette, built from geometric shapes.",
    sale: { priceCents: 5000, quantity: 60, available: 52, resalePrice: "0.009" },
  },
  {
    film: "kabali", title: "Magizhchi — The Word That Travelled", rarity: "Rare", category: "Dialogue", celebrity: "Rajinikanth",
    description: "One word that went from the screen to stadiums and social feeds, set in bold type over a sunrise.",
    sale: { priceCents: 7500, quantity: 30, available: 30 },
  },
  {
    film: "kabali", title: "Camera Rolls at Dawn", rarity: "Rare", category: "Behind the scenes", celebrity: "Rajinikanth",
    description: "The first setup of the first day, drawn from the clapperboard photo in the studio's archive. A single token offered by auction.",
    sale: { auctionReserve: "0.03" },
  },
  {
    film: "kabali", title: "Chair by the Window", rarity: "Common", category: "Moment", celebrity: "Rajinikanth",
    description: "An empty chair, a long shadow and a city waiting outside. An open edition for every fan.",
    sale: { priceCents: 1200, quantity: 250, available: 212, resalePrice: "0.0035" },
  },
  {
    film: "kabali", title: "Neon Alley Teaser", rarity: "Common", category: "Poster", celebrity: "Rajinikanth",
    description: "The teaser poster's neon alley, redrawn as a flat graphic with the collection's colours.",
    sale: { priceCents: 1200, quantity: 200, available: 200 },
  },
  {
    film: "kabali", title: "Kabali Da", rarity: "Common", category: "Dialogue", celebrity: "Rajinikanth",
    description: "Two words, one entry, a theatre on its feet. The dialogue card that opens the collection.",
    sale: { priceCents: 1200, quantity: 150, available: 121, resalePrice: "0.0045" },
  },
  {
    film: "kabali", title: "Reunion Scene Clapboard", rarity: "Common", category: "Behind the scenes", celebrity: "Radhika Apte",
    description: "The clapboard from the reunion scene, with the scene and take numbers from the continuity sheet.",
    sale: { priceCents: 1500, quantity: 100, available: 100 },
  },
  // Sivaji
  {
    film: "sivaji", title: "The Boss Walks In", rarity: "Legendary", category: "Moment", celebrity: "Rajinikanth",
    description: "The entry that made a hall full of people stand up, drawn in gold and deep green. Three editions only.",
    sale: { priceCents: 20000, quantity: 3, available: 2 },
  },
  {
    film: "sivaji", title: "Sivaji — The Boss, Silver Edition", rarity: "Legendary", category: "Poster", celebrity: "Rajinikanth",
    description: "A silver-toned one-of-one poster made from the original title design. Sold by auction to a single collector.",
    sale: { auctionReserve: "0.1" },
  },
  {
    film: "sivaji", title: "One Rupee Coin Toss", rarity: "Ultimate", category: "Moment", celebrity: "Rajinikanth",
    description: "A coin spins in the air and the whole film turns with it. The animated version shows the coin catching the light.",
    sale: { priceCents: 16000, quantity: 15, available: 11 },
  },
  {
    film: "sivaji", title: "The Glass House Song Set", rarity: "Ultimate", category: "Behind the scenes", celebrity: "Shriya Saran",
    description: "The glass house built for the song, drawn from the art director's elevation drawings.",
    sale: { priceCents: 18000, quantity: 10, available: 10 },
  },
  {
    film: "sivaji", title: "Think Big, Dream Bigger", rarity: "Ultimate", category: "Dialogue", celebrity: "Rajinikanth",
    description: "The Boss's promise to his home town, set as a typographic poster. A single token offered by auction.",
    sale: { auctionReserve: "0.06" },
  },
  {
    film: "sivaji", title: "Homecoming from America", rarity: "Rare", category: "Moment", celebrity: "Rajinikanth",
    description: "Suitcases, sunglasses and big plans: the arrival that starts the story.",
    sale: { priceCents: 8000, quantity: 30, available: 22, resalePrice: "0.018" },
  },
  {
    film: "sivaji", title: "Tamizhselvi in Bloom", rarity: "Rare", category: "Poster", celebrity: "Shriya Saran",
    description: "A floral poster for the film's heroine, in jasmine white and temple-gold borders.",
    sale: { priceCents: 5500, quantity: 45, available: 45 },
  },
  {
    film: "sivaji", title: "The Boss Doesn't Wait", rarity: "Rare", category: "Dialogue", celebrity: "Rajinikanth",
    description: "A one-liner about patience that fans still use, set in gold type on green.",
    sale: { priceCents: 6000, quantity: 50, available: 41, resalePrice: "0.008" },
  },
  {
    film: "sivaji", title: "Mottai Boss Makeup Chair", rarity: "Rare", category: "Behind the scenes", celebrity: "Rajinikanth",
    description: "The makeup chair behind the film's most talked-about look, drawn from the department's reference board.",
    sale: { priceCents: 9000, quantity: 25, available: 25 },
  },
  {
    film: "sivaji", title: "Sunglasses Flip", rarity: "Common", category: "Moment", celebrity: "Rajinikanth",
    description: "A flick of the wrist and the shades land exactly where they should. An open edition for every fan.",
    sale: { priceCents: 1200, quantity: 250, available: 230, resalePrice: "0.0025" },
  },
  {
    film: "sivaji", title: "First Look Teaser", rarity: "Common", category: "Poster", celebrity: "Rajinikanth",
    description: "The first-look teaser, redrawn as a clean graphic with the title in gold.",
    sale: { priceCents: 1200, quantity: 200, available: 200 },
  },
  {
    film: "sivaji", title: "Singam Single-a Thaan Varum", rarity: "Common", category: "Dialogue", celebrity: "Rajinikanth",
    description: "The lion walks alone: the punch dialogue on a dialogue card for every collector.",
    sale: { priceCents: 1200, quantity: 180, available: 160, resalePrice: "0.004" },
  },
  {
    film: "sivaji", title: "Wedding Song Rehearsal", rarity: "Common", category: "Behind the scenes", celebrity: "Shriya Saran",
    description: "Chalk marks on the floor and a choreographer counting beats: the rehearsal before the wedding song.",
    sale: { priceCents: 1200, quantity: 120, available: 120 },
  },
  // Chandramukhi
  {
    film: "chandramukhi", title: "The Palace Doors Open", rarity: "Legendary", category: "Moment", celebrity: "Rajinikanth",
    description: "Heavy doors, a shaft of light and the first step into the old palace. Four editions, drawn in gold and violet.",
    sale: { priceCents: 20000, quantity: 4, available: 4 },
  },
  {
    film: "chandramukhi", title: "Vettaiyan's Laugh", rarity: "Legendary", category: "Moment", celebrity: "Rajinikanth",
    description: "The laugh that echoes through the palace corridors, drawn as rings of sound and shadow. A single token offered by auction.",
    sale: { auctionReserve: "0.15" },
  },
  {
    film: "chandramukhi", title: "Raa Raa — The Dance Hall", rarity: "Ultimate", category: "Moment", celebrity: "Jyothika",
    description: "Lamps, pillars and a dance that builds to a storm. The animated version pulses with the song's rhythm.",
    sale: { priceCents: 17500, quantity: 12, available: 9 },
  },
  {
    film: "chandramukhi", title: "Moonlit Courtyard", rarity: "Ultimate", category: "Poster", celebrity: "Jyothika",
    description: "The palace courtyard under a full moon, as a poster in violet and silver. A single token offered by auction.",
    sale: { auctionReserve: "0.05" },
  },
  {
    film: "chandramukhi", title: "Who Is Chandramukhi?", rarity: "Ultimate", category: "Dialogue", celebrity: "Rajinikanth",
    description: "The question at the heart of the story, set as a typographic poster. A single token offered by auction.",
    sale: { auctionReserve: "0.07" },
  },
  {
    film: "chandramukhi", title: "Konja Neram by the Lake", rarity: "Rare", category: "Moment", celebrity: "Nayanthara",
    description: "A song by the water, drawn in soft teal with ripples that move in the animated version.",
    sale: { priceCents: 7000, quantity: 35, available: 27, resalePrice: "0.012" },
  },
  {
    film: "chandramukhi", title: "Anklet Bells at Midnight", rarity: "Rare", category: "Poster", celebrity: "Jyothika",
    description: "The sound everyone in the palace fears, drawn as a poster of bells and moonlight.",
    sale: { priceCents: 6000, quantity: 50, available: 50 },
  },
  {
    film: "chandramukhi", title: "The Psychiatrist's Notebook", rarity: "Rare", category: "Behind the scenes", celebrity: "Rajinikanth",
    description: "Pages of notes, sketches and a floor plan of the palace: the prop notebook recreated from the art department's files.",
    sale: { priceCents: 5000, quantity: 60, available: 48, resalePrice: "0.007" },
  },
  {
    film: "chandramukhi", title: "Ganga's Secret", rarity: "Rare", category: "Dialogue", celebrity: "Jyothika",
    description: "A line whispered in the dark that changes everything, set over a flickering lamp.",
    sale: { priceCents: 8500, quantity: 25, available: 25 },
  },
  {
    film: "chandramukhi", title: "The Comedy Chase", rarity: "Common", category: "Moment", celebrity: "Rajinikanth",
    description: "Running feet, slamming doors and a palace full of laughter. An open edition for every fan.",
    sale: { priceCents: 1200, quantity: 250, available: 219, resalePrice: "0.003" },
  },
  {
    film: "chandramukhi", title: "Palace Silhouette", rarity: "Common", category: "Poster", celebrity: "Rajinikanth",
    description: "The palace against a violet sky, drawn as a flat silhouette poster.",
    sale: { priceCents: 1200, quantity: 200, available: 200 },
  },
  {
    film: "chandramukhi", title: "Lakka Lakka", rarity: "Common", category: "Dialogue", celebrity: "Rajinikanth",
    description: "The catchphrase that became a ringtone, on a dialogue card for every collector.",
    sale: { priceCents: 1200, quantity: 220, available: 190, resalePrice: "0.0055" },
  },
  {
    film: "chandramukhi", title: "Costume Trial — Durga's Saree", rarity: "Common", category: "Behind the scenes", celebrity: "Nayanthara",
    description: "Fabric swatches and a costume sketch from the wardrobe department's trial day.",
    sale: { priceCents: 1200, quantity: 150, available: 150 },
  },
  {
    film: "chandramukhi", title: "Raa Raa Rehearsal", rarity: "Common", category: "Moment", celebrity: "Jyothika",
    description: "The dance hall with the lights still up and the choreographer's marks on the floor.",
    sale: { priceCents: 1500, quantity: 100, available: 88 },
  },
];

type PostSeed = { slug: string; title: string; excerpt: string; contentHtml: string; featured: boolean; publishedAt: string };

/** Newest first; the home page shows the first post when it is featured, and the third. */
const POSTS: readonly PostSeed[] = [
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
<li>Bids are paid from your connected wallet in the network's coin, shown as MAT.</li>
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

type LotterySeed = { name: string; film: FilmSlug; description: string; ticketPriceCents: number; prizePoolCents: number; totalPlayers: number; totalTickets: number; drawsInDays: number };

const LOTTERIES: readonly LotterySeed[] = [
  {
    name: "Kabali Premiere Night Draw",
    film: "kabali",
    description:
      "Win \"The Don Returns — Malaysia Night\", a Legendary collectible, plus a share of the prize pool. The draw takes place once 100 tickets are sold.",
    ticketPriceCents: 500,
    prizePoolCents: 50_000,
    totalPlayers: 29,
    totalTickets: 42,
    drawsInDays: 12,
  },
  {
    name: "Sivaji Boss Collector Draw",
    film: "sivaji",
    description:
      "One ticket holder wins \"The Boss Walks In\", one of only three Legendary editions, together with the prize pool. The draw takes place once 100 tickets are sold.",
    ticketPriceCents: 500,
    prizePoolCents: 75_000,
    totalPlayers: 41,
    totalTickets: 67,
    drawsInDays: 21,
  },
  {
    name: "Chandramukhi Palace Nights Draw",
    film: "chandramukhi",
    description:
      "The palace opens its doors to one lucky collector: win \"The Palace Doors Open\", a Legendary collectible, and the prize pool. The minimum of 100 tickets has been reached.",
    ticketPriceCents: 1000,
    prizePoolCents: 100_000,
    totalPlayers: 73,
    totalTickets: 118,
    drawsInDays: 28,
  },
];

const TEAM = [
  { name: "Arjun Raghavan", role: "Founder & CEO" },
  { name: "Meera Krishnan", role: "Head of Studio Partnerships" },
  { name: "Karthik Subramaniam", role: "Chief Technology Officer" },
  { name: "Divya Natarajan", role: "Head of Design" },
  { name: "Farhan Qureshi", role: "Blockchain Engineer" },
  { name: "Lakshmi Iyer", role: "Community Lead" },
] as const;

const PARTNERS = [
  { name: "Starlit Screens", kind: "partner" },
  { name: "Reel Archive Trust", kind: "partner" },
  { name: "Popcorn Pass", kind: "partner" },
  { name: "Tamarind Ventures", kind: "backer" },
  { name: "Kolam Capital", kind: "backer" },
  { name: "Coastal Angels Network", kind: "backer" },
] as const;

/**
 * Everything the artwork generator needs to draw the seeded catalogue's images.
 * Image n of each list (from 1) belongs to the item at index n - 1.
 */
export const CATALOGUE = {
  studios: STUDIOS,
  films: FILMS,
  nfts: NFTS,
  posts: POSTS,
  lotteries: LOTTERIES,
  team: TEAM,
  partners: PARTNERS,
} as const;

const EXCLUSIVE_REWARDS: Record<Rarity, (film: string) => string> = {
  Common: (film) => `${film} digital wallpaper pack in three sizes`,
  Rare: (film) => `Exclusive ${film} wallpaper pack + early access to the next drop`,
  Ultimate: (film) => `Signed digital poster + early access to the ${film} premiere screening draw`,
  Legendary: (film) =>
    `Signed digital poster, your name on the ${film} collectors' wall and two seats in the premiere screening draw`,
};

/** Serial prefix per rarity, as the spec's token ids (Legendary 1 ... Common 4). */
const SERIAL_PREFIX: Record<Rarity, string> = { Legendary: "1", Ultimate: "2", Rare: "3", Common: "4" };

// ---------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------

/** True when no NFT has been stored yet. */
export function isEmpty(db: Db): boolean {
  return db.select({ id: nfts.id }).from(nfts).limit(1).get() === undefined;
}

type NftRow = typeof nfts.$inferInsert;
type ListingRow = typeof listings.$inferInsert;

/** A small deterministic PRNG (mulberry32) so a given scale always yields the same catalogue. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Edition sizes of generated NFTs: min, max. */
const QUANTITY_RANGE: Record<Rarity, [number, number]> = {
  Common: [100, 250],
  Rare: [25, 60],
  Ultimate: [10, 25],
  Legendary: [1, 5],
};
/** First-sale prices of generated NFTs in cents: min, max, step. */
const PRICE_RANGE: Record<Rarity, [number, number, number]> = {
  Common: [1200, 1500, 300],
  Rare: [5000, 9000, 500],
  Ultimate: [12000, 18000, 500],
  Legendary: [20000, 25000, 2500],
};
/** Reserves of collectors' auctions of generated editions, in thousandths of a coin (steps of 0.005). */
const RESERVE_MILLICOIN_RANGE: Record<Rarity, [number, number]> = {
  Common: [10, 30],
  Rare: [20, 80],
  Ultimate: [40, 200],
  Legendary: [80, 500],
};
const MILLICOIN = WEI_PER_COIN / 1000n;
const TEN_THOUSANDTH_COIN = WEI_PER_COIN / 10_000n;

/** An auction NFT is a single token, minted to the operator, which auctions it; its price shows the reserve. */
const auctionTerms = (reserve: bigint) => ({
  reserve,
  priceCents: weiToUsdCents(reserve, SEED_USD_CENTS_PER_COIN),
  quantity: 1,
  available: 0,
  saleType: "auction" as const,
});

/** The display serial of an NFT (decision 6): its rarity digit and its unique id. */
export const serialOf = (rarity: Rarity, id: number) => `${SERIAL_PREFIX[rarity]}-${String(id).padStart(5, "0")}`;

/** A placeholder per column, for an INSERT prepared once and run for many rows. */
function placeholdersFor<K extends string>(keys: readonly K[]): Record<K, Placeholder> {
  const placeholders = {} as Record<K, Placeholder>;
  for (const key of keys) placeholders[key] = sql.placeholder(key);
  return placeholders;
}

/**
 * Inserts rows through one prepared statement per set of columns: the SQL is built once rather
 * than per row, which is what keeps a 10,000-NFT seed fast. Rows leave out columns that stay NULL.
 */
function insertEach<Row extends object>(rows: readonly Row[], prepare: (columns: (keyof Row & string)[]) => { run(row: Row): unknown }): void {
  const statements = new Map<string, { run(row: Row): unknown }>();
  for (const row of rows) {
    const columns = Object.keys(row) as (keyof Row & string)[];
    const key = columns.join();
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = prepare(columns)));
    statement.run(row);
  }
}

/**
 * Fills an empty database with the catalogue. With `scale`, generated editions of the base
 * designs are added until there are `scale` NFTs. Runs in one transaction: all or nothing.
 */
export function seedDatabase(db: Db, options: { scale?: number; now?: number } = {}): SeedSummary {
  const now = options.now ?? Date.now();
  const totalNfts = Math.max(options.scale ?? 0, NFTS.length);
  if (!Number.isInteger(totalNfts)) throw new Error(`The seed scale must be a whole number, got ${options.scale}`);
  if (!isEmpty(db)) throw new Error("The database already has NFTs: seeding only fills an empty catalogue.");

  const random = seededRandom(20_160_722);
  const between = (min: number, max: number, step = 1) => min + step * Math.floor(random() * ((max - min) / step + 1));

  return db.transaction((tx) => {
    const studioRows = tx
      .insert(productionHouses)
      .values(STUDIOS.map((s, i) => ({ slug: s.slug, name: s.name, about: s.about, logoUrl: `/art/studios/${s.slug}.svg`, sortOrder: i + 1 })))
      .returning({ id: productionHouses.id, slug: productionHouses.slug })
      .all();
    const houseIds = new Map(studioRows.map((row) => [row.slug, row.id]));

    const filmRows = tx
      .insert(films)
      .values(
        FILMS.map((f, i) => ({
          slug: f.slug,
          name: f.name,
          tagline: f.tagline,
          blurb: f.blurb,
          year: f.year,
          status: f.status,
          posterUrl: `/art/films/${f.slug}-poster.svg`,
          bannerUrl: `/art/films/${f.slug}-banner.svg`,
          productionHouseId: houseIds.get(f.studio)!,
          sortOrder: i + 1,
        })),
      )
      .returning({ id: films.id, slug: films.slug })
      .all();
    const filmIds = new Map(filmRows.map((row) => [row.slug, row.id]));
    const filmsBySlug = new Map<string, FilmSeed>(FILMS.map((f) => [f.slug, f]));
    const studiosBySlug = new Map<string, StudioSeed>(STUDIOS.map((s) => [s.slug, s]));

    const nftRows: NftRow[] = [];
    const listingRows: ListingRow[] = [];
    let lastTokenId = 0;
    let fixedListingCount = 0;
    let auctionCount = 0;

    const addListing = (nftId: number, onAuction: boolean, priceWei: bigint, sellerAddress: string) => {
      if (onAuction) auctionCount += 1;
      else fixedListingCount += 1;
      // No chain listing id yet: the indexer fills it once the listing exists on chain.
      listingRows.push({
        nftId,
        tokenId: ++lastTokenId,
        onAuction,
        sellerAddress,
        priceWei,
        ...(onAuction ? { endsAt: new Date(now + between(2 * 24, 7 * 24) * HOUR) } : {}),
        status: "active",
        // A second apart, oldest first, so "latest" orderings are stable.
        createdAt: new Date(now - DAY + listingRows.length * 1000),
      });
    };
    // Collectors resell editions they bought; the first dev account is the operator's.
    const collector = () => DEV_ACCOUNTS[1 + (listingRows.length % (DEV_ACCOUNTS.length - 1))];

    const addNft = (template: NftSeed, thumb: number, title: string, sale: NftSeed["sale"]): number => {
      const id = nftRows.length + 1;
      const film = filmsBySlug.get(template.film)!;
      const studio = studiosBySlug.get(film.studio)!;
      const { reserve, ...terms } =
        "auctionReserve" in sale
          ? auctionTerms(coin(sale.auctionReserve))
          : { reserve: null, priceCents: sale.priceCents, quantity: sale.quantity, available: sale.available, saleType: "fixed" as const };
      nftRows.push({
        id,
        serial: serialOf(template.rarity, id),
        title,
        mediaUrl: `/art/nfts/${thumb}-media.svg`,
        thumbUrl: `/art/nfts/${thumb}.svg`,
        filmId: filmIds.get(film.slug)!,
        productionHouseId: houseIds.get(studio.slug)!,
        celebrity: template.celebrity,
        rarity: template.rarity,
        category: template.category,
        description: template.description,
        about: studio.about,
        ...terms,
        exclusive: EXCLUSIVE_REWARDS[template.rarity](film.name),
        createdAt: new Date(now - 2 * DAY + id * 1000),
      });
      if (reserve !== null) addListing(id, true, reserve, DEV_ACCOUNTS[0]);
      return id;
    };

    NFTS.forEach((template, index) => {
      const id = addNft(template, index + 1, template.title, template.sale);
      if ("resalePrice" in template.sale && template.sale.resalePrice) {
        addListing(id, false, coin(template.sale.resalePrice), collector());
      }
    });

    // Generated editions are fixed-price; a quarter of them have a resale listing and one in
    // twenty a collector's auction, each of a token from an edition already sold.
    for (let extra = 0; nftRows.length < totalNfts; extra++) {
      const templateIndex = extra % NFTS.length;
      const template = NFTS[templateIndex];
      const edition = Math.floor(extra / NFTS.length) + 2;
      const [minQuantity, maxQuantity] = QUANTITY_RANGE[template.rarity];
      const [minPrice, maxPrice, priceStep] = PRICE_RANGE[template.rarity];
      const quantity = between(minQuantity, maxQuantity);
      // Most Commons sit at the $12 price point the explore filter offers.
      const priceCents = template.rarity === "Common" && random() < 0.9 ? 1200 : between(minPrice, maxPrice, priceStep);
      const roll = random();
      const listing = roll < 0.05 ? "auction" : roll < 0.3 ? "resale" : null;
      const sold = listing !== null || random() < 0.5 ? between(1, quantity) : 0;
      const id = addNft(template, templateIndex + 1, `${template.title} #${edition}`, {
        priceCents,
        quantity,
        available: quantity - sold,
      });
      if (listing === "auction") {
        const [min, max] = RESERVE_MILLICOIN_RANGE[template.rarity];
        addListing(id, true, MILLICOIN * BigInt(between(min, max, 5)), collector());
      } else if (listing === "resale") {
        // 0.002 to 0.02 coin in steps of 0.0005: some listings under $10, some under $20.
        addListing(id, false, TEN_THOUSANDTH_COIN * BigInt(between(20, 200, 5)), collector());
      }
    }

    insertEach(nftRows, (columns) => tx.insert(nfts).values(placeholdersFor(columns)).prepare());
    insertEach(listingRows, (columns) => tx.insert(listings).values(placeholdersFor(columns)).prepare());

    const counterRows = [
      { name: "tokenid", value: lastTokenId },
      { name: "listing_id", value: fixedListingCount },
      { name: "auction_id", value: auctionCount },
    ];
    tx.insert(counters)
      .values(counterRows)
      .onConflictDoUpdate({ target: counters.name, set: { value: sql`excluded.value` } })
      .run();

    tx.insert(blogPosts)
      .values(
        POSTS.map((p) => ({
          slug: p.slug,
          title: p.title,
          excerpt: p.excerpt,
          contentHtml: p.contentHtml,
          authorName: "admin",
          featured: p.featured,
          imageUrl: `/art/blog/${p.slug}.svg`,
          publishedAt: new Date(p.publishedAt),
        })),
      )
      .run();

    // Each lottery's prize is the film's fixed-price Legendary (the base NFT ids are 1..40).
    const rewardNftId = (film: FilmSlug) =>
      NFTS.findIndex((n) => n.film === film && n.rarity === "Legendary" && !("auctionReserve" in n.sale)) + 1;
    tx.insert(lotteries)
      .values(
        LOTTERIES.map((l, i) => ({
          name: l.name,
          imageUrl: `/art/lottery/${i + 1}.svg`,
          description: l.description,
          rewardNftId: rewardNftId(l.film),
          ticketPriceCents: l.ticketPriceCents,
          prizePoolCents: l.prizePoolCents,
          totalPlayers: l.totalPlayers,
          totalTickets: l.totalTickets,
          minTickets: 100,
          drawsAt: new Date(now + l.drawsInDays * DAY),
          status: "open" as const,
        })),
      )
      .run();

    tx.insert(teamMembers)
      .values(TEAM.map((m, i) => ({ name: m.name, role: m.role, imageUrl: `/art/team/${i + 1}.svg`, sortOrder: i + 1 })))
      .run();
    tx.insert(partners)
      .values(PARTNERS.map((p, i) => ({ name: p.name, kind: p.kind, logoUrl: `/art/partners/${i + 1}.svg`, url: null, sortOrder: i + 1 })))
      .run();

    return {
      nfts: nftRows.length,
      listings: listingRows.length,
      auctions: auctionCount,
      films: FILMS.length,
      lotteries: LOTTERIES.length,
      posts: POSTS.length,
    };
  });
}
