/**
 * The documented Spanish wording of the complaints area, verbatim (docs/decisions/112), in a module
 * of its own: a page that shows it ships no other area's wordings (`verbatim.ts`).
 */
export const verbatimComplaints = {
  es: { collectionNotAllowed: "El pedido seleccionado no admite el envío de tipo de colección" },
} as const;
