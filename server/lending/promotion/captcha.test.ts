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

  it("draws the answer as paths, never as text", () => {
    const svg = captchaSvg("AC34");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toMatch(/<text|<tspan|AC34/);
    // One path of the characters' outlines and the noise, in a shuffled order: nothing marks where a
    // character begins (P6), and the picture keeps the size the page gives it.
    expect((svg.match(/<path /g) ?? []).length).toBe(1);
    expect((svg.match(/M/g) ?? []).length).toBeGreaterThanOrEqual(4 + 2);
    expect(svg).toMatch(/^<svg [^>]*width="120" height="44"/);
  });

  it("never draws the same answer the same way twice", () => {
    expect(captchaSvg("AC34")).not.toBe(captchaSvg("AC34"));
  });
});
