import crypto from "node:crypto";
import { drawCaptcha } from "./captcha-drawing";

/**
 * The picture captcha. The answer is chosen here, from a cryptographic source and an alphabet
 * without look-alikes; the picture is drawn from svg-captcha's bundled font as SVG path data (never a
 * <text> node), each character bent into a new shape on every drawing, so neither the markup nor a
 * lookup table of the font's paths reads it (captcha-drawing.ts, docs/decisions/220). It stops
 * scripts, not a determined OCR: the real guards are the single use of each answer and the limits
 * per address and per number (service.ts, docs/decisions/030).
 */

/** Characters that do not look like one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const CAPTCHA_ALPHABET = "34679ACDEFGHJKMNPRTUVWXY";

export function captchaText(length = 4): string {
  let text = "";
  for (let i = 0; i < length; i += 1) text += CAPTCHA_ALPHABET[crypto.randomInt(0, CAPTCHA_ALPHABET.length)];
  return text;
}

/** The picture of `text`: each character a new random shape every time (captcha-drawing.ts). */
export function captchaSvg(text: string): string {
  return drawCaptcha(text);
}
