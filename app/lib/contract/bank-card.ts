import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { id } from "./fields";

/**
 * Bank-account binding (spec 000 §3 "Bank form item", §4, §5). The form is built from items the
 * backend supplies; two item codes are special: `cardType` chooses between card types and
 * `channelNumber` chooses the bank or wallet.
 */

export const CARD_TYPE_CODE = "cardType";
export const CHANNEL_CODE = "channelNumber";
/** Local defaults (spec 000 §9). */
export const DEFAULT_CARD_TYPE = "1";
export const DEFAULT_CHANNEL = "90006";
/** Card type 1 is a bank account; only then are other channels' items hidden (spec 000 §4). */
export const BANK_ACCOUNT_CARD_TYPE = "1";

export const bankItemCategory = z.enum(["txt", "citySelect", "day", "enum"]);
/** How a text item's input behaves: digits only, a phone number (3-4-4) or a card number (fours). */
export const bankInputType = z.enum(["text", "number", "phone", "card"]);

export const bankChoice = z.object({
  name: z.string(),
  type: z.string(),
  /**
   * The card type this choice applies to, 0 = all. Not in the documented shape; ours, so the
   * "only if the choice applies to the current card type" rule has something to read.
   */
  cardTypeMi: z.number().int().default(0),
});
export type BankChoice = z.output<typeof bankChoice>;

export const bankFormItem = z.object({
  code: z.string(),
  cate: bankItemCategory,
  title: z.string(),
  subtitle: z.string().default(""),
  value: z.string().default(""),
  note: z.array(bankChoice).default([]),
  inputType: bankInputType.default("text"),
  /** The card type the item belongs to, 0 meaning all. */
  cardTypeMi: z.number().int().default(0),
  /** The channel the item belongs to, empty for every channel. */
  channelNumber: z.string().default(""),
  /** Longest accepted value (digits for number, phone and card inputs). */
  maxLength: z.number().int().positive().default(60),
  minLength: z.number().int().min(0).default(1),
});
export type BankFormItem = z.output<typeof bankFormItem>;

function appliesToCardType(cardTypeMi: number, cardType: string) {
  return cardTypeMi === 0 || String(cardTypeMi) === cardType;
}

/** The choices of an item that apply to the current card type. */
export function choicesFor(item: BankFormItem, cardType: string): BankChoice[] {
  return item.note.filter((choice) => appliesToCardType(choice.cardTypeMi, cardType));
}

/**
 * The items shown for a card type and channel: only that type's items, and for bank accounts
 * (type 1) no item of another channel (spec 000 §4). The card-type chooser itself is always shown.
 */
export function visibleBankItems(items: BankFormItem[], cardType: string, channel: string): BankFormItem[] {
  return items.filter((item) => {
    if (item.code === CARD_TYPE_CODE) return true;
    if (!appliesToCardType(item.cardTypeMi, cardType)) return false;
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
    if (item.cate === "enum") {
      const chosen = item.code === CHANNEL_CODE ? channel : values[item.code];
      if (chosen && choicesFor(item, cardType).some((c) => c.type === chosen)) payload[item.code] = chosen;
      continue;
    }
    const raw = values[item.code] ?? "";
    payload[item.code] = item.inputType === "text" ? raw.trim() : raw.replace(/\s+/g, "");
  }
  return payload;
}

export const cardInit = defineEndpoint({
  name: "bank form",
  method: "POST",
  path: "/v3/bind-card/card-init",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({ productId: id("Product").optional() }),
  data: z.array(bankFormItem),
});

/** Form values keyed by item code; the backend validates each against the form it supplied. */
const bindRequest = z
  .object({
    productId: id("Product").optional(),
    orderId: id("Order").optional(),
    [CARD_TYPE_CODE]: z.string().max(4).default(DEFAULT_CARD_TYPE),
  })
  .catchall(z.string().max(200, "This value is too long."));

const bindData = z.object({ cardId: z.number().int(), cardType: z.number().int(), institution: z.string() });

/**
 * A failed save answers FailureCode.invalidInput with `data.fieldErrors` (item code -> message), so
 * the page shows each message next to its field; `message` repeats the first one.
 */
export const bindFailureData = z.object({ fieldErrors: z.record(z.string(), z.string()) });
export type BindFieldErrors = z.infer<typeof bindFailureData>["fieldErrors"];

export const bindCardNew = defineEndpoint({
  name: "bank save",
  method: "POST",
  path: "/v3/bind-card/bind-card-new",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: bindRequest,
  data: bindData,
});

/** Bank save when the borrower came from Order Details (source=loanDetail); path ours (BRIEF §2). */
export const rebindCard = defineEndpoint({
  name: "bank rebind",
  method: "POST",
  path: "/v3/bind-card/rebind-card",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: bindRequest,
  data: bindData,
});
