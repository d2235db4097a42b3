import type { BankChoice, BankFormItem } from "./bank-card";

/**
 * The bank form's rules (spec 000 §4, §5) as plain functions without zod, so the page can use them
 * in the browser without shipping the wire contract; the backend uses the same ones.
 */

export const CARD_TYPE_CODE = "cardType";
export const CHANNEL_CODE = "channelNumber";
/** Local defaults (spec 000 §9). */
export const DEFAULT_CARD_TYPE = "1";
export const DEFAULT_CHANNEL = "90006";
/** Card type 1 is a bank account; only then are other channels' items hidden (spec 000 §4). */
export const BANK_ACCOUNT_CARD_TYPE = "1";

function appliesToCardType(forCardType: number, cardType: string) {
  return forCardType === 0 || String(forCardType) === cardType;
}

/** The choices of an item that apply to the current card type. */
export function choicesFor(item: BankFormItem, cardType: string): BankChoice[] {
  return item.note.filter((choice) => appliesToCardType(choice.forCardType, cardType));
}

/**
 * The items shown for a card type and channel: only that type's items, and for bank accounts
 * (type 1) no item of another channel (spec 000 §4). The card-type chooser itself is always shown.
 */
export function visibleBankItems(items: BankFormItem[], cardType: string, channel: string): BankFormItem[] {
  return items.filter((item) => {
    if (item.code === CARD_TYPE_CODE) return true;
    if (!appliesToCardType(item.forCardType, cardType)) return false;
    if (cardType === BANK_ACCOUNT_CARD_TYPE && item.channelNumber && item.channelNumber !== channel) return false;
    return true;
  });
}

/** The card types the form offers (the `cardType` item's choices), default first when present. */
export function cardTypesOf(items: BankFormItem[]): BankChoice[] {
  return items.find((item) => item.code === CARD_TYPE_CODE)?.note ?? [];
}

/**
 * The channel in force: the requested one when it is a choice of the card type's channel item,
 * else the default channel when it is, else that item's first choice.
 */
export function channelFor(items: BankFormItem[], cardType: string, requested: string | undefined): string {
  const channelItem = visibleBankItems(items, cardType, "").find((item) => item.code === CHANNEL_CODE);
  if (!channelItem) return "";
  const choices = choicesFor(channelItem, cardType);
  if (requested && choices.some((c) => c.type === requested)) return requested;
  if (choices.some((c) => c.type === DEFAULT_CHANNEL)) return DEFAULT_CHANNEL;
  return choices[0]?.type ?? "";
}

/**
 * What a submit sends (spec 000 §5): text, city and day items their value; enumerations the chosen
 * choice's type, only if that choice applies to the current card type. Spaces a formatter added are
 * removed from number, phone and card inputs.
 */
export function bindPayload(items: BankFormItem[], values: Record<string, string | undefined>, cardType: string, channel: string) {
  const payload: Record<string, string> = { [CARD_TYPE_CODE]: cardType };
  for (const item of visibleBankItems(items, cardType, channel)) {
    if (item.code === CARD_TYPE_CODE) continue;
    if (item.category === "enum") {
      const chosen = item.code === CHANNEL_CODE ? channel : values[item.code];
      if (chosen && choicesFor(item, cardType).some((c) => c.type === chosen)) payload[item.code] = chosen;
      continue;
    }
    const raw = values[item.code] ?? "";
    payload[item.code] = item.inputType === "text" ? raw.trim() : raw.replace(/\s+/g, "");
  }
  return payload;
}

/** The account-holder name item's code. */
export const HOLDER_NAME_CODE = "holderName";

/**
 * A holder name is a person's name as the bank writes it: letters (ñ and accented ones too),
 * spaces and . , ' - between them, at least two letters. "12345 @@" is not a name.
 */
export function isHolderName(value: string): boolean {
  return /^\p{L}[\p{L}\p{M} .,'-]*$/u.test(value) && (value.match(/\p{L}/gu)?.length ?? 0) >= 2;
}
