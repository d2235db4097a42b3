import svgCaptcha, { type ConfigObject } from "svg-captcha";
import { describe, expect, it } from "vitest";
import { CAPTCHA_ALPHABET, captchaSvg, captchaText } from "./captcha";

// Third penetration test, P6: the picture code was read 100% of the time by a 20-line lookup
// table, because each character was always drawn with the same path commands. The attacker here
// builds that table from rendered pictures and reads fresh ones with it.

type Piece = { key: string; centreX: number; across: number };
type Commands = Array<[string, number[]]>;
type Attack = { unit: "path element" | "outline"; key: (commands: Commands) => string };

/** The pieces of a picture the attacker keys: each filled path element, or each closed outline in them. */
function piecesOf(svg: string, { unit, key }: Attack): Piece[] {
  const pieces: Piece[] = [];
  for (const [, d] of svg.matchAll(/<path fill="[^"]*" d="([^"]*)"/g)) {
    for (const outline of unit === "outline" ? d.split(/(?=M)/) : [d]) {
      const commands = [...outline.matchAll(/([MLQCZ])([^MLQCZ]*)/g)].map(
        ([, letter, numbers]) =>
          [
            letter,
            numbers.trim()
              ? numbers
                  .trim()
                  .split(/[\s,]+/)
                  .map(Number)
              : [],
          ] as [string, number[]],
      );
      const xs = commands.flatMap(([, numbers]) => numbers.filter((_, i) => i % 2 === 0));
      const ys = commands.flatMap(([, numbers]) => numbers.filter((_, i) => i % 2 === 1));
      if (xs.length === 0) continue;
      const across = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
      pieces.push({ key: key(commands), centreX: (Math.min(...xs) + Math.max(...xs)) / 2, across });
    }
  }
  return pieces;
}

const letters = (commands: Commands) => commands.map(([letter]) => letter).join("");
/** The shape moved to the origin, rounded to 2 px (a table that tolerates small jitter). */
const shape = (commands: Commands) => {
  const [x0, y0] = commands[0][1];
  return commands
    .map(([letter, numbers]) => letter + numbers.map((v, i) => Math.round((v - (i % 2 === 0 ? x0 : y0)) / 2)).join(","))
    .join("");
};

/** Tables an attacker would build: keyed by each path's commands (the test's attack), or by each outline's. */
const ATTACKS: Record<string, Attack> = {
  "the command letters of each path": { unit: "path element", key: letters },
  "the shape of each path": { unit: "path element", key: shape },
  "the command letters of each outline": { unit: "outline", key: letters },
  "the shape of each outline": { unit: "outline", key: shape },
};

/** The attacker's table, from `samples` renderings of each character (each drawn four times in one picture). */
function buildTable(draw: (text: string) => string, attack: Attack, samples = 1): Map<string, string> {
  const table = new Map<string, string>();
  for (const character of CAPTCHA_ALPHABET) {
    for (let i = 0; i < samples; i += 1) {
      for (const piece of piecesOf(draw(character.repeat(4)), attack)) if (!table.has(piece.key)) table.set(piece.key, character);
    }
  }
  return table;
}

/** Reads a picture with the table: known outlines, left to right, one character per place. */
function read(svg: string, table: Map<string, string>, attack: Attack): string {
  const hits = piecesOf(svg, attack)
    .filter((piece) => table.has(piece.key))
    .map((piece) => ({ character: table.get(piece.key)!, x: piece.centreX }))
    .sort((a, b) => a.x - b.x);
  let text = "";
  let lastX = -Infinity;
  for (const hit of hits) {
    // Outlines of one character (a hole and its outside) are within a few pixels of each other.
    if (hit.x - lastX > 8) text += hit.character;
    lastX = hit.x;
  }
  return text;
}

// svg-captcha's own drawing, as the promotion page drew it before: the attacker reads it.
const drawText = svgCaptcha as unknown as (text: string, options: ConfigObject) => string;
const libraryDrawing = (text: string) => drawText(text, { width: 120, height: 44, fontSize: 48, noise: 3, color: false });

function readRate(draw: (text: string) => string, attack: Attack, { pictures = 100, samples = 1 } = {}): number {
  const table = buildTable(draw, attack, samples);
  let readCorrectly = 0;
  for (let i = 0; i < pictures; i += 1) {
    const answer = captchaText();
    if (read(draw(answer), table, attack) === answer) readCorrectly += 1;
  }
  return readCorrectly / pictures;
}

describe("P6: a lookup table cannot read the picture code", () => {
  it("the attacker's table reads svg-captcha's fixed glyph paths (so the attack is real)", () => {
    expect(readRate(libraryDrawing, ATTACKS["the command letters of each path"])).toBe(1);
  });

  it.each(Object.keys(ATTACKS))("P6: a table built from rendered samples by %s reads no picture of ours", (attack) => {
    expect(readRate(captchaSvg, ATTACKS[attack])).toBe(0);
  });

  it("P6: a table of every outline of 20 renderings of each character still reads no picture", () => {
    expect(readRate(captchaSvg, ATTACKS["the shape of each outline"], { samples: 20 })).toBe(0);
  });

  it("P6: two renderings of the same character never produce the same outline of it", () => {
    // The outlines that draw the character, at least 8 px across. Under that are the font's specks,
    // a few cells of the table's 2-px grid: however they are bent, some land on the same cells (about
    // one run in a hundred saw two alike), and the table above shows they read nothing. Wider than
    // 60 px are the noise ribbons, drawn alike for every character.
    const drawsTheCharacter = (piece: Piece) => piece.across >= 8 && piece.across <= 60;
    for (const character of CAPTCHA_ALPHABET) {
      const seen = new Set<string>();
      const sequences = new Set<string>();
      for (let i = 0; i < 20; i += 1) {
        for (const piece of piecesOf(captchaSvg(character), ATTACKS["the shape of each outline"]).filter(drawsTheCharacter)) {
          expect(seen.has(piece.key), character).toBe(false);
          seen.add(piece.key);
        }
        sequences.add(
          piecesOf(captchaSvg(character), ATTACKS["the command letters of each outline"])
            .map((p) => p.key)
            .sort()
            .join("|"),
        );
      }
      // Not even the sequence of commands repeats.
      expect(sequences.size, character).toBeGreaterThanOrEqual(18);
    }
  });
});
