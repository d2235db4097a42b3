import type { Page } from "@playwright/test";
import { languageCookieValue } from "./support/cookies";
import { expect, test } from "./support/fixtures";
import { qa, qaOrder } from "./support/qa";

/**
 * Issue 40 W11/W12: nothing scrolls sideways at 320 px, in English and in Filipino: the public
 * site's sections and the pop-ups (the agreement on the confirm page, the bank-card dialog, the
 * rating, Kind tips). Each failure names the elements wider than the screen.
 */
test.setTimeout(120_000);
test.use({ viewport: { width: 320, height: 640 } });

/** How far the page scrolls sideways, and the innermost elements that stick out past the right edge. */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.getClientRects().length > 0)
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > width + 1))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} "${el.innerText.slice(0, 30)}" ${Math.round(el.getBoundingClientRect().right)}px`,
      )
      .slice(0, 5);
    return { overflow, wide };
  });
}

/** A pop-up's title and text fit its box: nothing inside it is cut at the right. */
async function clippedIn(page: Page, dialogName: string) {
  return page.getByRole("dialog", { name: dialogName }).evaluate((dialog) => {
    const box = dialog.getBoundingClientRect();
    return (
      [...dialog.querySelectorAll<HTMLElement>("h1, h2, p, a, li, span")]
        // A visually hidden label (the stars' words) is one pixel wide on purpose.
        .filter((el) => !el.closest(".visually-hidden"))
        .filter(
          (el) =>
            el.getClientRects().length > 0 && (el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > box.right + 1),
        )
        .map((el) => el.innerText.slice(0, 40))
    );
  });
}

for (const language of ["en", "fil"] as const) {
  test(`the public site's sections fit 320 px (${language})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: await languageCookieValue(language), url: baseURL as string }]);
    for (const section of ["home", "about", "contact", "privacy", "terms"]) {
      await page.goto(section === "home" ? "/" : `/?section=${section}`);
      expect(await sideways(page), `${section} (${language})`).toEqual({ overflow: 0, wide: [] });
      await page.screenshot({ path: `e2e/.artifacts/screens/narrow-site-${section}-${language}.png`, fullPage: true });
    }
    for (const path of ["/Uncle", "/going", "/loanTerms", "/bungalow"]) {
      await page.goto(`${path}?language=${language}`);
      expect(await sideways(page), `${path} (${language})`).toEqual({ overflow: 0, wide: [] });
    }
  });

  test(`the pop-ups fit 320x640 (${language})`, async ({ page }) => {
    const lang = (query: string) => query.replace(/language=[^&]*/, `language=${language}`);
    const names = { agreement: language === "en" ? "Loan agreement" : "Kasunduan sa pautang" };

    const { query } = await qa<{ query: string }>("borrower");
    await page.goto(`/opened?productId=1&${lang(query)}`);
    const agreement = page.getByRole("dialog", { name: names.agreement });
    await expect(agreement).toBeVisible();
    await page.screenshot({ path: `e2e/.artifacts/screens/narrow-agreement-${language}.png` });
    expect(await sideways(page), "agreement").toEqual({ overflow: 0, wide: [] });
    expect(await clippedIn(page, names.agreement), "agreement").toEqual([]);
    // The title and both buttons show whole inside the screen, the agreement's frame at least 160 px high.
    for (const part of [agreement.locator(".modal__title"), agreement.locator(".modal__actions")]) {
      const box = (await part.boundingBox())!;
      expect(box.y, "agreement").toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, "agreement").toBeLessThanOrEqual(640);
    }
    expect((await agreement.locator("iframe").boundingBox())!.height).toBeGreaterThanOrEqual(160);

    const pops: Array<[string, Awaited<ReturnType<typeof qaOrder>>]> = [
      ["card", await qaOrder(151, "--card-pop")],
      ["rating", await qaOrder(200, "--score")],
      ["tips", await qaOrder(174, "--tips", "Repay only through channels in your own name: support@pautang-lending.example.ph.")],
    ];
    for (const [name, order] of pops) {
      await page.goto(lang(order.pages.details));
      const dialog = page.getByRole("dialog").first();
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: `e2e/.artifacts/screens/narrow-${name}-${language}.png` });
      expect(await sideways(page), name).toEqual({ overflow: 0, wide: [] });
      const title = (await dialog.getAttribute("aria-label")) ?? (await dialog.locator("h2, h1").first().innerText());
      expect(await clippedIn(page, title), name).toEqual([]);
    }
  });
}
