import type { Page } from "@playwright/test";
import { expect, hydrated, seriousA11yViolations, test } from "./support/fixtures";
import { opsLogin } from "./support/ops";
import { pdfText } from "./support/pdf";
import { qa, qaOrder } from "./support/qa";

/** My data (issue 28 item 3; docs/decisions/178, 179): view, downloads, correction, marketing switch, erasure and the agent, JS on and off, English and Filipino. */

const TEXTS = {
  en: {
    link: "My data",
    title: "My data",
    json: "Download as JSON (for computers)",
    pdf: "Download as PDF (to read or print)",
    email: "Email",
    save: "Save",
    saved: "Saved.",
    turnOff: "Turn marketing messages off",
    turnOn: "Turn marketing messages on",
    off: "Marketing messages are off.",
    remindersOff: "Turn reminders off",
    remindersSaved: "Saved: we will not send you payment reminders.",
    remindersState: "Reminders are off.",
    correction: "What should be corrected, and to what?",
    sendCorrection: "Send request",
    correctionSent: "Request sent.",
    kept: "Kept: your loans, payments and receipts, for 10 years after the loan is closed",
    confirm: "I understand that my loans, payments and receipts are kept as the law requires.",
    ask: "Ask to erase my data",
    sent: "Request sent. An agent will look at it",
    received: "Erasure: Received",
    done: "Erasure: Done",
    openLoan: "You have a loan that is not closed yet.",
  },
  fil: {
    link: "Ang aking data",
    title: "Ang aking data",
    json: "I-download bilang JSON (para sa computer)",
    pdf: "I-download bilang PDF (para basahin o i-print)",
    email: "Email",
    save: "I-save",
    saved: "Na-save na.",
    turnOff: "I-off ang mga marketing message",
    turnOn: "I-on ang mga marketing message",
    off: "Naka-off ang mga marketing message.",
    remindersOff: "I-off ang mga paalala",
    remindersSaved: "Na-save: hindi ka na namin padadalhan ng mga paalala sa pagbabayad.",
    remindersState: "Naka-off ang mga paalala.",
    correction: "Ano ang dapat itama, at gawing ano?",
    sendCorrection: "Ipadala ang kahilingan",
    correctionSent: "Naipadala ang kahilingan.",
    kept: "Itatago: ang iyong mga loan, bayad at resibo, nang 10 taon matapos maisara ang loan",
    confirm: "Naiintindihan ko na ang aking mga loan, bayad at resibo ay itatago ayon sa hinihingi ng batas.",
    ask: "Hilingin na burahin ang aking data",
    sent: "Naipadala ang kahilingan. Titingnan ito ng isang agent",
    received: "Pagbura: Natanggap",
    done: "Pagbura: Tapos na",
    openLoan: "May loan kang hindi pa sarado.",
  },
} as const;

