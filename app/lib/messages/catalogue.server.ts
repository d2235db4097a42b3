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

/**
 * A text a form check (or the web app itself) wrote in English, in the request's language: the
 * same key of the same area. Texts the catalogue does not hold (a backend's message, already in
 * the borrower's language when the backend has one) come back unchanged.
 */
export function localize(message: string, language: string | null | undefined): string {
  // A contract check's message names its key: said from the backend's catalogue.
  if (textOfMessage(message)) return contractText(message, language);
  if (languageOf(language) === "en") return message;
  for (const area of Object.keys(english) as AreaName[]) {
    for (const [key, value] of Object.entries(english[area])) {
      if (value === message) {
        const translated = (serverTexts(area, language) as Record<string, unknown>)[key];
        if (typeof translated === "string") return translated;
      }
    }
  }
  return message;
}

/** `localize` over each message of a field-errors map. */
export function localizeAll<T extends Record<string, string | undefined>>(messages: T, language: string | null | undefined): T {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [key, value === undefined ? value : localize(value, language)]),
  ) as T;
}
