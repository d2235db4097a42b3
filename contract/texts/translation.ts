/**
 * The shape a translation of one catalogue area must have: every key of the English area, each
 * text a string, each wording that takes values a function taking the same values. A key missing
 * (or extra) in a translation fails the typecheck, so no language can fall behind English silently.
 * Translations live in `app/lib/messages/<language>/<area>.ts` (docs/glossary-fil.md for Filipino).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends ReadonlyArray<infer E>
      ? ReadonlyArray<Translation<E>>
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