const phoneOf = (query: string) => new URLSearchParams(query).get("mobilePhone") as string;
const withLanguage = (query: string, language: string) => query.replace(/(^|&)language=[^&]*/, `$1language=${language}`);

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await hydrated(page);
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "JavaScript on" : "JavaScript off";
  const language = javaScriptEnabled ? "en" : "fil";
  const t = TEXTS[language];

  test.describe(`My data, ${mode}`, () => {
    test.use({ javaScriptEnabled });

    test(`view, JSON and PDF, correction, marketing switch, erasure request, the agent approves and the job erases (${mode}, ${language})`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const order = await qaOrder(200);
      const query = withLanguage(order.query, language);
      const phone = phoneOf(query);

      // Reached from customer service (JS on) or the order list (JS off).
      await open(page, javaScriptEnabled ? `/bungalow?${query}` : `/attic?${query}`, javaScriptEnabled);
      await page.getByRole("link", { name: t.link }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByText(order.orderNo).first()).toBeVisible();
      await expect(page.getByText(phone).first()).toBeVisible();
      await expect(page.getByText(t.kept)).toBeVisible();

      // Downloads: the borrower's own data, as JSON and as a PDF in the page's language.
      const json = await page.request.get((await page.getByRole("link", { name: t.json }).getAttribute("href")) as string);
      // Named for today in Manila (UTC+8), which is tomorrow in UTC in the evening (issue 40).
      const manilaDay = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      expect(json.headers()["content-disposition"]).toBe(`attachment; filename="my-data-${manilaDay}.json"`);
      const body = await json.json();
      expect(body.units.amounts).toContain("centavos");
      expect(body.profile.phone).toBe(phone);
      expect(body.orders.map((o: { orderNo: string }) => o.orderNo)).toContain(order.orderNo);
      const pdf = await page.request.get((await page.getByRole("link", { name: t.pdf }).getAttribute("href")) as string);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      const text = pdfText(await pdf.body());
      expect(text).toContain(t.title);
      expect(text).toContain(order.orderNo);
      // Another session's download is refused like a missing one: no data without the session.
      const foreign = await page.request.get(`/myData/json?${query.replace(/sessionId=[^&]+/, "sessionId=someone-else")}`);
      expect(foreign.status()).toBe(401);
      expect(await foreign.text()).not.toContain(order.orderNo);

      // Correction of the email.
      await page.getByLabel(t.email, { exact: true }).fill(`b${order.userId}@example.ph`);
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
      await expect(page.getByText(`b${order.userId}@example.ph`).first()).toBeVisible();

      // Marketing off: a product offer is no longer sent; the service messages are (outbox.test.ts).
      expect(await qa("offer", "--phone", phone)).toEqual({ queued: true, purpose: "product-offer" });
      await page.getByRole("button", { name: t.turnOff }).click();
      await expect(page.getByRole("button", { name: t.turnOn })).toBeVisible();
      // Said once beside the switch (and in the consents' record), not again in the answer.
      await expect(page.getByText(t.off, { exact: true })).toHaveCount(1);
      await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
      expect(await qa("offer", "--phone", phone, "--kind", "promotion")).toEqual({ queued: false, purpose: "promotion-offer" });

      // Payment reminders off here too: the same choice customer service shows.
      await page.getByRole("button", { name: t.remindersOff }).click();
      await expect(page.getByRole("status").filter({ hasText: t.remindersSaved })).toBeVisible();
      await expect(page.getByText(t.remindersState)).toBeVisible();

      // A request to correct the rest.
      await page.getByLabel(t.correction).fill("My name is Juan Santos");
      await page.getByRole("button", { name: t.sendCorrection }).click();
      await expect(page.getByRole("status").filter({ hasText: t.correctionSent })).toBeVisible();

      // Erasure: the retention rules, a box to tick, then the request's status.
      await page.getByLabel(t.confirm).check();
      await page.getByRole("button", { name: t.ask }).click();
      await expect(page.getByRole("status").filter({ hasText: t.sent })).toBeVisible();
      await expect(page.getByText(t.received)).toBeVisible();
      await page.screenshot({ path: `e2e/.artifacts/screens/my-data-${language}.png`, fullPage: true });
      if (javaScriptEnabled) expect(await seriousA11yViolations(page)).toEqual([]);

      // The agent approves in the console; the job erases; the borrower sees it done.
      const agent = await browser.newPage();
      await opsLogin(agent, "/ops/data-requests");
      const row = agent.getByRole("article", { name: `Erasure ${phone}` });
      await row.getByRole("button", { name: "Approve erasure" }).click();
      await expect(agent.getByRole("status")).toContainText("Approved, being carried out");
      // The console cannot edit the name: it marks the correction reviewed, and the note it offers
      // says so, never "corrected" (issue 40 W15).
      const correction = agent.getByRole("article", { name: `Correction ${phone}` });
      await expect(correction.getByRole("button", { name: "Mark corrected" })).toHaveCount(0);
      await expect(correction.getByLabel("Note to the borrower")).toHaveValue("Your request was reviewed. ");
      await expect(correction.getByRole("note")).toContainText("This console cannot change a borrower's details.");
      await correction.getByRole("button", { name: "Mark reviewed" }).click();
      await expect(agent.getByRole("status")).toContainText("Correction");
      await agent.close();
      await expect(async () => {
        await page.goto(`/myData?${query}`);
        await expect(page.getByText(t.done)).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.getByText(`b${order.userId}@example.ph`)).toHaveCount(0);
      await expect(page.getByText(order.orderNo).first()).toBeVisible(); // loan records are kept
    });
  });
}

test("an erasure waits while a loan is open (Filipino, JavaScript off)", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const order = await qaOrder(170);
  await page.goto(`/myData?${withLanguage(order.query, "fil")}`);
  await expect(page.getByText(TEXTS.fil.openLoan)).toBeVisible();
  await expect(page.getByRole("button", { name: TEXTS.fil.ask })).toHaveCount(0);
  await context.close();
});
