import { z } from "zod";
import { CARD_TYPE_CODE, DEFAULT_CARD_TYPE } from "./bank-form-rules";
import { defineEndpoint } from "./endpoint";
import { id } from "./fields";
import { keyed } from "./keyed-message";

/**
 * Bank-account binding (spec 000 §3 "Bank form item", §4, §5). The form is built from items the
 * backend supplies; two item codes are special: `cardType` chooses between card types and
 * `channelNumber` chooses the bank or wallet.
 *
 * The documented form item names two fields obscurely; they are named once here and the web app
 * (and the form's rules, bank-form-rules.ts) read the plain names: `cate` the kind of control
 * (`category`), `cardTypeMi` the card type an item or a choice belongs to, 0 meaning all
 * (`forCardType`). The backend answers the documented names (`toBankFormItemWire`).
 */

export * from "./bank-form-rules";

export const bankItemCategory = z.enum(["txt", "citySelect", "day", "enum"]);
/** How a text item's input behaves: digits only, a phone number (3-4-4) or a card number (fours). */
export const bankInputType = z.enum(["text", "number", "phone", "card"]);

export const bankChoice = z
  .object({
    name: z.string(),
    type: z.string(),
    /**
     * The card type this choice applies to, 0 = all (plain `forCardType`). Not in the documented
     * shape; ours, named as the item's, so the "only if the choice applies to the current card
     * type" rule has something to read.
     */
    cardTypeMi: z.number().int().default(0),
  })
  .transform(({ cardTypeMi, ...plain }) => ({ ...plain, forCardType: cardTypeMi }));
export type BankChoice = z.output<typeof bankChoice>;

export const bankFormItem = z
  .object({
    code: z.string(),
    /** The kind of control (plain `category`). */
    cate: bankItemCategory,
    title: z.string(),
    subtitle: z.string().default(""),
    value: z.string().default(""),
    note: z.array(bankChoice).default([]),
    inputType: bankInputType.default("text"),
    /** The card type the item belongs to, 0 meaning all (plain `forCardType`). */
    cardTypeMi: z.number().int().default(0),
    /** The channel the item belongs to, empty for every channel. */
    channelNumber: z.string().default(""),
    /** Longest accepted value (digits for number, phone and card inputs). */
    maxLength: z.number().int().positive().default(60),
    minLength: z.number().int().min(0).default(1),
  })
  .transform(({ cate, cardTypeMi, ...plain }) => ({ ...plain, category: cate, forCardType: cardTypeMi }));
export type BankFormItem = z.output<typeof bankFormItem>;
export type BankFormItemWire = z.input<typeof bankFormItem>;

/** A form item under its documented names, as the backend answers it (field for field, in the documented order). */
export function toBankFormItemWire(item: BankFormItem): BankFormItemWire {
  return {
    code: item.code,
    cate: item.category,
    title: item.title,
    subtitle: item.subtitle,
    value: item.value,
    note: item.note.map((choice) => ({ name: choice.name, type: choice.type, cardTypeMi: choice.forCardType })),
    inputType: item.inputType,
    cardTypeMi: item.forCardType,
    channelNumber: item.channelNumber,
    maxLength: item.maxLength,
    minLength: item.minLength,
  };
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
  .catchall(z.string().max(200, keyed("valueTooLong")));

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

/**
 * The places a city item accepts (every Philippine city and municipality of the PSGC, each as
 * "City, Province") and the release they come from; a GET the page makes beside card-init, so the
 * list stays out of the form items. Path ours (docs/decisions/113).
 */
export const bankPlaces = defineEndpoint({
  name: "bank places",
  method: "GET",
  path: "/v3/bind-card/places",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({}),
  data: z.object({ release: z.string(), places: z.array(z.string()) }),
});

/** The account a borrower bound last, masked (the page never receives the full number). */
export const boundAccount = z.object({
  cardType: z.number().int(),
  institution: z.string(),
  /** The last four digits of the account or wallet number. */
  lastDigits: z.string(),
  holderName: z.string(),
  city: z.string(),
});
export type BoundAccount = z.output<typeof boundAccount>;

/** The borrower's bound account, or null before the first save. Path ours (docs/decisions/113). */
export const boundCard = defineEndpoint({
  name: "bound bank account",
  method: "GET",
  path: "/v3/bind-card/bound-card",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({}),
  data: z.object({ account: boundAccount.nullable() }),
});
