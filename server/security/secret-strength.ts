import fs from "node:fs";
import path from "node:path";

/**
 * Whether a secret could have been guessed (second penetration test, N8): production accepted a
 * 32-character `aaaa...` gateway secret, `passwordpassword` as the ops password, and the values
 * written in the repository's own tests and scripts. Length alone says nothing about those.
 *
 * Two checks, both pure of the environment so they are tested without starting anything:
 * - an entropy estimate: the characters' Shannon entropy times the length, and no value that is one
 *   shorter piece repeated (`passwordpassword`, `abcabcabc...`);
 * - the value appears nowhere in the repository's files (tests, scripts, docs, `.env.example`):
 *   whatever is written there is published, however random it looks.
 */

/** Estimated bits of a value: per-character Shannon entropy of its own characters, times its length. */
export function estimatedBits(value: string): number {
  const counts = new Map<string, number>();
  for (const character of value) counts.set(character, (counts.get(character) ?? 0) + 1);
  const length = [...value].length;
  let perCharacter = 0;
  for (const count of counts.values()) perCharacter -= (count / length) * Math.log2(count / length);
  return perCharacter * length;
}

/** Whether the value is a shorter piece written again and again (`passwordpassword`). */
export function isRepetition(value: string): boolean {
  return /^(.+?)\1+$/s.test(value);
}

/** Folders and files of a checkout that are not the repository's own text (the .gitignore's list). */
const NOT_THE_REPOSITORY = new Set([
  "node_modules",
  ".git",
  "build",
  ".cache",
  "data",
  "generated",
  "test-results",
  "playwright-report",
  ".artifacts",
  "uploads",
]);
const MAX_FILE_BYTES = 4 * 1024 * 1024;

function isOperatorFile(name: string): boolean {
  // The operator's own settings live in `.env` (gitignored); `.env.example` is the repository's.
  return name === ".env" || (name.startsWith(".env.") && name !== ".env.example");
}

/**
 * The repository files (relative paths) that contain any of `values`, read from `root`. The
 * walk skips what .gitignore keeps out (dependencies, builds, databases, the operator's `.env`).
 */
export function filesWriting(values: string[], root = process.cwd()): Map<string, string> {
  const found = new Map<string, string>();
  const wanted = values.filter((v) => v.length > 0);
  if (wanted.length === 0) return found;
  const visit = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (NOT_THE_REPOSITORY.has(entry.name) || entry.name.endsWith(".log")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile() && !isOperatorFile(entry.name)) {
        let text: string;
        try {
          if (fs.statSync(full).size > MAX_FILE_BYTES) continue;
          text = fs.readFileSync(full, "latin1");
        } catch {
          continue;
        }
        for (const value of wanted) if (!found.has(value) && text.includes(value)) found.set(value, path.relative(root, full));
      }
    }
  };
  visit(root);
  return found;
}

export interface SecretRule {
  /** Shortest accepted length. */
  minLength: number;
  /** Fewest estimated bits accepted. */
  minBits: number;
}

/**
 * Why `value` is too guessable for `name`, as the end of a sentence naming it, or null. The
 * repository check is separate (filesWriting): it reads files.
 */
export function weakSecretProblem(name: string, value: string, rule: SecretRule): string | null {
  if (value.length < rule.minLength) return `${name} is too short: use at least ${rule.minLength} characters.`;
  if (isRepetition(value) || estimatedBits(value) < rule.minBits) {
    return `${name} is too easy to guess (repeated or too few different characters): use a random value, e.g. \`openssl rand -hex 32\`.`;
  }
  return null;
}
