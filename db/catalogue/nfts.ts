import type { Rarity } from "../schema";
import type { FilmSlug } from "./films";

export type NftSeed = {
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
export const NFTS: readonly NftSeed[] = [
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
