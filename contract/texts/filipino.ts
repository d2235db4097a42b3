/**
 * Whether a `language` value asks for Filipino: `fil` or `tl` (Tagalog, the code many phones
 * report), alone or with a region (`fil-PH`, `tl_PH`), any case. Anything else (absent, another
 * language, an array, a very long or odd value) is not Filipino and never an error. One rule for
 * the backend's texts and the receipt PDF (docs/decisions/135).
 */
export function isFilipino(value: unknown): boolean {
  if (typeof value !== "string" || value.length > 16) return false;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return base === "fil" || base === "tl";
}
