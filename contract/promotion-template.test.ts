import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { MarketingFiguresWire } from "./marketing";
import { promotionTemplate, templateIn } from "./promotion";

/** The seeded catalogue's figures (products open for applications) and the loan terms' times. */
const figures: MarketingFiguresWire = {
  minAmount: 100_000,
  maxAmount: 5_000_000,
  minTermDays: 91,
  maxTermDays: 365,
  decisionDays: 1,
  payoutMinDays: 1,
  payoutMaxDays: 3,
};

const templates = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../mocks/promotion-templates.json"), "utf8")) as unknown[];
const [first] = templates.map((t) => promotionTemplate.parse(t));

describe("a sign-up template in the page's language (docs/decisions/131)", () => {
  it("gives a Filipino page the template's Filipino words, and only those", () => {
    const fil = templateIn(first, "fil", figures);
    expect(fil.headline).toBe("Humiram ng ₱1,000.00 hanggang ₱50,000.00");
    expect(fil.agreementText).toHaveLength(first.agreementText.length);
    expect(fil.download).toMatchObject({ title: "Naka-sign up ka na", androidUrl: first.download.androidUrl, linksId: "ph-default" });
    // The phone rule, the links and the name are the template's, whatever the language.
    expect({
      ...fil,
      headline: "",
      subheadline: "",
      highlights: [],
      buttonText: "",
      agreementTitle: "",
      agreementText: [],
      download: null,
    }).toEqual({
      ...templateIn(first, "en", figures),
      headline: "",
      subheadline: "",
      highlights: [],
      buttonText: "",
      agreementTitle: "",
      agreementText: [],
      download: null,
    });
    expect(fil).not.toHaveProperty("fil");
  });

  it("gives every other language the English template, without the Filipino words", () => {
    for (const language of ["en", "zh", "xx"]) {
      const page = templateIn(first, language, figures);
      expect(page.headline).toBe("Borrow ₱1,000.00 to ₱50,000.00");
      expect(page).not.toHaveProperty("fil");
    }
  });

  it("falls back to English for Filipino when a template has no Filipino", () => {
    const { fil: _unused, ...englishOnly } = first;
    expect(templateIn(englishOnly, "fil", figures).headline).toBe("Borrow ₱1,000.00 to ₱50,000.00");
  });

  it("every template of the fixtures has its Filipino", () => {
    for (const template of templates.map((t) => promotionTemplate.parse(t))) expect(template.fil).toBeDefined();
  });
});

describe("a template's claims carry no figure of their own (issue 30 item 3, docs/decisions/116)", () => {
  it("fills the claims from the catalogue and the rules at render time, in the page's language", () => {
    const en = templateIn(first, "en", figures);
    expect(en.highlights).toEqual([
      "No collateral",
      "A decision within 1 day",
      "The money in your account within 1 to 3 days after you accept",
      "Terms from 91 to 365 days",
    ]);
    const fewer = templateIn(first, "en", { ...figures, maxAmount: 3_000_000, minTermDays: 120 });
    expect(fewer.headline).toBe("Borrow ₱1,000.00 to ₱30,000.00");
    expect(fewer.highlights).toContain("Terms from 120 to 365 days");
    expect(templateIn(first, "fil", figures).highlights).toContain("May desisyon sa loob ng 1 araw");
  });

  it("drops a claim it cannot fill when no product is offered, never showing a hole or an old figure", () => {
    const none = templateIn(first, "en", null);
    expect(none.headline).toBe(first.appName);
    expect(none.highlights).toEqual(["No collateral"]);
  });

  it("refuses a template whose claims write a figure, or name one that does not exist", () => {
    for (const headline of [
      "Cash up to ₱20,000 in minutes",
      "Approval within 1 day",
      "Up to PHP 20k",
      "Borrow twenty thousand pesos",
      "Borrow {bigAmount}",
    ]) {
      const parsed = promotionTemplate.safeParse({ ...first, headline });
      expect(parsed.success, headline).toBe(false);
    }
    expect(promotionTemplate.safeParse({ ...first, highlights: ["Approval within 1 day"] }).success).toBe(false);
    expect(promotionTemplate.safeParse({ ...first, fil: { ...first.fil, headline: "Hanggang ₱20,000" } }).success).toBe(false);
    expect(promotionTemplate.safeParse({ ...first, headline: "Borrow {amountRange} with {payoutTime} payout" }).success).toBe(true);
  });
});
