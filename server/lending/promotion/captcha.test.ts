import { describe, expect, it } from "vitest";
import { CAPTCHA_ALPHABET, captchaSvg, captchaText } from "./captcha";

describe("captcha", () => {
  it("makes 4-character answers from the unambiguous alphabet", () => {
    for (let i = 0; i < 50; i += 1) {
      const text = captchaText();
      expect(text).toHaveLength(4);
      for (const char of text) expect(CAPTCHA_ALPHABET).toContain(char);
    }
  });

  it("draws every character of the alphabet as paths, never as text", () => {
    const svg = captchaSvg(CAPTCHA_ALPHABET.slice(0, 4));
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 4) expect(() => captchaSvg(CAPTCHA_ALPHABET.slice(i, i + 4))).not.toThrow();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toMatch(/<text|<tspan|font/);
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(4 + 4);
  });

  it("never draws the same answer the same way twice", () => {
    expect(captchaSvg("AC34")).not.toBe(captchaSvg("AC34"));
  });
});
