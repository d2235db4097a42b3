/**
 * Free text a person typed, kept without the characters that reorder how text is drawn: the
 * bidirectional embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069). None has a
 * use in English or Filipino text, and in a complaint shown to agents they make the text read other
 * than it is written ("pay to 1234" drawn as "pay to 4321": third penetration test, P13). Removed
 * where borrowers' free text is read (the contract's fields) and again where the console shows a
 * complaint, for rows stored before.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/** One line an agent typed (a name, a transfer reference): control characters and bidirectional ones dropped, trimmed. */
export function plainLine(text: string): string {
  const printable = Array.from(text)
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
    .join("");
  return withoutBidiControls(printable).trim();
}
