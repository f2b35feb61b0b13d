import { Wallet } from "ethers";
import { e2eDatabase, expect, test } from "./support";
import { ownedBy, roomyNft } from "./trading";

/**
 * A card purchase in sandbox mode (the e2e server starts like a plain `npm start`): the modal's
 * card lines, the stand-in checkout page, Pay, and the confirmation page following the order from
 * Pending to Minted once the signed webhook has been delivered and the mint indexed, then My
 * orders on the profile (the buyer's own only). With and
 * without JavaScript: the card option is a plain form post.
 */

const tokenOfOrder = (orderId: string) => {
  const database = e2eDatabase();
  try {
    return (
      (database
        .prepare("SELECT token_id AS tokenId, method FROM orders WHERE id = ?")
        .get(orderId) as { tokenId: number | null; method: string }) ?? null
    );
  } finally {
    database.close();
  }
};

/** Waits until the indexer has fulfilled the order. */
async function fulfilled(orderId: string) {
  for (
    const end = Date.now() + 30_000;
    Date.now() < end;
    await new Promise((resolve) => setTimeout(resolve, 250))
  ) {
    const database = e2eDatabase();
    try {
      if (
        (
          database
            .prepare("SELECT status FROM orders WHERE id = ?")
            .get(orderId) as { status: string }
        ).status === "fulfilled"
      )
        return;
    } finally {
      database.close();
    }
  }
  throw new Error(`order ${orderId} was not fulfilled`);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(
    javaScriptEnabled ? "with JavaScript" : "without JavaScript",
    () => {
      test.use({ javaScriptEnabled });

      test("pays by card in the sandbox, and the confirmation page reaches Minted", async ({
        page,
        signIn,
      }) => {
        test.setTimeout(60_000);
        const nftId = roomyNft();
        const wallet = Wallet.createRandom().address;
        await signIn({ walletAddress: wallet });
        await page.goto(`/nftdetail/${nftId}?purchase=1`);
        await expect(
          page.getByRole("note").filter({ hasText: "Sandbox: no real money" })
        ).toBeVisible();
        const dialog = page.getByRole("dialog", { name: "Purchase" });
        const cardTotal = dialog
          .locator(".modal__total")
          .filter({ hasText: "Total by card" });
        await expect(cardTotal).toContainText(
          /\$[\d,]+(\.\d\d)? \(\d+\.\d{1,5} ETH\)/
        );
        const dollarsByCard = (await cardTotal.locator("dd").textContent())!.split(" ")[0];
        await dialog.getByRole("button", { name: "Pay with card" }).click();

        await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_/);
        await expect(
          page.getByRole("note").filter({ hasText: "Sandbox: no real money" })
        ).toBeVisible();
        await expect(page.getByText(/\(NFT\)$/)).toBeVisible();
        await expect(page.getByText(/^Buyer fee/)).toBeVisible();
        await page.getByRole("button", { name: /^Pay \$/ }).click();

        await expect(page).toHaveURL(
          new RegExp(`/Nft_conformation/${nftId}\\?order=[A-Za-z0-9]{20}$`)
        );
        const orderId = new URL(page.url()).searchParams.get("order")!;
        await expect(
          page.getByText(/^Purchase status: (Pending|Minted)$/)
        ).toBeVisible();
        await fulfilled(orderId);
        // Not loaded again: the page follows the order by itself, by its polling or its refresh.
        await expect(page.getByText("Purchase status: Minted")).toBeVisible({
          timeout: 30_000,
        });
        await expect(page.getByText("NFT minted successfully")).toBeVisible();
        const order = tokenOfOrder(orderId);
        expect(order.method).toBe("card");
        await ownedBy(order.tokenId!, wallet);

        // My orders on the profile shows it, delivered, paid by card, with the modal's total and its transaction.
        await page.getByRole("link", { name: "Continue" }).click();
        await page.getByRole("navigation", { name: "Profile sections" }).getByRole("link", { name: "My orders" }).click();
        await expect(page).toHaveURL(/\/profile\?tab=orders$/);
        const entry = page.locator(".profile__order").filter({ hasText: orderId });
        await expect(entry.getByText("Delivered to your wallet")).toBeVisible();
        await expect(entry.locator("dd").filter({ hasText: /^Card$/ })).toBeVisible();
        await expect(entry.locator(".modal__total dd")).toHaveText(new RegExp(`^\\${dollarsByCard} \\(\\d+\\.\\d{5} ETH\\)$`));
        await expect(entry.getByRole("link", { name: /\(transaction\)$/ })).toHaveAttribute("href", /\/tx\/0x[0-9a-f]{64}$/);

        // Another account's My orders never shows it.
        await signIn({ walletAddress: Wallet.createRandom().address });
        await page.goto("/profile?tab=orders");
        await expect(page.getByRole("heading", { name: "My orders" })).toBeVisible();
        await expect(page.getByText(orderId)).toHaveCount(0);
      });
    }
  );
}

test.describe("cancel", () => {
  test.use({ javaScriptEnabled: false });

  test("cancelling on the sandbox checkout page returns to the item and releases the unit", async ({
    page,
    signIn,
  }) => {
    const nftId = roomyNft();
    await signIn({ walletAddress: Wallet.createRandom().address });
    await page.goto(`/nftdetail/${nftId}?purchase=1`);
    await page
      .getByRole("dialog", { name: "Purchase" })
      .getByRole("button", { name: "Pay with card" })
      .click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_/);
    const sessionId = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`/nftdetail/${nftId}$`));
    await expect(page.getByText("Card payment cancelled: nothing was charged.")).toBeVisible();
    const database = e2eDatabase();
    try {
      expect(
        database
          .prepare("SELECT status FROM orders WHERE provider_ref = ?")
          .get(sessionId)
      ).toEqual({ status: "expired" });
    } finally {
      database.close();
    }
  });
});
