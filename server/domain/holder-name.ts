/**
 * Whose account it is (issue 40 W8, docs/decisions/239): the loan is sent only to an account in the
 * borrower's own name, so the holder name typed on the bank form must be the borrower's name on
 * file. Banks and e-wallets print names in many ways, so the two are compared as words:
 *
 * - case, accents (ñ, é), punctuation (. , ' -) and spacing do not count;
 * - suffixes (Jr, Sr, II, III, IV) do not count;
 * - the first given name and the last word of the surname must both be there, in that order;
 * - any word between them must be one of the borrower's own middle words, or its initial
 *   ("Juan D. Cruz" for Juan Dela Cruz, "Juan Cruz" too), never a word of someone else.
 *
 * No name on file (a borrower who never gave one): nothing to compare, the holder name stands.
 */

const SUFFIXES = new Set(["jr", "sr", "ii", "iii", "iv"]);

/** A name as its words: lower case, without accents, punctuation or suffixes. */
export function nameWords(name: string): string[] {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[.,'’-]/g, " ")
    .split(/\s+/)
    .filter((word) => word !== "" && !SUFFIXES.has(word));
}

/** True when `holder` names the borrower whose name on file is `onFile` (or no name is on file). */
export function holderIsBorrower(holder: string, onFile: string): boolean {
  const own = nameWords(onFile);
  if (own.length === 0) return true;
  const typed = nameWords(holder);
  if (typed.length < 2 && own.length >= 2) return false;
  if (typed[0] !== own[0] || typed[typed.length - 1] !== own[own.length - 1]) return false;
  const middles = own.slice(1, -1);
  return typed.slice(1, -1).every((word) => middles.some((middle) => middle === word || (word.length === 1 && middle.startsWith(word))));
}
