import { expect, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

test.use({ javaScriptEnabled: false });
// Several page loads and a gateway round trip each, on a shared 2-core machine.
test.setTimeout(60_000);

test.describe("Repayment without JavaScript", () => {
  test("repays an overdue order through the gateway: fold, barcode, channel, Payment, Pay", async ({ page }) => {
    const order = await qaOrder(180);
    await page.goto(order.pages.details);
    await page.getByRole("button", { name: "Repayment", exact: true }).click();
    await expect(page).toHaveURL(/\/away\?/);

    const card = page.getByRole("region", { name: "Peso Express" });
    await card.locator("summary").click();
    await expect(card.getByText("Loan term")).toBeVisible();

    // Before Payment there is no pay code: the contract number says it is not one.
    await expect(page.getByText("It is not a pay code")).toBeVisible();
    await expect(page.getByRole("link", { name: "Show barcode" })).toHaveCount(0);

    await page.locator("summary", { hasText: "Payment Method" }).click();
    await expect(page.getByRole("radio", { name: "GCash" })).toBeChecked();
    await page.getByRole("radio", { name: "Maya" }).check();
    await page.getByRole("button", { name: "Payment", exact: true }).click();

    await expect(page).toHaveURL(/\/api\/gateway\/dragonpay\/pay\/PAU/);
    await expect(page.getByText("How to pay with Maya")).toBeVisible();
    await page.getByRole("button", { name: /^Pay ₱/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Borrow Again" })).toBeVisible();
  });

  test("a counter channel's code stays pending until the counter's postback settles the loan, once", async ({ page }) => {
    const order = await qaOrder(180);
    await page.goto(order.pages.repay);
    await page.locator("summary", { hasText: "Payment Method" }).click();
    await page.getByRole("radio", { name: "7-Eleven" }).check();
    await page.getByRole("button", { name: "Payment", exact: true }).click();
    await expect(page).toHaveURL(/\/api\/gateway\/dragonpay\/pay\/PAU[A-Z0-9]+$/);
    const reference = page.url().split("/").pop() as string;
    await page.getByRole("button", { name: /^Pay ₱[\d,.]+ at 7-Eleven$/ }).click();
    await expect(page).toHaveURL(/\/poles\?.*status=P&/);
    await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toHaveCount(0);
    // The local Dragonpay's page now says where to pay, and offers no second Pay.
    await page.goto(`/api/gateway/dragonpay/pay/${reference}`);
    await expect(page.getByRole("status")).toContainText("Your pay code is ready.");
    await expect(page.getByRole("button", { name: /^Pay ₱/ })).toHaveCount(0);

    const refno = `N${reference.slice(3)}`;
    expect(await qa("postback", "--reference", reference, "--refno", refno)).toMatchObject({ status: "paid", applied: true });
    expect(await qa("postback", "--reference", reference, "--refno", refno)).toMatchObject({ applied: false });
    await page.goto(order.pages.details);
    await expect(page.getByRole("heading", { level: 1, name: "Settled" })).toBeVisible();
  });

  test("the step-by-step guide lands on the steps, and they lead back to Payment for the pay code (Filipino)", async ({ page }) => {
    const order = await qaOrder(180, "--delay", "1");
    for (const [from, path] of [
      ["/away", order.pages.repay],
      ["/tree", order.pages.extend],
    ] as const) {
      await page.goto(path.replace(/language=[^&]*/, "language=fil"));
      await page.getByRole("link", { name: "Paano magbayad: gabay para sa e-wallet at tindahan" }).click();
      await expect(page).toHaveURL(/\/repaymentOfCode2\?.*language=fil.*#how-to-pay$/);
      await expect(page.getByRole("heading", { name: "Paano magbayad: ang mga hakbang" })).toBeInViewport();
      // The steps ask for a pay code, and the code above them is the contract number: the way to
      // a pay code is under them, back to the page the borrower came from (no dead end).
      await expect(page.getByText("hindi ito ang contract number sa itaas")).toBeVisible();
      await page.getByRole("link", { name: "Kumuha ng payment code" }).click();
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === from && url.searchParams.get("orderId") === String(order.orderId) && url.searchParams.get("language") === "fil",
      );
      await expect(page.getByRole("button", { name: "Magbayad", exact: true })).toBeVisible();
    }
  });

  test("a double-tapped Payment gives one pending code", async ({ page, context }) => {
    const order = await qaOrder(180);
    await page.goto(order.pages.repay);
    await page.getByRole("button", { name: "Payment", exact: true }).click();
    const first = page.url();
    const second = await context.newPage();
    await second.goto(order.pages.repay);
    await second.getByRole("button", { name: "Payment", exact: true }).click();
    expect(second.url()).toBe(first);
  });

  test("extends an overdue loan: the due date moves", async ({ page }) => {
    const order = await qaOrder(180, "--delay", "1");
    await page.goto(order.pages.extend);
    const next = (await page.locator(".repay-head__row strong").textContent()) ?? "";
    await page.getByRole("button", { name: "Payment", exact: true }).click();
    await page.getByRole("button", { name: /^Pay ₱/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Repaying" })).toBeVisible();
    await expect(page.getByText(next, { exact: true })).toBeVisible();
  });
});
