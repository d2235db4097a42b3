import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { backend as backendEnglish } from "@contract/texts/backend";
import { backend as backendFilipino } from "@contract/texts/fil/backend";
import { AREA_NAMES, areas as areaLoaders, type AreaName } from "./areas";
import { fieldTexts, serverTexts, textKeyOf } from "./catalogue.server";

/** Every key path of a catalogue value, with the kind of value found there. */
function shape(value: unknown, path = ""): string[] {
  if (typeof value === "string") return [`${path}:string`];
  if (typeof value === "function") return [`${path}:function/${value.length}`];
  if (Array.isArray(value)) return value.flatMap((item, i) => shape(item, `${path}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => shape(item, path ? `${path}.${key}` : key));
  return [`${path}:${typeof value}`];
}

/** Every fixed text of a catalogue value (wordings with values are checked by the pages that use them). */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

describe("the Filipino catalogue", () => {
  const areas = AREA_NAMES;
  const english = Object.fromEntries(areas.map((area) => [area, serverTexts(area, "en")])) as { [A in AreaName]: unknown };

  it("lists each area once with its two languages, each a module of its own the browser loads, the server's own texts", async () => {
    expect(areas.length).toBeGreaterThan(10);
    for (const area of areas) {
      const [en, fil] = await Promise.all([areaLoaders[area].en(), areaLoaders[area].fil()]);
      expect(en, area).toBe(serverTexts(area, "en"));
      expect(fil, area).toBe(serverTexts(area, "fil"));
      expect(fil, area).not.toBe(en);
    }
  });

  it.each(AREA_NAMES)("%s has exactly the keys of English, each of the same kind", (area) => {
    const fil = serverTexts(area, "fil");
    expect(fil).not.toBe(english[area]);
    const englishShape = shape(english[area]).filter((entry) => !/\[\d+\]/.test(entry));
    // A translated legal document adds its notice (the English text prevails); English has none.
    const filipinoShape = shape(fil).filter((entry) => !/\[\d+\]/.test(entry) && !/\.notice:string$/.test(entry));
    expect(filipinoShape).toEqual(englishShape);
  });

  it("gives one English label one Filipino wording, in every area and in the backend's table (docs/glossary-fil.md)", () => {
    const wordings = new Map<string, Set<string>>();
    const add = (en: string, fil: string) => {
      // Labels and short phrases: a sentence may word the same idea another way.
      if (en.length > 40) return;
      wordings.set(en, (wordings.get(en) ?? new Set()).add(fil));
    };
    const pair = (en: unknown, fil: unknown) => {
      if (typeof en === "string" && typeof fil === "string") add(en, fil);
      else if (en && typeof en === "object" && fil && typeof fil === "object")
        for (const key of Object.keys(en)) pair((en as Record<string, unknown>)[key], (fil as Record<string, unknown>)[key]);
    };
    for (const area of areas) pair(english[area], serverTexts(area, "fil"));
    pair(backendEnglish, backendFilipino);
    // Deliberately more than one: the glossary's button / title / data label for "Repayment" and
    // "Payment"; the agents' console ("Replied") stays English, as the glossary says.
    const deliberate = new Set(["Repayment", "Payment", "Replied"]);
    const differing = [...wordings]
      .filter(([en, fil]) => fil.size > 1 && !deliberate.has(en))
      .map(([en, fil]) => `${en}: ${[...fil].join(" | ")}`);
    expect(differing).toEqual([]);
  });

  it("keeps a Filipino area's chunk free of English: no Filipino area imports an English one (decision 130)", () => {
    const dir = path.join(__dirname, "fil");
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ts") && f !== "backend.ts")) {
      const valueImports = fs.readFileSync(path.join(dir, file), "utf8").match(/^import (?!type )[^;]*from "\.\.\/[^"]+";/gm) ?? [];
      expect(valueImports, file).toEqual([]);
    }
    // The agents' console keys are written out in English there: the same texts.
    const fil = serverTexts("complaints", "fil") as Record<string, unknown>;
    for (const [key, value] of Object.entries(serverTexts("complaints", "en")))
      if (key.startsWith("ops") && typeof value === "string") expect(fil[key], key).toBe(value);
  });

  it("never words a rate as the amount it gives (interest rate is not interest)", () => {
    const confirm = serverTexts("loanConfirm", "fil");
    expect(confirm.interestRate).not.toBe(confirm.interest);
    expect(serverTexts("info", "fil").product.rate).toBe(confirm.interestRate);
  });

  it.each(AREA_NAMES)("%s has no empty text", (area) => {
    for (const text of textsOf(serverTexts(area, "tl"))) {
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/undefined|\[object |NaN/);
    }
  });
});

describe("texts in the request's language", () => {
  it("English, the verbatim languages and unknown values keep today's texts", () => {
    expect(serverTexts("orderDetails", "en").ratingNoStar).toBe("Please choose a rating.");
    expect(serverTexts("orderDetails", "id").ratingNoStar).toBe("Silakan pilih");
    expect(serverTexts("promotion", "zh").registered).toBe("注册成功");
    expect(serverTexts("orderDetails", "xx").ratingNoStar).toBe("Please choose a rating.");
    expect(serverTexts("orderDetails", "fil").ratingNoStar).toBe("Pumili ng rating.");
  });

  it("a form check's keys are said in the request's language; a message that is no key of the area is none", () => {
    expect(fieldTexts("repayment", { channelNumber: "noChannel" }, "fil")).toEqual({ channelNumber: "Pumili ng paraan ng pagbabayad." });
    expect(fieldTexts("repayment", { channelNumber: "noChannel" }, "en")).toEqual({ channelNumber: "Please choose a payment method." });
    expect(textKeyOf("complaints", "descriptionEmpty")).toBe("descriptionEmpty");
    expect(textKeyOf("complaints", "Please describe what happened.")).toBeNull();
    expect(textKeyOf("complaints", "toString")).toBeNull();
  });
});
