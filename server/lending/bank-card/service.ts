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
  type BindFieldErrors,
} from "../../../app/lib/contract";
import { now } from "../../clock";
import { transaction } from "../../data/transactions";
import { db } from "../../db";
import { LendingError } from "../errors";
import { findBorrowerOrder } from "../loan-details/service";
import { say, type BackendLanguage } from "../messages";
import { allPlaces, findPlace, placesToChooseFrom, PSGC_RELEASE } from "./places";

let cachedForm: BankFormItem[] | undefined;

/** The bank form every product uses (mocks/bank-form.json), checked against the contract once. */
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
  return bankForm().map((item) => ({
    ...item,
    title: say(item.title, language),
    subtitle: say(item.subtitle, language),
    ...(item.note ? { note: item.note.map((n) => ({ ...n, name: say(n.name, language) })) } : {}),
  }));
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

/** One item's message, or null when its value is acceptable. */
function checkItem(item: BankFormItem, value: string | undefined, cardType: string, cardTypeName: string, today: string): string | null {
  const text = value ?? "";
  if (item.cate === "enum" || item.cate === "citySelect") {
    if (!text) return `Please choose ${item.title.toLowerCase()}.`;
    if (item.cate === "enum" && !choicesFor(item, cardType).some((c) => c.type === text)) {
      return item.note.some((c) => c.type === text)
        ? `This choice is not available for ${cardTypeName.toLowerCase()}. Please choose again.`
        : `Please choose ${item.title.toLowerCase()} from the list.`;
    }
    if (item.cate === "citySelect" && !findPlace(text)) {
      const several = placesToChooseFrom(text);
      if (several.length > 0) {
        return `More than one place is called ${several[0].city}: please choose yours from the list, for example “${several[0].label}”.`;
      }
      return "Please choose your city or municipality from the list, for example “Quezon City, Metro Manila”.";
    }
    return null;
  }
  if (!text) return `Please fill in ${item.title.toLowerCase()}.`;
  if (item.cate === "day") {
    if (!isCalendarDay(text)) return `Please enter ${item.title.toLowerCase()} as YYYY-MM-DD.`;
    if (yearsBetween(text, today) < MIN_AGE_YEARS) return "You must be at least 18 years old to borrow.";
    if (yearsBetween(text, today) > 100) return `Please check ${item.title.toLowerCase()}.`;
    return null;
  }
  if (item.inputType === "text") {
    if (text.length < item.minLength || text.length > item.maxLength) {
      return `${item.title} must have ${item.minLength} to ${item.maxLength} characters.`;
    }
    if (item.code === HOLDER_NAME_CODE && !isHolderName(text)) {
      return `${item.title}: please use letters, spaces and . , ' - only, as on the account.`;
    }
    return null;
  }
  if (!/^\d+$/.test(text)) return `${item.title}: please use digits only.`;
  if (item.inputType === "phone" && !/^09\d{9}$/.test(text)) return "Please enter an 11-digit mobile number starting with 09.";
  if (text.length < item.minLength || text.length > item.maxLength) {
    return item.minLength === item.maxLength
      ? `${item.title} must have exactly ${item.maxLength} digits.`
      : `${item.title} must have ${item.minLength} to ${item.maxLength} digits.`;
  }
  return null;
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
export async function bindCard(borrowerId: number, input: BindInput) {
  if (input.orderId !== undefined) await findBorrowerOrder(borrowerId, input.orderId);
  const items = bankForm();
  const cardTypes = cardTypesOf(items);
  const cardTypeChoice = cardTypes.find((c) => c.type === input.cardType);
  if (!cardTypeChoice) {
    // A forged card type: nothing of the rest can be judged against it.
    const message = "Please choose a bank account or an e-wallet.";
    throw new LendingError("invalidInput", message, { fieldErrors: { [CARD_TYPE_CODE]: message } });
  }
  const cardType = cardTypeChoice.type;
  const channel = input.values[CHANNEL_CODE] ?? "";
  const today = formatDate(await now());
  const fieldErrors: BindFieldErrors = {};
  const shown = visibleBankItems(items, cardType, channel).filter((item) => item.code !== CARD_TYPE_CODE);
  for (const item of shown) {
    const raw = input.values[item.code];
    const value = item.inputType === "text" || item.cate !== "txt" ? raw?.trim() : raw?.replace(/\s+/g, "");
    const problem = checkItem(item, value, cardType, cardTypeChoice.name, today);
    if (problem) fieldErrors[item.code] = problem;
  }
  const codes = Object.keys(fieldErrors);
  if (codes.length > 0) throw new LendingError("invalidInput", fieldErrors[codes[0]], { fieldErrors });

  const payload = bindPayload(items, input.values, cardType, channel);
  // A city is stored as the list writes it, with its PSGC code, whatever case the borrower typed.
  for (const item of shown) {
    const place = item.cate === "citySelect" ? findPlace(payload[item.code] ?? "") : undefined;
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
