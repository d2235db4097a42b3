/**
 * The borrower's language (docs/decisions/112, 130), apart from the verbatim wordings
 * (`verbatim.ts`): the root's script reads it on every page, and the bundler gives a page every
 * shared file of each module it reaches, so a page that shows no verbatim wording ships none.
 */
export type Language = "en" | "fil" | "zh" | "es" | "id";

/**
 * The session's `language` as one of ours: `fil` or `tl` (Tagalog's code, also `fil-PH`, `tl-PH`)
 * is Filipino (docs/decisions/130); `zh`, `es`, `id` the documented verbatim wordings; anything
 * else, or nothing, English, without an error.
 */
export function languageOf(value: string | null | undefined): Language {
  const tag = (value ?? "").trim().toLowerCase();
  const primary = tag.split(/[-_]/)[0];
  if (primary === "fil" || primary === "tl") return "fil";
  const code = tag.slice(0, 2);
  return code === "zh" || code === "es" || code === "id" ? code : "en";
}
