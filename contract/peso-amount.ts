/**
 * An amount a borrower types, in pesos ("1500", "1,500.50", "₱ 300"), as integer centavos; null
 * when it is not one. Zod-free: the part-payment form's server check and the backend read it alike.
 */
export function pesoAmountToCentavos(text: string): number | null {
  const cleaned = text.replace(/[₱\s]/g, "").replace(/^PHP/i, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.replace(/,/g, "").split(".");
  if (whole.length > 9) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
