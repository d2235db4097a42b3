import type { Browser, Page } from "@playwright/test";
import { expect, hydrated, seriousA11yViolations, test } from "./support/fixtures";
import { hugePhoto, pdfAsJpeg, pngFile } from "./support/images";
import { opsLogin } from "./support/ops";
import { qaOrder } from "./support/qa";

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/.artifacts/screens/${name}.png`, fullPage: true });

async function opsPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await opsLogin(page);
  return page;
}

test.describe("Complaints with JavaScript on", () => {
  test("file a collection complaint with 2 photos; the agent replies; the borrower reads it and rates; the console shows the rating", async ({
    page,
    browser,
    baseURL,
  }) => {
    // The longest flow of the suite (four accessibility scans, one of them of the agents' whole
    // queue, which holds every complaint the suite filed): under a full parallel run on two cores it
    // has needed more than 90 s.
    test.setTimeout(180_000);
    const order = await qaOrder(180);
    await page.goto(order.pages.complaint);
    await hydrated(page);
    await expect(page.getByRole("link", { name: "My complaints" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Peso Express" })).toContainText(order.orderNo);
    await expect(page.getByRole("heading", { name: "Select question type" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, "complaint-start");

    await page.getByRole("link", { name: "Collection", exact: true }).click();
    await expect(page.getByRole("link", { name: "Collection", exact: true })).toHaveAttribute("aria-expanded", "true");
    await shot(page, "complaint-start-collection");
    await page.getByRole("link", { name: "Contacting my contacts" }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?.*problemType=1.*problemSonType=102.*orderNo=/);
    await hydrated(page);

    await expect(page.getByRole("list", { name: "Question type" })).toContainText("Collection");
    await expect(page.getByRole("list", { name: "Question type" })).toContainText("Contacting my contacts");
    await expect(page.getByText("We will reply within 3 weekdays.")).toBeVisible();
    const description = page.getByRole("textbox", { name: "Description" });
    await expect(description).toHaveAttribute("placeholder", /who contacted you.*when.*channel.*what happened/);

    // Empty description: nothing is sent.
    await page.getByRole("button", { name: "Send" }).click();
    // Neutral words: a harassment complaint is not a "comment or suggestion" (issue 30 item 11).
    await expect(page.getByRole("alert").filter({ hasText: "Please describe what happened." }).first()).toBeVisible();

    // Past 200 characters is ignored.
    await description.fill("x".repeat(250));
    await expect(description).toHaveValue("x".repeat(200));
    await expect(page.getByText("200/200")).toBeVisible();
    await description.fill("An agent called my sister three times on 2026-11-20 at 11pm and told her I am a thief.");

    // Refused uploads show the server's message and add nothing.
    const picker = page.getByLabel("Add photos");
    await picker.setInputFiles(pdfAsJpeg);
    await expect(page.getByText("This file is not a photo. Please choose a JPEG, PNG, WebP or GIF image.")).toBeVisible();
    await picker.setInputFiles(hugePhoto());
    await expect(page.getByText("This photo is too large. Please choose one under 5 MB.")).toBeVisible();
    await expect(page.getByText("0/9 photos")).toBeVisible();

    await picker.setInputFiles([pngFile("call-log.png"), pngFile("sms.png")]);
    await expect(page.getByRole("img", { name: "Photo 2" })).toBeVisible();
    await expect(page.getByText("2/9 photos")).toBeVisible();
    await expect(page.getByText("Upload succeeded!")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, "complaint-next");

    // A double tap sends once: the button is disabled while sending and the backend is idempotent.
    await page.getByRole("button", { name: "Send" }).dblclick();
    // Sent: the borrower lands on the complaint itself, and "Successfully Sent" stays until closed
    // (issue 30 item 10), in words fit for a collection complaint (item 11).
    await expect(page).toHaveURL(/\/complainDetails\?.*problemId=\d+/);
    const sent = page.getByRole("dialog", { name: "Successfully Sent" });
    await expect(sent).toContainText("We will look into how you were contacted and answer you by the date below.");
    await expect(sent).not.toContainText(/comments and suggestions|Have a nice day/);
    await expect(sent).toContainText(/CP-\d{8}-\d{6}/);
    await shot(page, "complaint-sent");
    await page.waitForTimeout(3_000);
    await expect(sent).toBeVisible();
    await expect(page).toHaveURL(/\/complainDetails\?/);
    await sent.getByRole("link", { name: "See my complaint" }).click();
    await expect(sent).toHaveCount(0);
    await expect(page.locator(".ticket__status")).toHaveText("Received");
    await expect(page.getByText("An agent called my sister three times")).toBeVisible();

    await page.getByRole("link", { name: "My complaints" }).click();
    await expect(page.getByRole("link", { name: "Pending (1)" })).toBeVisible();
    const item = page.getByRole("list", { name: "Pending" }).getByRole("link");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    await expect(item).toContainText("Collection");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, "complaint-list");
    await item.click();
    await expect(page).toHaveURL(/\/complainDetails\?.*problemId=\d+/);
    const detailsUrl = page.url();
    await expect(page.getByText("We have received your complaint")).toBeVisible();
    await expect(page.getByRole("list", { name: "Your photos" }).getByRole("img")).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Process Result" })).toHaveCount(0);

    // The agent answers from the console, ordered by due time.
    const ops = await opsPage(browser, baseURL);
    await ops.goto("/ops/complaints");
    const entry = ops.getByRole("listitem").filter({ hasText: "An agent called my sister" });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("Reply due");
    await entry
      .getByRole("textbox", { name: "Reply to the borrower" })
      .fill("We have suspended the agent and removed your sister's number.");
    await entry.getByLabel("Agent name").fill("Ana");
    await entry.getByLabel("Reply photos (up to 9)").setInputFiles([pngFile("proof.png")]);
    await entry.getByRole("button", { name: "Send reply" }).click();
    await expect(ops.getByText("Reply sent.")).toBeVisible();
    await expect(entry).toContainText("Not rated yet");
    expect(await seriousA11yViolations(ops)).toEqual([]);
    // A replied complaint with a reply photo fits an agent's 390 px phone: the photos' grid may not
    // size its column by the widest row it could hold.
    await ops.setViewportSize({ width: 390, height: 844 });
    await expect(entry.getByRole("heading", { name: /Process Result/ })).toBeVisible();
    expect(await ops.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The borrower sees the Process Result, and 3 s later the rating modal.
    await page.goto(detailsUrl);
    await hydrated(page);
    const result = page.getByRole("region", { name: "Process Result" });
    await expect(result).toContainText("We have suspended the agent");
    await expect(result.getByRole("img")).toHaveCount(1);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const rating = page.getByRole("dialog", { name: "Please rate this service" });
    await expect(rating).toBeVisible({ timeout: 6_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, "complaint-details-rating");
    await rating.getByText("4 stars").click({ force: true });
    await rating.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("You rated this service 4 of 5 stars.")).toBeVisible();
    await expect(rating).toHaveCount(0);
    await page.reload();
    await expect(page.getByText("You rated this service 4 of 5 stars.")).toBeVisible();
    await shot(page, "complaint-details");

    await ops.reload();
    await expect(ops.getByRole("listitem").filter({ hasText: "An agent called my sister" })).toContainText("Rated 4 of 5");
    await ops.screenshot({ path: "e2e/.artifacts/screens/ops-complaints.png", fullPage: true });
    await ops.context().close();
  });

  test("collection is refused on an order that does not allow it; 'All' picks another order", async ({ page }) => {
    const order = await qaOrder(170, "--collection-complaint", "0");
    const other = await qaOrder(200, "--user", String(order.userId));
    await page.goto(order.pages.complaint);
    await hydrated(page);
    await page.getByRole("link", { name: "Collection", exact: true }).click();
    await expect(page.getByText("The selected order does not accept collection complaints.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Rude or threatening language" })).toHaveCount(0);

    await page.getByRole("link", { name: "All" }).click();
    const picker = page.getByRole("dialog", { name: "Choose an order" });
    await expect(picker.getByRole("link")).toHaveCount(2);
    await shot(page, "complaint-start-all");
    await picker.getByRole("link", { name: new RegExp(other.orderNo) }).click();
    await expect(page.getByRole("region", { name: "Peso Express" })).toContainText(other.orderNo);
    await page.getByRole("link", { name: "Collection", exact: true }).click();
    await expect(page.getByRole("link", { name: "Rude or threatening language" })).toBeVisible();

    // A non-collection type goes straight on with problemType and orderNo.
    await page.getByRole("link", { name: "Repayment", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/complainPageNext\\?.*problemType=2.*orderNo=${other.orderNo}`));
    await expect(page).not.toHaveURL(/problemSonType/);
  });

  test("another borrower's complaint answers like a missing one", async ({ page }) => {
    const owner = await qaOrder(180);
    await page.goto(owner.pages.complaint.replace("/complaint?", "/complainPageNext?problemType=4&orderNo=" + owner.orderNo + "&"));
    await hydrated(page);
    const description = page.getByRole("textbox", { name: "Description" });
    // An app problem asks for what an app problem needs, not who contacted the borrower (item 11).
    await expect(description).toHaveAttribute("placeholder", /which page you were on.*error message/);
    await description.fill("The app logs me out.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("dialog", { name: "Successfully Sent" })).toContainText("We have received your report about the app.");
    await page.goto(`/complaintList?${owner.query}`);
    await page.getByRole("list", { name: "Pending" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/problemId=\d+/);
    const problemId = new URL(page.url()).searchParams.get("problemId");

    const stranger = await qaOrder(170);
    await page.goto(`/complainDetails?problemId=${problemId}&${stranger.query}`);
    await expect(page.getByText("We could not find this complaint")).toBeVisible();
    await expect(page.getByText("The app logs me out.")).toHaveCount(0);
  });

  test("the console sends to its login form, refuses a wrong password and takes no Basic auth", async ({ page, playwright, baseURL }) => {
    await page.goto("/ops/complaints");
    await expect(page).toHaveURL(/\/ops\/login\?next=%2Fops%2Fcomplaints$/);
    await hydrated(page);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong ops password.");
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, "ops-login");
    const anonymous = await playwright.request.newContext({ baseURL });
    const basic = await anonymous.get("/ops/complaints", {
      headers: { Authorization: `Basic ${Buffer.from("agent:e2e-ops-password").toString("base64")}` },
      maxRedirects: 0,
    });
    expect(basic.status()).toBe(302);
    expect(basic.headers()["location"]).toBe("/ops/login?next=%2Fops%2Fcomplaints");
    await anonymous.dispose();
  });
});
