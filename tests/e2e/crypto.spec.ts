import { Wallet } from "ethers";
import { e2eDatabase, expect, expectAccessible, test } from "./support";
import { ownedBy } from "./trading";

/**
 * A crypto-provider purchase in sandbox mode (the e2e server starts like a plain `npm start`): the
 * modal's crypto lines, the stand-in charge page, Pay, and the confirmation page following the order
 * from Pending to Minted once the signed webhooks have been delivered and the mint indexed; and the
 * charge that is paid too little, left to expire or cancelled, each ending where the buyer sees it.
 * With and without JavaScript: the crypto option is a plain form post.
 */

/** A published fixed-price NFT with units to spare, so these tests never compete with others for the last one. */
function roomyNft(): number {
  const database = e2eDatabase();
  try {
    const row = database
      .prepare("SELECT id FROM nfts WHERE sale_type = 'fixed' AND published = 1 AND available > 20 ORDER BY available DESC, id DESC LIMIT 1")
      .get() as { id: number } | undefined;
    if (!row) throw new Error("no fixed-price NFT with more than 20 units left");
    return row.id;
  } finally {
    database.close();
  }
}

function orderRow(orderId: string) {
  const database = e2eDatabase();
  try {
    return database.prepare("SELECT status, method, token_id AS tokenId FROM orders WHERE id = ?").get(orderId) as { status: string; method: string; tokenId: number | null };
  } finally {
    database.close();
  }
}

/** Waits until the indexer has fulfilled the order. */
async function fulfilled(orderId: string) {
  for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (orderRow(orderId).status === "fulfilled") return;
  }
  throw new Error(`order ${orderId} was not fulfilled`);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("pays with the crypto provider in the sandbox, and the confirmation page reaches Minted", async ({ page, signIn }) => {
      test.setTimeout(60_000);
      const nftId = roomyNft();
      const wallet = Wallet.createRandom().address;
      await signIn({ walletAddress: wallet });
      await page.goto(`/nftdetail/${nftId}?purchase=1`);
      const dialog = page.getByRole("dialog", { name: "Purchase" });
      const cryptoTotal = dialog.locator(".modal__total").filter({ hasText: "Total by crypto (Coinbase)" });
      await expect(cryptoTotal).toContainText(/\$[\d,]+(\.\d\d)? \(\d+\.\d{1,5} ETH\)/);
      await expect(dialog).not.toContainText("Coinbase payments are not open yet");
      const total = (await cryptoTotal.textContent())!.match(/\$[\d,]+(\.\d\d)?/)![0];
      await dialog.getByRole("button", { name: "Pay with crypto (Coinbase)" }).click();

      await expect(page).toHaveURL(/\/sandbox\/charge\/[A-Z0-9]{8}$/);
      await expect(page.getByRole("note").filter({ hasText: "Sandbox: no real money" })).toBeVisible();
      await expect(page.getByText(/^Price \$[\d,.]+ \+ Buyer fee \(20\.5%\) \$[\d,.]+ = /)).toBeVisible();
      // axe runs in the page: only with JavaScript.
      if (javaScriptEnabled) await expectAccessible(page);
      // The charge asks for the total the modal showed.
      await page.getByRole("button", { name: `Pay ${total}` }).click();

      await expect(page).toHaveURL(new RegExp(`/Nft_conformation/${nftId}\\?order=[A-Za-z0-9]{20}$`));
      const orderId = new URL(page.url()).searchParams.get("order")!;
      await expect(page.getByText(/^Purchase status: (Pending|Minted)$/)).toBeVisible();
      await fulfilled(orderId);
      // Not loaded again: the page follows the order by itself, by its polling or its refresh.
      await expect(page.getByText("Purchase status: Minted")).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText("NFT minted successfully")).toBeVisible();
      const order = orderRow(orderId);
      expect(order.method).toBe("crypto-provider");
      await ownedBy(order.tokenId!, wallet);
    });
  });
}

test.describe("a charge that does not pay", () => {
  test.use({ javaScriptEnabled: false });

  for (const [button, state, text] of [
    ["Pay too little", "Failed", "The crypto payment was less than the price"],
    ["Let it expire", "Expired", "The crypto payment was not made in time: nothing was charged."],
  ] as const) {
    test(`${button}: the confirmation page says ${state} and why, and the unit is back on sale`, async ({ page, signIn }) => {
      const nftId = roomyNft();
      await signIn({ walletAddress: Wallet.createRandom().address });
      await page.goto(`/nftdetail/${nftId}?purchase=1`);
      await page.getByRole("dialog", { name: "Purchase" }).getByRole("button", { name: "Pay with crypto (Coinbase)" }).click();
      await expect(page).toHaveURL(/\/sandbox\/charge\/[A-Z0-9]{8}$/);
      await page.getByRole("button", { name: button }).click();
      await expect(page).toHaveURL(new RegExp(`/Nft_conformation/${nftId}\\?order=[A-Za-z0-9]{20}$`));
      await expect(page.getByText(`Purchase status: ${state}`)).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      const orderId = new URL(page.url()).searchParams.get("order")!;
      expect(orderRow(orderId).status).toBe(state === "Failed" ? "failed" : "expired");
    });
  }

  test("Cancel returns to the item, cancels the charge and releases the unit", async ({ page, signIn }) => {
    const nftId = roomyNft();
    await signIn({ walletAddress: Wallet.createRandom().address });
    await page.goto(`/nftdetail/${nftId}?purchase=1`);
    await page.getByRole("dialog", { name: "Purchase" }).getByRole("button", { name: "Pay with crypto (Coinbase)" }).click();
    await expect(page).toHaveURL(/\/sandbox\/charge\/[A-Z0-9]{8}$/);
    const code = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`/nftdetail/${nftId}$`));
    await expect(page.getByText("Crypto payment cancelled: nothing was charged.")).toBeVisible();
    const database = e2eDatabase();
    try {
      expect(database.prepare("SELECT status FROM orders WHERE provider_ref = ?").get(code)).toEqual({ status: "expired" });
    } finally {
      database.close();
    }
    // The hosted page knows the charge is over.
    await page.goto(`/sandbox/charge/${code}`);
    await expect(page.getByText("This charge is closed (canceled).")).toBeVisible();
  });
});
