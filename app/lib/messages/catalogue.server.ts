/**
 * The server's side of the catalogue (docs/decisions/130): every Filipino area is registered at
 * start, so the server draws a Filipino page at once, and loaders and actions pick an area's text in
 * the request's language without waiting.
 */
import { textOfMessage } from "../contract/keyed-message";
import { backend as backendEnglish } from "./backend";
import { bankBinding } from "./bank-binding";
import { common } from "./common";
import { complaints } from "./complaints";
import { backend as backendFilipino } from "./fil/backend";
import { bankBinding as filBankBinding } from "./fil/bank-binding";
import { common as filCommon } from "./fil/common";
import { complaints as filComplaints } from "./fil/complaints";
import { info as filInfo } from "./fil/info";
import { lateCharges as filLateCharges } from "./fil/late-charges";
import { loanAgreement as filLoanAgreement } from "./fil/loan-agreement";
import { loanConfirm as filLoanConfirm } from "./fil/loan-confirm";
import { myData as filMyData } from "./fil/my-data";
import { orderDetails as filOrderDetails } from "./fil/order-details";
import { promotion as filPromotion } from "./fil/promotion";
import { receipts as filReceipts } from "./fil/receipts";
import { repayment as filRepayment } from "./fil/repayment";
import { security as filSecurity } from "./fil/security";
import { info } from "./info";
import { lateCharges } from "./late-charges";
import { loanAgreement } from "./loan-agreement";
import { loanConfirm } from "./loan-confirm";
import { myData } from "./my-data";
import { orderDetails } from "./order-details";
import { promotion } from "./promotion";
import { receipts } from "./receipts";
import { repayment } from "./repayment";
import { security } from "./security";
import { loadedTexts, registerTexts, type AreaName, type EnglishAreas, type Texts } from "./texts";
import { languageOf, verbatim, type Language } from "./verbatim";

export const english: EnglishAreas = {
  common,
  orderDetails,
  bankBinding,
  promotion,
  complaints,
  repayment,
  security,
  info,
  receipts,
  lateCharges,
  loanConfirm,
  loanAgreement,
  myData,
};

const filipino: { [A in AreaName]: Texts<A> } = {
  common: filCommon,
  orderDetails: filOrderDetails,
  bankBinding: filBankBinding,
  promotion: filPromotion,
  complaints: filComplaints,
  repayment: filRepayment,
  security: filSecurity,
  info: filInfo,
  receipts: filReceipts,
  lateCharges: filLateCharges,
  loanConfirm: filLoanConfirm,
  loanAgreement: filLoanAgreement,
  myData: filMyData,
};

let registered = false;
/**
 * Registers every area in both languages (once). The root loader calls it before any page is drawn:
 * a call, not an import's side effect, which the bundler would drop (package.json `sideEffects: false`).
 */
export function registerCatalogue(): void {
  if (registered) return;
  registered = true;
  for (const area of Object.keys(english) as AreaName[]) {
    registerTexts("en", area, english[area]);
    registerTexts("fil", area, filipino[area]);
  }
}

/** One area in a language (a session's `language` value or a resolved one), verbatim wordings laid over. */
export function serverTexts<A extends AreaName>(area: A, language: string | null | undefined): Texts<A> {
  registerCatalogue();
  const lang: Language = languageOf(language);
  const overlay = lang === "en" || lang === "fil" ? undefined : (verbatim[lang] as Partial<Record<AreaName, object>>)[area];
  return loadedTexts(lang, area, overlay ? { [lang]: overlay } : undefined);
}

/**
 * A contract check's message (keyed, contract/keyed-message.ts) in the request's language: the
 * backend's own catalogue, so the answer reads the same whichever side refused. A message that
 * names no key (zod's own wording) comes back as it is.
 */
export function contractText(message: string, language: string | null | undefined): string {
  const named = textOfMessage(message);
  if (!named || !(named.key in backendEnglish)) return message;
  const wording = (languageOf(language) === "fil" ? backendFilipino : backendEnglish)[named.key] as string | ((values: unknown) => string);
  return typeof wording === "function" ? wording(named.values) : wording;
}

/** The keys of an area whose text takes no values: what a form check names. */
export type TextKey<A extends AreaName> = {
  [K in keyof EnglishAreas[A]]: EnglishAreas[A][K] extends string ? K : never;
}[keyof EnglishAreas[A]] &
  string;

/**
 * A zod issue's message as a key of the area: the web app's form checks write keys, never wordings,
 * so the action says them in the page's language (docs/decisions/191). Null for zod's own wording
 * (a check that names no text, met only by a malformed request).
 */
export function textKeyOf<A extends AreaName>(area: A, message: string | undefined): TextKey<A> | null {
  const texts = english[area] as Record<string, unknown>;
  return message !== undefined && Object.hasOwn(texts, message) && typeof texts[message] === "string" ? (message as TextKey<A>) : null;
}

/** A form check's key, checked against its area where the schema is written. */
export const keyIn =
  <A extends AreaName>(_area: A) =>
  (key: TextKey<A>): string =>
    key;

/** A form check's refusals, one key per field, said in the request's language. */
export function fieldTexts<A extends AreaName, F extends string>(
  area: A,
  keys: Partial<Record<F, TextKey<A>>>,
  language: string | null | undefined,
): Partial<Record<F, string>> {
  const texts = serverTexts(area, language) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries<TextKey<A> | undefined>(keys).map(([field, key]) => [field, key && (texts[key] as string)]),
  ) as Partial<Record<F, string>>;
}
