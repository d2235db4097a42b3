import crypto from "node:crypto";
import svgCaptcha from "svg-captcha";

/**
 * Draws the picture code so that no lookup table reads it (third penetration test, P6).
 *
 * svg-captcha drew each character as its font's outline moved by at most 0.1 px: the same glyph
 * always gave the same path commands, and a 20-line table keyed by them read every picture. Here
 * the outlines still come from svg-captcha's bundled font (its public `options.font`), but every
 * drawing of a character is a new shape:
 * - each outline is cut into a random number of pieces at random places (de Casteljau), and each
 *   closed outline starts at a random one of them, so neither the commands nor their count repeat;
 * - each character gets its own rotation, scale, shear and position, then a smooth random wave
 *   bends its points, and each point moves a little more on its own;
 * - the characters overlap, and every outline of every character and the noise ribbons that cross
 *   them are one path in a shuffled order: nothing in the file says where a character begins.
 * A person still reads it (the shapes stay the font's, only bent); see docs/decisions/220.
 */

/** The part of an opentype.js font (svg-captcha's `options.font`) the drawing uses. */
interface GlyphCommand {
  type: "M" | "L" | "Q" | "C" | "Z";
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface Font {
  charToGlyph(character: string): { getPath(x: number, y: number, fontSize: number): { commands: GlyphCommand[] } };
}
const font = (svgCaptcha.options as unknown as { font: Font }).font;

type Point = [number, number];
/** One piece of an outline: from the previous point through its control points to its end. */
type Segment = { controls: Point[]; end: Point };
type Contour = { start: Point; segments: Segment[] };

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
const FONT_SIZE = 42;
const NOISE_RIBBONS = 2;

/** A uniform number in [min, max) from the cryptographic source. */
function uniform(min: number, max: number): number {
  return min + (crypto.randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = crypto.randomInt(0, i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** The glyph's closed outlines, centred on (0, 0). */
function outlines(character: string): Contour[] {
  const contours: Contour[] = [];
  let current: Contour | null = null;
  for (const command of font.charToGlyph(character).getPath(0, 0, FONT_SIZE).commands) {
    if (command.type === "M") {
      current = { start: [command.x!, command.y!], segments: [] };
      contours.push(current);
    } else if (command.type === "L") current?.segments.push({ controls: [], end: [command.x!, command.y!] });
    else if (command.type === "Q") current?.segments.push({ controls: [[command.x1!, command.y1!]], end: [command.x!, command.y!] });
    else if (command.type === "C") {
      current?.segments.push({
        controls: [
          [command.x1!, command.y1!],
          [command.x2!, command.y2!],
        ],
        end: [command.x!, command.y!],
      });
    }
  }
  const points = contours.flatMap((c) => [c.start, ...c.segments.flatMap((s) => [...s.controls, s.end])]);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const centre = ([x, y]: Point): Point => [x - cx, y - cy];
  return contours.map((c) => ({
    start: centre(c.start),
    segments: c.segments.map((s) => ({ controls: s.controls.map(centre), end: centre(s.end) })),
  }));
}

const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Cuts a segment starting at `from` in two at `t` (de Casteljau): the same curve, other commands. */
function split(from: Point, segment: Segment, t: number): [Segment, Segment] {
  const points = [from, ...segment.controls, segment.end];
  const left: Point[] = [points[0]];
  const right: Point[] = [points[points.length - 1]];
  let level = points;
  while (level.length > 1) {
    level = level.slice(1).map((p, i) => lerp(level[i], p, t));
    left.push(level[0]);
    right.unshift(level[level.length - 1]);
  }
  return [
    { controls: left.slice(1, -1), end: left[left.length - 1] },
    { controls: right.slice(1, -1), end: right[right.length - 1] },
  ];
}

/** The same closed outline as other commands: pieces cut at random, starting at a random piece. */
function recut(contour: Contour): Contour {
  const segments: Segment[] = [];
  let from = contour.start;
  const closing = contour.segments.length > 0 ? contour.segments[contour.segments.length - 1].end : from;
  const all =
    Math.hypot(closing[0] - from[0], closing[1] - from[1]) > 0.01 ? [...contour.segments, { controls: [], end: from }] : contour.segments;
  for (const segment of all) {
    if (crypto.randomInt(0, 3) === 0) {
      const [a, b] = split(from, segment, uniform(0.25, 0.75));
      segments.push(a, b);
    } else segments.push(segment);
    from = segment.end;
  }
  if (segments.length === 0) return contour;
  const first = crypto.randomInt(0, segments.length);
  const rotated = [...segments.slice(first), ...segments.slice(0, first)];
  const start = first === 0 ? contour.start : segments[first - 1].end;
  return { start, segments: rotated };
}

/** A random bend of the plane for one character: affine, a smooth wave, and a little per point. */
function randomBend(centreX: number, centreY: number): (p: Point) => Point {
  const angle = uniform(-0.28, 0.28);
  const scaleX = uniform(0.85, 1.1);
  const scaleY = uniform(0.85, 1.08);
  const shear = uniform(-0.22, 0.22);
  const [ampX, ampY] = [uniform(0.8, 1.8), uniform(0.8, 1.8)];
  const [freqX, freqY] = [uniform(0.15, 0.3), uniform(0.15, 0.3)];
  const [phaseX, phaseY] = [uniform(0, 2 * Math.PI), uniform(0, 2 * Math.PI)];
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return ([x, y]) => {
    const sx = (x + shear * y) * scaleX;
    const sy = y * scaleY;
    const rx = sx * cos - sy * sin;
    const ry = sx * sin + sy * cos;
    const wx = rx + ampX * Math.sin(ry * freqX + phaseX) + uniform(-0.35, 0.35);
    const wy = ry + ampY * Math.sin(rx * freqY + phaseY) + uniform(-0.35, 0.35);
    return [centreX + wx, centreY + wy];
  };
}

const n = (value: number) => value.toFixed(2);
const LETTER = ["L", "Q", "C"] as const;

function pathData(contour: Contour, bend: (p: Point) => Point): string {
  let d = `M${bend(contour.start).map(n).join(" ")}`;
  for (const segment of contour.segments) {
    const points = [...segment.controls, segment.end].map(bend);
    d += `${LETTER[segment.controls.length]}${points.map((p) => p.map(n).join(" ")).join(" ")}`;
  }
  return `${d}Z`;
}

/** A thin filled ribbon across the picture, through the characters: a line no stroke filter removes. */
function noiseRibbon(): string {
  const y = () => uniform(8, CAPTCHA_HEIGHT - 8);
  const from: Point = [uniform(0, 12), y()];
  const c1: Point = [uniform(30, 55), y()];
  const c2: Point = [uniform(65, 90), y()];
  const to: Point = [uniform(CAPTCHA_WIDTH - 12, CAPTCHA_WIDTH), y()];
  const width = uniform(1, 1.4);
  const down = ([x, yy]: Point): string => `${n(x)} ${n(yy + width)}`;
  const at = ([x, yy]: Point): string => `${n(x)} ${n(yy)}`;
  return `M${at(from)}C${at(c1)} ${at(c2)} ${at(to)}L${down(to)}C${down(c2)} ${down(c1)} ${down(from)}Z`;
}

/** The picture of `text`: one SVG path, a new shape for every character on every call. */
export function drawCaptcha(text: string): string {
  const characters = [...text];
  const spacing = (CAPTCHA_WIDTH - 8) / characters.length;
  const pieces: string[] = [];
  characters.forEach((character, i) => {
    const bend = randomBend(4 + spacing * (i + 0.5) + uniform(-2.5, 2.5), CAPTCHA_HEIGHT / 2 + uniform(-2, 2));
    for (const contour of outlines(character)) pieces.push(pathData(recut(contour), bend));
  });
  for (let i = 0; i < NOISE_RIBBONS; i += 1) pieces.push(noiseRibbon());
  const grey = crypto.randomInt(0x22, 0x45).toString(16).padStart(2, "0");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0,0,${CAPTCHA_WIDTH},${CAPTCHA_HEIGHT}">` +
    `<path fill="#${grey}${grey}${grey}" d="${shuffle(pieces).join("")}"/></svg>`
  );
}
