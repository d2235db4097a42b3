import { expect, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

test.use({ javaScriptEnabled: false });

test.describe("Bank-account binding with JavaScript off", () => {
  test("bank account from Order Details: a missing item and letters are refused, then the save returns to Order Details", async ({
    page,
  }) => {
    const order = await qaOrder(151, "--card-pop");
    await page.goto(order.pages.bind);
    await expect(page.getByRole("heading", { name: "Payment account information" })).toBeVisible();
    await page.getByLabel("Bank", { exact: true }).selectOption("90009");
    await page.getByLabel("Account holder name").fill("Juan dela Cruz");
    await page.getByLabel("Bank account number").fill("1234abcd9012");
    await page.getByLabel("Account kind").selectOption("checking");
    await page.getByLabel("Date of birth").fill("1988-11-30");
    // A name several places share is asked again, with an example (issue 30 item 17).
    await page.getByLabel("City / province").fill("San Jose");
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByText("Bank account number: please use digits only.")).toBeVisible();
    await expect(page.getByText("More than one place is called San Jose")).toBeVisible();
    // The summary links to each field to fix, in the form's order.
    const summary = page.getByRole("region", { name: "Please check the highlighted fields." });
    await expect(summary.getByRole("link")).toHaveText(["Bank account number", "Landbank branch code", "City / province"]);
    await summary.getByRole("link", { name: "City / province" }).click();
    await expect(page).toHaveURL(/#field-city$/);
    await expect(page.getByLabel("City / province")).toBeInViewport();
    await page.getByLabel("City / province").fill("Quezon City");
    // Landbank was chosen: its branch code now shows, asking to be filled.
    await expect(page.getByText("Please fill in landbank branch code.")).toBeVisible();
    await expect(page.getByLabel("Account holder name")).toHaveValue("Juan dela Cruz");
    await page.screenshot({ path: "e2e/.artifacts/screens/bank-binding-no-js-errors.png", fullPage: true });

    await page.getByLabel("Bank account number").fill("123456789012");
    await page.getByLabel("Landbank branch code").fill("0123");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/poles\?.*source=loanDetail/);
    await expect(page.getByRole("heading", { level: 1, name: "Approved" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Bind your bank account" })).toHaveCount(0);
  });

  test("e-wallet: the card-type switch re-renders the form; a forged card type is refused", async ({ page }) => {
    const { query } = await qa<{ query: string }>("borrower");
    await page.goto(`/only?productId=1&${query}`);
    await page.getByRole("link", { name: "E-wallet" }).click();
    await expect(page.getByLabel("E-wallet mobile number")).toBeVisible();
    await expect(page.getByLabel("Bank account number")).toHaveCount(0);

    // A forged card type in the posted form.
    await page.locator('input[name="cardType"]').evaluate((el) => el.setAttribute("value", "9"));
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Please choose a bank account or an e-wallet.")).toBeVisible();

    await page.goto(`/only?productId=1&cardType=2&${query}`);
    await page.getByLabel("E-wallet", { exact: true }).selectOption("90101");
    await page.getByLabel("Account holder name").fill("Maria Santos");
    await page.getByLabel("E-wallet mobile number").fill("09171234567");
    await page.getByLabel("Account kind").selectOption("verified");
    await page.getByLabel("Date of birth").fill("1995-01-02");
    await page.getByLabel("City / province").fill("Cebu City, Cebu");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Your payment account is saved.")).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/screens/bank-binding-no-js-saved.png", fullPage: true });
  });
});
