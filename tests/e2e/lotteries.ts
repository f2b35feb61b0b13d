import { e2eDatabase } from "./support";

/**
 * A fresh open lottery at $5 a ticket that draws tomorrow, so that a test counts its own tickets while
 * other workers buy tickets of the seeded ones.
 */
export function openLottery(name: string): number {
  const database = e2eDatabase();
  try {
    const drawsAt = Date.now() + 24 * 60 * 60 * 1000;
    const row = database
      .prepare("INSERT INTO lotteries (name, image_url, description, ticket_price_cents, prize_pool_cents, draws_at) VALUES (?, '/lottery/lottery-1.jpg', 'A lottery of the browser tests', 500, 100000, ?) RETURNING id")
      .get(name, drawsAt) as { id: number };
    return row.id;
  } finally {
    database.close();
  }
}
