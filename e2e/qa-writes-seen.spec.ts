import { expect, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

/**
 * The QA command line is another process writing the server's database. What it changes is on the
 * next page at once: nothing the server keeps in memory (server/data/kept-reads.ts) may hide it.
 */
test("an order settled and a new session made by the QA command line show on the next page at once", async ({ page }) => {
  test.setTimeout(180_000); // three QA command lines, each a process of its own
  const order = await qaOrder(180);
  await page.goto(order.pages.details);
  await expect(page.getByRole("heading", { level: 1, name: "Overdue" })).toBeVisible();

  await qa("status", String(order.orderId), "200");
  await page.reload();
  // Read once, with no retry: the first answer after the write must already be the new one.
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Settled");

  // Another order of the same borrower under a session the command line makes now.
  const next = await qa<{ orderId: number; query: string; pages: Record<string, string> }>(
    "order",
    "--status",
    "174",
    "--user",
    String(order.userId),
  );
  await page.goto(next.pages.details);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Repayment due");
});
