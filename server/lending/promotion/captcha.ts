import crypto from "node:crypto";
import svgCaptcha, { type ConfigObject } from "svg-captcha";

/**
 * The picture captcha. The answer is chosen here, from a cryptographic source and an alphabet
 * without look-alikes; the picture is drawn by svg-captcha, which renders each character as SVG
 * path data from a bundled font (never as a <text> node) with noise lines, so the answer cannot be
 * read out of the markup. It stops casual scripts, not a determined OCR: the real guards are the
 * single use of each answer and the rate limits (service.ts, docs/decisions/030).
 */

/** Characters that do not look like one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const CAPTCHA_ALPHABET = "34679ACDEFGHJKMNPRTUVWXY";

export function captchaText(length = 4): string {
  let text = "";
  for (let i = 0; i < length; i += 1) text += CAPTCHA_ALPHABET[crypto.randomInt(0, CAPTCHA_ALPHABET.length)];
  return text;
}

// The package's default export draws a given text; its type declarations only describe create(),
// which would pick the answer with Math.random.
const drawText = svgCaptcha as unknown as (text: string, options: ConfigObject) => string;

export function captchaSvg(text: string): string {
  // Grey-to-black ink, no background of the library's own (a background makes it pick random,
  // often pale colours): the page's light frame shows through and people can read the characters.
  return drawText(text, { width: 120, height: 44, fontSize: 48, noise: 3, color: false });
}
