/**
 * The documented Indonesian wording of the Order Details area, verbatim (docs/decisions/112), in a module
 * of its own: a page that shows it ships no other area's wordings (`verbatim.ts`).
 */
export const verbatimOrderDetails = { id: { ratingNoStar: "Silakan pilih" } } as const;
