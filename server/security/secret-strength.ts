import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import fs from "node:fs";
import path from "node:path";

/**
 * Whether a secret could have been guessed. The second penetration test (N8) found production
 * accepting `aaaa...` and `passwordpassword`; the third (issue 36, P7) found a Shannon-entropy
 * estimate accepting sequences and keyboard walks (`abcdefghijklmnopqrstuvwxyz012345` as the gateway
 * secret, `qwertyuiopasdf` and `Password12345!` as the console password). A guesser tries those
 * first, so the estimate is now zxcvbn's (zxcvbn-ts, docs/decisions/219): the guesses a cracker
 * that knows common passwords, names, words, dates, sequences, keyboard walks, repetitions and
 * l33t spelling would need.
 *
 * Two checks, both pure of the environment so they are tested without starting anything:
 * - `weakSecretProblem`: a length, and a least number of guesses (as its log10);
 * - `filesWriting`: the value appears nowhere in the repository's files (tests, scripts, docs,
 *   `.env.example`): whatever is written there is published, however random it looks.
 */

/** Words of this project a guesser would try with the common ones. */
const PROJECT_WORDS = ["pautang", "youmi", "lending", "gateway", "secret", "console", "metrics", "token", "ops", "admin", "webapp"];

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn with the common passwords, names and words of every language, and the keyboards' layouts. */
function zxcvbn(): ZxcvbnFactory {
  // Made on first use: the dictionaries are ranked when it is made, which only production's start needs.
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary, project: PROJECT_WORDS }, graphs: adjacencyGraphs });
  return estimator;
}

/** zxcvbn's estimate for a value: its score (0-4) and the log10 of the guesses it would take. */
export function guessability(value: string): { score: number; guessesLog10: number } {
  const { score, guessesLog10 } = zxcvbn().check(value);
  return { score, guessesLog10 };
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
  /**
   * Fewest guesses accepted, as their log10 by zxcvbn; 10 or more is also zxcvbn's top score (4).
   * Machine secrets 20, a password people type 10 (server/config.ts, docs/decisions/219).
   */
  minGuessesLog10: number;
  /** What to use instead, said in the refusal. */
  advice: string;
}

/**
 * Why `value` is too guessable for `name`, as the end of a sentence naming it, or null. The
 * repository check is separate (filesWriting): it reads files.
 */
export function weakSecretProblem(name: string, value: string, rule: SecretRule): string | null {
  if (value.length < rule.minLength) return `${name} is too short: use at least ${rule.minLength} characters.`;
  const { score, guessesLog10 } = guessability(value);
  if (score < 4 || guessesLog10 < rule.minGuessesLog10) {
    return (
      `${name} is too easy to guess (a common password, word, sequence, keyboard walk or repetition: ` +
      `about 10^${Math.floor(guessesLog10)} guesses, at least 10^${rule.minGuessesLog10} wanted): ${rule.advice}.`
    );
  }
  return null;
}
