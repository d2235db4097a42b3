import { expect, test } from "./support/fixtures";
import { qaOrder } from "./support/qa";

/** /funny for a loan with nothing to pay (issue 30): news, not an error; HTTP 200, a tick and a way back. */
for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: javaScriptEnabled ? { width: 390, height: 844 } : { width: 320, height: 640 } });

    test("card repayment of a paid loan says it is paid with a tick, HTTP 200, and leads back to the order", async ({ page }) => {
      const order = await qaOrder(200);
      const query = javaScriptEnabled ? order.query : order.query.replace("language=en", "language=fil");
      const response = await page.goto(`/funny?orderId=${order.orderId}&productId=${order.productId}&${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator(".error-card__icon--done")).toBeVisible();
      await page.getByRole("link", { name: javaScriptEnabled ? "Back to order details" : "Bumalik sa detalye ng order" }).click();
      await expect(page).toHaveURL(new RegExp(`/poles\\?.*orderId=${order.orderId}`));
    });
  });
}
