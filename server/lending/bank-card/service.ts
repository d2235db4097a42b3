import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  bankFormItem,
  bindPayload,
  CARD_TYPE_CODE,
  cardTypesOf,
  CHANNEL_CODE,
  choicesFor,
  formatDate,
  HOLDER_NAME_CODE,
  isHolderName,
  visibleBankItems,
  type BoundAccount,
  type BankFormItem,
} from "@contract";
import { now } from "../../clock";
import { transaction } from "../../data/transactions";
import { db } from "../../db";
import { holderIsBorrower } from "../../domain/holder-name";
import { LendingError } from "../errors";
import { filipinoBankForm } from "../fixture-texts";
import { findBorrowerOrder } from "../loan-details/service";
import { text, type BackendLanguage, type Text } from "../texts";
import { allPlaces, findPlace, placesToChooseFrom, PSGC_RELEASE } from "./places";

let cachedForm: BankFormItem[] | undefined;

/**
 * The bank form every product uses (mocks/bank-form.json, under the documented names), checked
 * against the contract once and read under its plain names, as the form's shared rules read them;
 * card-init answers it under the documented names again (`toBankFormItemWire`).
 */
export function bankForm(): BankFormItem[] {
  cachedForm ??= z.array(bankFormItem).parse(JSON.parse(fs.readFileSync(path.join(process.cwd(), "mocks", "bank-form.json"), "utf8")));
  return cachedForm;
}

/**
 * The form as the page shows it, its labels in the session's language (docs/decisions/135). Only
 * the words change: codes, types and rules are the same, and the checks read `bankForm()`.
 */
export function bankFormIn(language: BackendLanguage): BankFormItem[] {
  if (language === "en") return bankForm();
  return bankForm().map((item) => itemIn(item, language));
}

/** One item's words in the language (mocks/fil/bank-form.json, by code and card type). */
function itemIn(item: BankFormItem, language: BackendLanguage): BankFormItem {
  const fil = language === "fil" ? filipinoBankForm()[`${item.code}/${item.forCardType}`] : undefined;
  if (!fil) return item;
  return {
    ...item,
    title: fil.title,
    subtitle: fil.subtitle ?? item.subtitle,
    ...(item.note ? { note: item.note.map((n) => ({ ...n, name: fil.note?.[n.type] ?? n.name })) } : {}),
  };
}

const MIN_AGE_YEARS = 18;

