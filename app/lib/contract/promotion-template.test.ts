import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { promotionTemplate, templateIn } from "./promotion";

const templates = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../mocks/promotion-templates.json"), "utf8")) as unknown[];
const [first] = templates.map((t) => promotionTemplate.parse(t));

describe("a sign-up template in the page's language (docs/decisions/131)", () => {
  it("gives a Filipino page the template's Filipino words, and only those", () => {
    const fil = templateIn(first, "fil");
    expect(fil.headline).toBe("Makahiram ng hanggang ₱20,000 sa loob ng ilang minuto");
    expect(fil.agreementText).toHaveLength(first.agreementText.length);
    expect(fil.download).toMatchObject({ title: "Naka-sign up ka na", androidUrl: first.download.androidUrl, linksId: "ph-default" });
    // The phone rule, the links and the name are the template's, whatever the language.
    expect({ ...fil, headline: "", subheadline: "", highlights: [], buttonText: "", agreementTitle: "", agreementText: [], download: null }).toEqual({
      ...templateIn(first, "en"),
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
      const page = templateIn(first, language);
      expect(page.headline).toBe("Cash up to ₱20,000 in minutes");
      expect(page).not.toHaveProperty("fil");
    }
  });

  it("falls back to English for Filipino when a template has no Filipino", () => {
    const { fil: _unused, ...englishOnly } = first;
    expect(templateIn(englishOnly, "fil").headline).toBe("Cash up to ₱20,000 in minutes");
  });

  it("every template of the fixtures has its Filipino", () => {
    for (const template of templates.map((t) => promotionTemplate.parse(t))) expect(template.fil).toBeDefined();
  });
});
