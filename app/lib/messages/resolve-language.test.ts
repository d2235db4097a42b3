import { describe, expect, it } from "vitest";
import { fromAcceptLanguage, htmlLang, resolveLanguage } from "./resolve-language";
import { languageOf } from "./verbatim";

const none = { query: null, cookie: undefined, acceptLanguage: null };

describe("the session's language", () => {
  it("fil and tl (any case, with a region) are Filipino", () => {
    for (const value of ["fil", "FIL", "tl", "TL", "fil-PH", "tl_PH", " fil "]) expect(languageOf(value)).toBe("fil");
  });
  it("keeps the documented verbatim languages (decision 112)", () => {
    expect(languageOf("zh")).toBe("zh");
    expect(languageOf("zh-CN")).toBe("zh");
    expect(languageOf("es")).toBe("es");
    expect(languageOf("id")).toBe("id");
  });
  it("anything else, or nothing, is English without an error", () => {
    for (const value of ["en", "", null, undefined, "fi", "filipino", "xx", "<script>", "f".repeat(5000)])
      expect(languageOf(value)).toBe("en");
  });
  it("wins over the cookie and Accept-Language", () => {
    expect(resolveLanguage({ query: "fil", cookie: "en", acceptLanguage: "en" })).toBe("fil");
    expect(resolveLanguage({ query: "en", cookie: "fil", acceptLanguage: "fil" })).toBe("en");
    expect(resolveLanguage({ query: "tl", cookie: undefined, acceptLanguage: null })).toBe("fil");
    expect(resolveLanguage({ query: "klingon", cookie: "fil", acceptLanguage: "fil" })).toBe("en");
  });
});

describe("pages without a session", () => {
  it("follow the switch's cookie", () => {
    expect(resolveLanguage({ ...none, cookie: "fil" })).toBe("fil");
    expect(resolveLanguage({ ...none, cookie: "en", acceptLanguage: "fil" })).toBe("en");
  });
  it("ignore a cookie that is not a choice, and an empty language parameter", () => {
    expect(resolveLanguage({ ...none, cookie: "zh", acceptLanguage: "fil" })).toBe("fil");
    expect(resolveLanguage({ query: "", cookie: "fil", acceptLanguage: null })).toBe("fil");
  });
  it("honour Accept-Language by q-value when there is no cookie", () => {
    expect(resolveLanguage({ ...none, acceptLanguage: "fil-PH,fil;q=0.9,en;q=0.8" })).toBe("fil");
    expect(resolveLanguage({ ...none, acceptLanguage: "en-US,en;q=0.9,tl;q=0.8" })).toBe("en");
    expect(resolveLanguage({ ...none, acceptLanguage: "en;q=0.5, tl;q=0.8" })).toBe("fil");
    expect(resolveLanguage({ ...none, acceptLanguage: "ja, zh;q=0.9" })).toBe("en");
    expect(resolveLanguage(none)).toBe("en");
  });
});

describe("Accept-Language", () => {
  it("takes the highest q-value; ties go to the first", () => {
    expect(fromAcceptLanguage("en;q=0.8, fil;q=0.8")).toBe("en");
    expect(fromAcceptLanguage("fil;q=0.8, en;q=0.8")).toBe("fil");
    expect(fromAcceptLanguage("de, fil;q=0.3, en;q=0.2")).toBe("fil");
    expect(fromAcceptLanguage("EN-gb ; Q=0.4 , TL ; q=0.6")).toBe("fil");
  });
  it("q=0 means not this one; malformed q-values and ranges name nothing", () => {
    expect(fromAcceptLanguage("fil;q=0, en;q=0.1")).toBe("en");
    expect(fromAcceptLanguage("fil;q=0")).toBeNull();
    expect(fromAcceptLanguage("fil;q=2, en;q=0.5")).toBe("en");
    expect(fromAcceptLanguage("*")).toBeNull();
    expect(fromAcceptLanguage(";;;,,,q=1")).toBeNull();
    expect(fromAcceptLanguage("")).toBeNull();
  });
});

describe("<html lang>", () => {
  it("is fil for Filipino pages and en otherwise", () => {
    expect(htmlLang("fil")).toBe("fil");
    expect(htmlLang("en")).toBe("en");
    expect(htmlLang("zh")).toBe("en");
  });
});