function yearsBetween(birth: string, today: string): number {
  const [by, bm, bd] = birth.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** One item's message, or null when its value is acceptable. `item` and `cardTypeName` are in the session's language. */
function checkItem(item: BankFormItem, value: string | undefined, cardType: string, cardTypeName: string, today: string): Text | null {
  const text_ = value ?? "";
  const named = { item: item.title };
  if (item.category === "enum" || item.category === "citySelect") {
    if (!text_) return text("chooseItem", named);
    if (item.category === "enum" && !choicesFor(item, cardType).some((c) => c.type === text_)) {
      return item.note.some((c) => c.type === text_)
        ? text("choiceNotForCardType", { cardType: cardTypeName })
        : text("chooseItemFromList", named);
    }
    if (item.category === "citySelect" && !findPlace(text_)) {
      const several = placesToChooseFrom(text_);
      if (several.length > 0) return text("chooseCitySeveral", { city: several[0].city, example: several[0].label });
      return text("chooseCity");
    }
    return null;
  }
  if (!text_) return text("fillInItem", named);
  if (item.category === "day") {
    if (!isCalendarDay(text_)) return text("itemAsDate", named);
    if (yearsBetween(text_, today) < MIN_AGE_YEARS) return text("tooYoung");
    if (yearsBetween(text_, today) > 100) return text("checkItem", named);
    return null;
  }
  if (item.inputType === "text") {
    if (text_.length < item.minLength || text_.length > item.maxLength) {
      return text("itemCharacters", { item: item.title, min: item.minLength, max: item.maxLength });
    }
    if (item.code === HOLDER_NAME_CODE && !isHolderName(text_)) return text("itemHolderName", named);
    return null;
  }
  if (!/^\d+$/.test(text_)) return text("itemDigitsOnly", named);
  if (item.inputType === "phone" && !/^09\d{9}$/.test(text_)) return text("mobileNumber");
  if (text_.length < item.minLength || text_.length > item.maxLength) {
    return item.minLength === item.maxLength
      ? text("itemExactDigits", { item: item.title, count: item.maxLength })
      : text("itemDigits", { item: item.title, min: item.minLength, max: item.maxLength });
  }
  return null;
}

/** The chosen card type's name in the language (the card-type item's choice). */
function cardTypeNameIn(type: string, english: string, items: BankFormItem[], language: BackendLanguage): string {
  const cardTypeItem = items.find((item) => item.code === CARD_TYPE_CODE);
  if (!cardTypeItem) return english;
  return itemIn(cardTypeItem, language).note.find((choice) => choice.type === type)?.name ?? english;
}

export interface BindInput {
  orderId?: number;
  cardType: string;
  values: Record<string, string>;
}

/**
 * Validates every item shown for the chosen card type and channel, then stores the card. Binding
 * also clears the bank-card dialog on the borrower's orders (spec 000 §4: "binding also resets it").
 */
export async function bindCard(borrowerId: number, input: BindInput, language: BackendLanguage = "en") {
  if (input.orderId !== undefined) await findBorrowerOrder(borrowerId, input.orderId);
  const items = bankForm();
  const cardTypes = cardTypesOf(items);
  const cardTypeChoice = cardTypes.find((c) => c.type === input.cardType);
  if (!cardTypeChoice) {
    // A forged card type: nothing of the rest can be judged against it.
    const message = text("chooseAccountKind");
    throw new LendingError("invalidInput", message, { fieldErrors: { [CARD_TYPE_CODE]: message } });
  }
  const cardType = cardTypeChoice.type;
  const channel = input.values[CHANNEL_CODE] ?? "";
  const today = formatDate(await now());
  // Texts by key; the envelope says them, with the items' names, in the session's language.
  const fieldErrors: Record<string, Text> = {};
  const shown = visibleBankItems(items, cardType, channel).filter((item) => item.code !== CARD_TYPE_CODE);
  for (const item of shown) {
    const raw = input.values[item.code];
    const value = item.inputType === "text" || item.category !== "txt" ? raw?.trim() : raw?.replace(/\s+/g, "");
    const problem = checkItem(
      itemIn(item, language),
      value,
      cardType,
      cardTypeNameIn(cardTypeChoice.type, cardTypeChoice.name, items, language),
      today,
    );
    if (problem) fieldErrors[item.code] = problem;
  }
  // The account must be in the borrower's own name (docs/decisions/239): judged once the name is a name.
  const holderItem = shown.find((item) => item.code === HOLDER_NAME_CODE);
  if (holderItem && !fieldErrors[HOLDER_NAME_CODE]) {
    const { name } = await db().borrower.findUniqueOrThrow({ where: { id: borrowerId }, select: { name: true } });
    if (!holderIsBorrower(input.values[HOLDER_NAME_CODE] ?? "", name)) {
      fieldErrors[HOLDER_NAME_CODE] = text("holderNotBorrower", { item: itemIn(holderItem, language).title, name: name.trim() });
    }
  }
  const codes = Object.keys(fieldErrors);
  if (codes.length > 0) throw new LendingError("invalidInput", fieldErrors[codes[0]], { fieldErrors });

  const payload = bindPayload(items, input.values, cardType, channel);
  // A city is stored as the list writes it, with its PSGC code, whatever case the borrower typed.
  for (const item of shown) {
    const place = item.category === "citySelect" ? findPlace(payload[item.code] ?? "") : undefined;
    if (place) {
      payload[item.code] = place.label;
      payload[`${item.code}Psgc`] = place.psgcCode;
    }
  }
  const channelItem = shown.find((item) => item.code === CHANNEL_CODE);
  const institution = channelItem ? (choicesFor(channelItem, cardType).find((c) => c.type === channel)?.name ?? "") : "";
  const accountNumber = payload.bankCardNo ?? payload.walletPhone ?? "";
  const card = await transaction(async (tx) => {
    const created = await tx.bankCard.create({
      data: {
        borrowerId,
        cardType: Number(cardType),
        channelNumber: channel,
        institution,
        accountNumber,
        holderName: payload.holderName ?? "",
        fields: JSON.stringify(payload),
      },
    });
    await tx.loanOrder.updateMany({ where: { borrowerId, cardPopPending: true }, data: { cardPopPending: false } });
    return created;
  });
  return { cardId: card.id, cardType: card.cardType, institution };
}

/** The labels a city item accepts, and the PSGC release they come from. */
export function bankPlaces() {
  return { release: PSGC_RELEASE, places: allPlaces().map((place) => place.label) };
}

/** The borrower's latest account, masked: the page shows it on a revisit instead of an empty form. */
export async function boundAccountOf(borrowerId: number): Promise<BoundAccount | null> {
  const card = await db().bankCard.findFirst({ where: { borrowerId }, orderBy: { id: "desc" } });
  if (!card) return null;
  let city = "";
  try {
    const fields = JSON.parse(card.fields) as Record<string, unknown>;
    city = typeof fields.city === "string" ? fields.city : "";
  } catch {
    city = "";
  }
  return {
    cardType: card.cardType,
    institution: card.institution,
    lastDigits: card.accountNumber.slice(-4),
    holderName: card.holderName,
    city,
  };
}
