/**
 * Input formatters of the bank form (spec 000 §5). Pure, so the browser and the tests agree: number
 * inputs keep digits only; a phone keeps at most 11 digits grouped 3-4-4; a card number is grouped
 * in fours. The server removes the spaces again before validating.
 */

export function digitsOnly(value: string, max = Infinity): string {
  return value.replace(/\D+/g, "").slice(0, max);
}

export function formatPhone(value: string): string {
  const digits = digitsOnly(value, 11);
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7, 11)].filter(Boolean).join(" ");
}

export function formatCardNumber(value: string, maxDigits = 19): string {
  const digits = digitsOnly(value, maxDigits);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

export function formatBankInput(inputType: string, value: string, maxDigits?: number): string {
  switch (inputType) {
    case "number":
      return digitsOnly(value, maxDigits);
    case "phone":
      return formatPhone(value);
    case "card":
      return formatCardNumber(value, maxDigits);
    default:
      return value;
  }
}
