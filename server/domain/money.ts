/**
 * Money is an integer number of centavos (1 PHP = 100 centavos) everywhere in the lending rules:
 * floating-point pesos cannot hold 0.10 exactly, and a ledger has to add up to the last centavo.
 *
 * The one rounding rule of the whole domain lives here: whenever a rate produces a fraction of a
 * centavo, the exact result is rounded ONCE, half up, to the nearest centavo (0.5 -> 1). Every
 * module that multiplies money by a rate calls `mulDivRoundHalfUp` (or `applyBps`), never
 * Math.round on a float.
 */

export type Centavos = number;

export const CENTAVOS_PER_PESO = 100;

/** Basis points: 10,000 bps = 100%. Rates are integer bps so that money x rate stays exact. */
export const BPS_PER_UNIT = 10_000;

export function isCentavos(value: unknown): value is Centavos {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/** Throws on a negative, fractional or unsafe amount: that is a programming error, not user input. */
export function assertCentavos(value: number, name: string): void {
  if (!isCentavos(value)) {
    throw new RangeError(`${name} must be a non-negative integer number of centavos, got ${value}`);
  }
}

function assertNonNegativeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

/**
 * amount x numerator / denominator, computed exactly and rounded half up to the centavo.
 * BigInt keeps the intermediate product exact even for large principals x rate x days.
 */
export function mulDivRoundHalfUp(amount: Centavos, numerator: number, denominator: number): Centavos {
  assertCentavos(amount, "amount");
  assertNonNegativeInteger(numerator, "numerator");
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`denominator must be a positive integer, got ${denominator}`);
  }
  const twice = BigInt(amount) * BigInt(numerator) * 2n + BigInt(denominator);
  const result = twice / (BigInt(denominator) * 2n);
  const asNumber = Number(result);
  if (!Number.isSafeInteger(asNumber)) {
    throw new RangeError("result exceeds the safe integer range");
  }
  return asNumber;
}

/** amount x bps / 10,000, rounded half up: the share of an amount given as basis points. */
export function applyBps(amount: Centavos, bps: number): Centavos {
  return mulDivRoundHalfUp(amount, bps, BPS_PER_UNIT);
}

export function sumCentavos(values: readonly Centavos[]): Centavos {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/**
 * Splits a total into `parts` equal whole-centavo shares; the LAST share absorbs the remainder,
 * so the shares always add up to the total exactly and no share is ever rounded up or down twice.
 */
export function splitEvenly(total: Centavos, parts: number): Centavos[] {
  assertCentavos(total, "total");
  if (!Number.isSafeInteger(parts) || parts < 1) {
    throw new RangeError(`parts must be a positive integer, got ${parts}`);
  }
  const share = Math.floor(total / parts);
  const shares = Array.from({ length: parts }, () => share);
  shares[parts - 1] = total - share * (parts - 1);
  return shares;
}

/**
 * "₱10,000.00": for messages a borrower reads on a page, with the peso sign every page uses
 * (docs/decisions/114); the SMS and the PDF receipt write "PHP " (their character sets lack ₱).
 */
export function formatPhp(amount: Centavos): string {
  assertCentavos(amount, "amount");
  const pesos = Math.floor(amount / CENTAVOS_PER_PESO);
  const centavos = amount % CENTAVOS_PER_PESO;
  const grouped = pesos.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `₱${grouped}.${centavos.toString().padStart(2, "0")}`;
}
