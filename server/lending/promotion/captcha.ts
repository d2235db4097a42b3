import crypto from "node:crypto";

/**
 * A small SVG picture-captcha generator. No captcha library is installed on this machine and none
 * could be fetched (docs/decisions/030-promotion-captcha-and-limits.md), so this draws its own:
 *
 * - Each character is a hand-made stroke glyph on a 10 x 16 grid, drawn as an SVG <path>, never as
 *   a <text> node, so the answer cannot be read out of the DOM or the file.
 * - Every glyph gets its own random rotation, scale, skew and position, and each stroke point is
 *   jittered, so no two images of the same character have the same path data.
 * - Noise: random cubic curves across the text, in the ink's colours, plus dots.
 *
 * It stops casual scripts, not a determined OCR; the real guard is the rate limit and the single
 * use of each answer (service.ts).
 */

/** Characters that do not look like one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const CAPTCHA_ALPHABET = "34679ACDEFGHJKMNPRTUVWXY";

type Stroke = Array<[number, number]>;

/** Stroke glyphs on a 10 (wide) x 16 (tall) grid, origin top left. */
const GLYPHS: Record<string, Stroke[]> = {
  "3": [[[1, 2], [4, 0], [8, 1], [9, 4], [7, 7], [4, 8]], [[4, 8], [8, 9], [9, 13], [6, 16], [1, 14]]],
  "4": [[[7, 16], [7, 0], [0, 11], [10, 11]]],
  "6": [[[8, 1], [4, 0], [1, 4], [0, 10], [2, 15], [6, 16], [9, 13], [9, 10], [6, 8], [2, 9], [0, 11]]],
  "7": [[[0, 0], [10, 0], [4, 16]], [[2, 8], [8, 8]]],
  "9": [[[10, 6], [7, 8], [3, 8], [0, 5], [1, 1], [5, 0], [9, 2], [10, 6], [9, 12], [5, 16], [1, 15]]],
  A: [[[0, 16], [5, 0], [10, 16]], [[2, 10], [8, 10]]],
  C: [[[10, 2], [6, 0], [2, 1], [0, 6], [0, 10], [2, 15], [6, 16], [10, 14]]],
  D: [[[0, 0], [0, 16], [5, 16], [9, 12], [10, 8], [9, 4], [5, 0], [0, 0]]],
  E: [[[10, 0], [0, 0], [0, 16], [10, 16]], [[0, 8], [7, 8]]],
  F: [[[10, 0], [0, 0], [0, 16]], [[0, 8], [7, 8]]],
  G: [[[10, 2], [6, 0], [2, 1], [0, 6], [0, 10], [2, 15], [6, 16], [10, 14], [10, 9], [6, 9]]],
  H: [[[0, 0], [0, 16]], [[10, 0], [10, 16]], [[0, 8], [10, 8]]],
  J: [[[3, 0], [10, 0]], [[8, 0], [8, 12], [6, 16], [2, 16], [0, 12]]],
  K: [[[0, 0], [0, 16]], [[10, 0], [0, 9]], [[3, 6], [10, 16]]],
  M: [[[0, 16], [0, 0], [5, 9], [10, 0], [10, 16]]],
  N: [[[0, 16], [0, 0], [10, 16], [10, 0]]],
  P: [[[0, 16], [0, 0], [7, 0], [10, 3], [10, 6], [7, 9], [0, 9]]],
  R: [[[0, 16], [0, 0], [7, 0], [10, 3], [10, 6], [7, 9], [0, 9]], [[5, 9], [10, 16]]],
  T: [[[0, 0], [10, 0]], [[5, 0], [5, 16]]],
  U: [[[0, 0], [0, 12], [3, 16], [7, 16], [10, 12], [10, 0]]],
  V: [[[0, 0], [5, 16], [10, 0]]],
  W: [[[0, 0], [2, 16], [5, 6], [8, 16], [10, 0]]],
  X: [[[0, 0], [10, 16]], [[10, 0], [0, 16]]],
  Y: [[[0, 0], [5, 8], [10, 0]], [[5, 8], [5, 16]]],
};

export interface CaptchaOptions {
  width?: number;
  height?: number;
  /** Injected for tests; defaults to a cryptographic source. */
  random?: () => number;
}

function cryptoRandom(): number {
  return crypto.randomInt(0, 1_000_000) / 1_000_000;
}

/** A new answer: `length` characters from the alphabet. */
export function captchaText(length = 4, random: () => number = cryptoRandom): string {
  let text = "";
  for (let i = 0; i < length; i += 1) text += CAPTCHA_ALPHABET[Math.floor(random() * CAPTCHA_ALPHABET.length)];
  return text;
}

const INKS = ["#1b2b4b", "#2457c5", "#7a2e8e", "#0b6b4b", "#8a3b12"];

/** The captcha image as SVG markup: glyph paths and noise, no text nodes. */
export function captchaSvg(text: string, options: CaptchaOptions = {}): string {
  const width = options.width ?? 120;
  const height = options.height ?? 44;
  const random = options.random ?? cryptoRandom;
  const between = (min: number, max: number) => min + random() * (max - min);
  const fixed = (n: number) => n.toFixed(1);

  const parts: string[] = [];
  const slot = width / (text.length + 0.6);
  for (const [index, char] of Array.from(text).entries()) {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`No glyph for ${char}`);
    const scale = between(1.5, 1.9);
    const angle = between(-0.45, 0.45);
    const skew = between(-0.3, 0.3);
    const cx = slot * (index + 0.8) + between(-3, 3);
    const cy = height / 2 + between(-3, 3);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const place = ([gx, gy]: [number, number]) => {
      // Centre the glyph, skew, scale, jitter, rotate, then move it to its slot.
      const x0 = (gx - 5 + (gy - 8) * skew) * scale + between(-0.8, 0.8);
      const y0 = (gy - 8) * scale + between(-0.8, 0.8);
      return [cx + x0 * cos - y0 * sin, cy + x0 * sin + y0 * cos];
    };
    const d = glyph
      .map((stroke) => stroke.map((point, i) => `${i === 0 ? "M" : "L"}${place(point).map(fixed).join(" ")}`).join(""))
      .join("");
    const ink = INKS[Math.floor(random() * INKS.length)];
    parts.push(`<path d="${d}" fill="none" stroke="${ink}" stroke-width="${fixed(between(2.2, 3))}" stroke-linecap="round" stroke-linejoin="round"/>`);
  }

  const noise: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const ink = INKS[Math.floor(random() * INKS.length)];
    const y = () => fixed(between(4, height - 4));
    noise.push(
      `<path d="M${fixed(between(0, 10))} ${y()}C${fixed(between(20, 50))} ${y()} ${fixed(between(60, 100))} ${y()} ${fixed(between(width - 10, width))} ${y()}" fill="none" stroke="${ink}" stroke-width="${fixed(between(1, 1.8))}" opacity="0.8"/>`,
    );
  }
  for (let i = 0; i < 24; i += 1) {
    noise.push(`<circle cx="${fixed(between(0, width))}" cy="${fixed(between(0, height))}" r="${fixed(between(0.6, 1.4))}" fill="${INKS[i % INKS.length]}" opacity="0.6"/>`);
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<rect width="${width}" height="${height}" fill="#eef3fb"/>` +
    noise.slice(0, 2).join("") +
    parts.join("") +
    noise.slice(2).join("") +
    `</svg>`
  );
}
