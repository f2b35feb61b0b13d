import { randomBytes } from "node:crypto";
import { concat, keccak256, toUtf8Bytes } from "ethers";
import { e2eDatabase, expect, expectAccessible, test } from "./support";

/**
 * A lottery past its draw time, written into the e2e server's database as the console and paid
 * ticket orders leave it (docs/decisions/155-lottery-ticket-orders.md): the server's keeper closes,
 * then draws or cancels it.
 */
function lotteryPastItsDrawTime(minTickets: number, ticketCounts: number[]) {
  const database = e2eDatabase();
  try {
    const secret = `0x${randomBytes(32).toString("hex")}`;
    const name = `E2E draw ${randomBytes(3).toString("hex")}`;
    const { id } = database
      .prepare(
        "INSERT INTO lotteries (name, image_url, description, ticket_price_cents, prize_pool_cents, min_tickets, draws_at, commitment) VALUES (?, '/art/lottery/1.svg', 'A lottery of the browser tests.', 500, 0, ?, ?, ?) RETURNING id",
      )
      .get(name, minTickets, Date.now() - 1000, keccak256(secret)) as { id: number };
    database.prepare("INSERT INTO lottery_secrets (lottery_id, secret) VALUES (?, ?)").run(id, secret);
    let first = 1;
    const buyers: string[] = [];
    for (const tickets of ticketCounts) {
      const uid = `e2e-${randomBytes(5).toString("hex")}`;
      const buyerName = `Player ${uid.slice(-4)}`;
      const { id: userId } = database.prepare("INSERT INTO users (uid, name, email) VALUES (?, ?, ?) RETURNING id").get(uid, buyerName, `${uid}@example.com`) as { id: number };
      const orderId = randomBytes(15).toString("base64url").replace(/[-_]/g, "x").slice(0, 20);
      const wallet = `0x${randomBytes(20).toString("hex")}`;
      database
        .prepare(
          "INSERT INTO orders (id, user_id, lottery_id, tickets, wallet_address, method, status, price_cents, usd_cents_per_coin, price_wei, fee_wei, expires_at, provider_ref, payment_ref) VALUES (?, ?, ?, ?, ?, 'card', 'fulfilled', ?, 300000, '0', '0', ?, ?, ?)",
        )
        .run(orderId, userId, id, tickets, wallet, tickets * 500, Date.now() + 900_000, `cs_${orderId}`, `pi_test_${orderId}`);
      database
        .prepare("INSERT INTO lottery_entries (lottery_id, user_id, tickets, amount_cents, payment_method, status, order_id, first_ticket) VALUES (?, ?, ?, ?, 'card', 'confirmed', ?, ?)")
        .run(id, userId, tickets, tickets * 500, orderId, first);
      first += tickets;
      buyers.push(buyerName);
    }
    database.prepare("UPDATE lotteries SET total_tickets = ?, total_players = ? WHERE id = ?").run(first - 1, ticketCounts.length, id);
    return { id, name, secret, buyers };
  } finally {
    database.close();
  }
}

const statusOf = (id: number) => {
  const database = e2eDatabase();
  try {
    return (database.prepare("SELECT status FROM lotteries WHERE id = ?").get(id) as { status: string }).status;
  } finally {
    database.close();
  }
};

/** The keeper's rounds (every few seconds) close the lottery, wait for the next block, then decide it. */
async function decided(id: number) {
  await expect.poll(() => statusOf(id), { timeout: 60_000, intervals: [1000] }).toMatch(/^(drawn|cancelled)$/);
  return statusOf(id);
}

test.describe("a drawn lottery", () => {
  test.setTimeout(120_000);

  test("shows every input of its draw, which the page's check and this test's own recomputation both confirm, with and without JavaScript", async ({ page, browser }) => {
    const lottery = lotteryPastItsDrawTime(3, [2, 1, 2]);
    expect(await decided(lottery.id)).toBe("drawn");

    await page.goto(`/lottery/${lottery.id}`);
    const inputs = page.locator(".lottery-draw__inputs");
    const value = (label: string) => inputs.locator("div", { has: page.getByText(label, { exact: false }) }).locator("code").first().innerText();
    const secret = await value("Revealed secret");
    const listHash = await value("Ticket-list hash");
    const blockHash = await value("hash (the block after sales closed)");
    expect(secret).toBe(lottery.secret);
    expect(await value("Commitment")).toBe(keccak256(secret));

    // The test's own recomputation from what the page publishes.
    const list = await (await page.request.get(`/lottery/${lottery.id}/tickets.txt`)).text();
    expect(keccak256(toUtf8Bytes(list))).toBe(listHash);
    const lines = list.trimEnd().split("\n").map((line) => line.split(",").map((part, i) => (i < 2 ? Number(part) : part)) as [number, number, string]);
    const total = lines.reduce((sum, [, tickets]) => sum + tickets, 0);
    expect(total).toBe(5);
    const ticket = Number(BigInt(keccak256(concat([secret, listHash, blockHash]))) % BigInt(total)) + 1;
    const holder = lines.findIndex(([first, tickets]) => first <= ticket && ticket < first + tickets);
    await expect(page.locator(".lottery-draw__result")).toContainText(`Winning ticket ${ticket}, held by ${lottery.buyers[holder]}`);

    await page.getByRole("button", { name: "Verify the draw" }).click();
    await expect(page.getByText(`Match: the published values give winning ticket ${ticket}.`)).toBeVisible();
    await expectAccessible(page);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto(`/lottery/${lottery.id}`);
      await expect(plain.locator(".lottery-draw__result")).toContainText(`Winning ticket ${ticket}`);
      await expect(plain.getByRole("button", { name: "Verify the draw" })).toHaveCount(0);
      await plain.getByText("How to verify the draw yourself").click();
      await expect(plain.getByText(`npm run lottery:verify -- ${lottery.id}`)).toBeVisible();
      await expect(plain.getByRole("link", { name: "ticket list" }).first()).toHaveAttribute("href", `/lottery/${lottery.id}/tickets.txt`);
    } finally {
      await noScript.close();
    }

    await page.goto("/lottery");
    await expect(page.locator(".lottery-winners")).toContainText(lottery.name);
  });

  test("below its minimum, is cancelled and says every ticket is refunded", async ({ page }) => {
    const lottery = lotteryPastItsDrawTime(100, [4]);
    expect(await decided(lottery.id)).toBe("cancelled");
    await page.goto(`/lottery/${lottery.id}`);
    await expect(page.getByRole("heading", { name: "Cancelled and refunded" })).toBeVisible();
    await expect(page.getByText("every ticket has been refunded to the payment method used to buy it")).toBeVisible();
    const database = e2eDatabase();
    try {
      await expect
        .poll(() => (database.prepare("SELECT status FROM orders WHERE lottery_id = ?").all(lottery.id) as { status: string }[]).map((o) => o.status), { timeout: 20_000 })
        .toEqual(["refunded"]);
    } finally {
      database.close();
    }
  });
});
