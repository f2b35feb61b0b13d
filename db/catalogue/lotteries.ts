import type { FilmSlug } from "./films";

/** Seeded lotteries start with no tickets: their counts are always the sum of confirmed entries (docs/decisions/155-lottery-ticket-orders.md). */
export type LotterySeed = { name: string; film: FilmSlug; description: string; ticketPriceCents: number; prizePoolCents: number; drawsInDays: number };

export const LOTTERIES: readonly LotterySeed[] = [
  {
    name: "Kabali Premiere Night Draw",
    film: "kabali",
    description:
      "Win \"The Don Returns — Malaysia Night\", a Legendary collectible, plus a share of the prize pool. The draw takes place once 100 tickets are sold.",
    ticketPriceCents: 500,
    prizePoolCents: 50_000,
    drawsInDays: 12,
  },
  {
    name: "Sivaji Boss Collector Draw",
    film: "sivaji",
    description:
      "One ticket holder wins \"The Boss Walks In\", one of only three Legendary editions, together with the prize pool. The draw takes place once 100 tickets are sold.",
    ticketPriceCents: 500,
    prizePoolCents: 75_000,
    drawsInDays: 21,
  },
  {
    name: "Chandramukhi Palace Nights Draw",
    film: "chandramukhi",
    description:
      "The palace opens its doors to one lucky collector: win \"The Palace Doors Open\", a Legendary collectible, and the prize pool. The draw takes place once 100 tickets are sold.",
    ticketPriceCents: 1000,
    prizePoolCents: 100_000,
    drawsInDays: 28,
  },
];

/** The winners' history /lottery shows, marked as samples, until the first real draw. */
export const SAMPLE_WINNERS: readonly { lottery: string; winner: string; ticket: number; prize: string; date: string }[] = [
  { lottery: "Baasha Anniversary Draw", winner: "Priya R.", ticket: 87, prize: "Legendary NFT + $500.00", date: "14 January, 2026" },
  { lottery: "Enthiran Robot Run Draw", winner: "Karthik S.", ticket: 142, prize: "Legendary NFT + $750.00", date: "2 December, 2025" },
  { lottery: "Padayappa Swing Draw", winner: "Meena V.", ticket: 19, prize: "Legendary NFT + $1,000.00", date: "21 October, 2025" },
];
