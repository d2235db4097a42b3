import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { hugePhoto, pdfAsJpeg, pngFile } from "./support/images";
import { opsLogin } from "./support/ops";
import { qaOrder } from "./support/qa";

test.use({ javaScriptEnabled: false });

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/.artifacts/screens/${name}.png`, fullPage: true });

test.describe("Complaints with JavaScript off", () => {
  test("file a complaint with a photo, read the agent's reply and rate it with plain forms", async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000); // two browsers, a login and many plain-form round trips (a full page each)
    const order = await qaOrder(174);
    await page.goto(order.pages.complaint);
    // Collection opens its sub-types through the address.
    await page.getByRole("link", { name: "Collection", exact: true }).click();
    await expect(page.getByRole("link", { name: "Calling too often" })).toBeVisible();
    await page.getByRole("link", { name: "Calling too often" }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?.*problemSonType=103/);

    // An empty description is refused by the action, next to the field.
    await page.getByRole("button", { name: "Send" }).click();
    const description = page.getByRole("textbox", { name: "Description" });
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#detail-error")).toHaveText("Please describe what happened.");

    // A PDF renamed .jpg is refused with the backend's message, and nothing is filed.
    await description.fill("They call me 20 times a day since Monday, from 0917 numbers.");
    await page.getByLabel("Add photos").setInputFiles(pdfAsJpeg);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.locator("#photo-error")).toHaveText("This file is not a photo. Please choose a JPEG, PNG, WebP or GIF image.");
    // What was typed comes back with the refused form.
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(
      "They call me 20 times a day since Monday, from 0917 numbers.",
    );

    // So is a 20 MB photo.
    await page.getByRole("textbox", { name: "Description" }).fill("They call me 20 times a day since Monday, from 0917 numbers.");
    await page.getByLabel("Add photos").setInputFiles(hugePhoto());
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.locator("#photo-error")).toHaveText("This photo is too large. Please choose one under 5 MB.");

    await page.getByRole("textbox", { name: "Description" }).fill("They call me 20 times a day since Monday, from 0917 numbers.");
    await page.getByLabel("Add photos").setInputFiles([pngFile("calls.png")]);
    await shot(page, "complaint-next-no-js");
    await page.getByRole("button", { name: "Send" }).click();
    // Sent without JavaScript: the same landing on the complaint, with its reference and status (item 10).
    await expect(page).toHaveURL(/\/complainDetails\?.*problemId=\d+/);
    const sent = page.getByRole("dialog", { name: "Successfully Sent" });
    await expect(sent).toContainText("We will look into how you were contacted");
    await expect(sent).toContainText(/CP-\d{8}-\d{6}/);
    await shot(page, "complaint-sent-no-js");
    await sent.getByRole("link", { name: "See my complaint" }).click();
    await expect(page.getByRole("dialog", { name: "Successfully Sent" })).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]sent=/);
    await expect(page.locator(".ticket__status")).toHaveText("Received");
    await expect(page.getByRole("list", { name: "Your photos" }).getByRole("img")).toHaveCount(1);
    const detailsUrl = page.url();

    // The agent replies from the console, also without JavaScript.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const ops = await context.newPage();
    await opsLogin(ops);
    const entry = ops.getByRole("listitem").filter({ hasText: "They call me 20 times a day" });
    // Blank text passes the browser's own check; the backend refuses it.
    await entry.getByRole("textbox", { name: "Reply to the borrower" }).fill("   ");
    await entry.getByRole("button", { name: "Send reply" }).click();
    await expect(ops.getByRole("listitem").filter({ hasText: "They call me 20 times a day" }).getByRole("alert")).toHaveText(
      "Please write a reply.",
    );
    await ops
      .getByRole("listitem")
      .filter({ hasText: "They call me 20 times a day" })
      .getByRole("textbox", { name: "Reply to the borrower" })
      .fill("The collector was warned; calls are now limited to 3 a day.");
    await ops.getByRole("listitem").filter({ hasText: "They call me 20 times a day" }).getByRole("button", { name: "Send reply" }).click();
    await expect(ops.getByText("Reply sent.")).toBeVisible();

    // The rating form is part of the page without JavaScript.
    await page.goto(detailsUrl);
    await expect(page.getByRole("region", { name: "Process Result" })).toContainText("calls are now limited");
    const rate = page.getByRole("region", { name: "Please rate this service" });
    await rate.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please choose from 1 to 5 stars");
    await page.getByRole("region", { name: "Please rate this service" }).getByRole("radio", { name: "5 stars" }).check({ force: true });
    await page.getByRole("region", { name: "Please rate this service" }).getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("You rated this service 5 of 5 stars.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Please rate this service" })).toHaveCount(0);
    await shot(page, "complaint-details-no-js");

    await ops.goto("/ops/complaints");
    await expect(ops.getByRole("listitem").filter({ hasText: "They call me 20 times a day" })).toContainText("Rated 5 of 5");
    await context.close();
  });

  test("collection on a disallowed order shows the Spanish message instead of sub-types", async ({ page }) => {
    const order = await qaOrder(180, "--collection-complaint", "0");
    await page.goto(order.pages.complaint);
    await page.getByRole("link", { name: "Collection", exact: true }).click();
    await expect(page.locator(".field-error")).toHaveText("The selected order does not accept collection complaints.");
    await expect(page.getByRole("link", { name: "Calling too often" })).toHaveCount(0);
    await shot(page, "complaint-start-refused-no-js");
  });
});
