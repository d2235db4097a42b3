import { expect, test } from "./support/fixtures";

test.use({ javaScriptEnabled: false });

test.describe("Public site with JavaScript off", () => {
  test("navigation links render their section; the contact form stores a complete message", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Site sections" }).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\?section=contact/);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please provide complete information!" })).toBeVisible();
    // The sentence once; each empty field marked beside it (issue 40).
    await expect(page.getByText("Please provide complete information!")).toHaveCount(1);
    for (const field of ["Name", "Telephone", "Email", "Message"]) {
      await expect(page.getByLabel(field)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(field)).toHaveAccessibleDescription("Required");
    }
    await page.getByLabel("Name").fill("Ben Cruz");
    await page.getByLabel("Telephone").fill("(02) 8123 4567");
    await page.getByLabel("Email").fill("ben@example.ph");
    await page.getByLabel("Message").fill("Please call me about a loan.");
    await page.getByRole("button", { name: "Submit" }).click();
    // One acknowledgement, with the reference; no "Successful!" toast beside it.
    await expect(page.getByRole("status").filter({ hasText: /Your reference is \S+;/ })).toBeVisible();
    await expect(page.getByText("Successful!")).toHaveCount(0);
  });
});

test.describe("Public site in Filipino with JavaScript off", () => {
  test.use({ locale: "fil-PH", extraHTTPHeaders: { "Accept-Language": "fil-PH,fil;q=0.9" } });

  test("an incomplete contact form says so once and marks each empty field; a sent one is acknowledged once", async ({ page }) => {
    await page.goto("/?section=contact");
    await page.getByLabel("Pangalan").fill("Ana Reyes");
    await page.getByRole("button", { name: "Isumite" }).click();
    await expect(page.getByText("Pakikumpleto ang impormasyon!")).toHaveCount(1);
    for (const field of ["Telepono", "Email", "Mensahe"]) await expect(page.getByLabel(field)).toHaveAccessibleDescription("Kailangan");
    await expect(page.getByLabel("Pangalan")).toHaveValue("Ana Reyes");
    await page.getByLabel("Telepono").fill("09171234567");
    await page.getByLabel("Email").fill("ana@example.ph");
    await page.getByLabel("Mensahe").fill("Pakitawagan po ako.");
    await page.getByRole("button", { name: "Isumite" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Ang iyong reference ay \S+;/ })).toBeVisible();
    await expect(page.getByText("Naipadala na!")).toHaveCount(0);
  });
});
