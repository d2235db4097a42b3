import { readFileSync } from "node:fs";
import { backend } from "@contract/texts/backend";
import { bankBinding } from "../../app/lib/messages/bank-binding";
import { common } from "../../app/lib/messages/common";
import { complaints } from "../../app/lib/messages/complaints";
import { info } from "../../app/lib/messages/info";
import { lateCharges } from "../../app/lib/messages/late-charges";
import { loanAgreement } from "../../app/lib/messages/loan-agreement";
import { loanConfirm } from "../../app/lib/messages/loan-confirm";
import { orderDetails } from "../../app/lib/messages/order-details";
import { promotion } from "../../app/lib/messages/promotion";
import { receipts } from "../../app/lib/messages/receipts";
import { repayment } from "../../app/lib/messages/repayment";

/**
 * "Is any English left on this Filipino page?" (issue 17, docs/glossary-fil.md).
 *
 * The English words are the words of every English text a borrower can be shown: the catalogue's
 * English areas, the backend's English sentences (the keys of its Filipino table) and the texts
 * of the fixtures the backend serves (mocks/*.json: form labels, channel steps, sign-up
 * templates, products, complaint types) and seeds (the Kind tips). Minus:
 * - the words the glossary's Filipino column uses: the English terms Filipino keeps (loan, due
 *   date, e-wallet, OTP...), so the glossary is the one list of English allowed on a Filipino page;
 * - Filipino words spelled like English ones (`at` "and", `may` "there is"...);
 * - names: banks, e-wallets, payment channels and products (the fixtures' `name` fields are not
 *   read as text), and the few proper names below.
 * A line of a Filipino page holding any remaining English word is English left untranslated.
 */

/** Words that are Filipino (or a unit, a figure's part) though English spells them too. */
const FILIPINO_HOMOGRAPHS = [
  "at",
  "may",
  "na",
  "ng",
  "sa",
  "o",
  "pa",
  "mo",
  "ka",
  "ko",
  "din",
  "man",
  "bang",
  "ito",
  "nga",
  "pag",
  "de",
  "s",
  "x",
  "xx",
  "xxx",
  "xxxx",
  "mb",
  "php",
  "yyyy-mm-dd",
  "yyyy",
  "mm",
  "dd",
];

/** The lender's details from configuration (.env.example's defaults, which the tests run with). */
const CONFIGURED = ["COMPANY_NAME", "COMPANY_ADDRESS", "SUPPORT_EMAIL", "GRIEVANCE_OFFICER"].flatMap((name) => {
  const value = new RegExp(`^${name}=(.+)$`, "m").exec(readFileSync(new URL("../../.env.example", import.meta.url), "utf8"))?.[1];
  return value ? [new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g")] : [];
});

/** Proper names a Filipino page shows as they are (not text to translate). */
const PROPER_NAMES = [
  ...CONFIGURED,
  /(SEC|BSP) (Memorandum )?Circular No\. \d+, Series of \d{4}/g,
  /SEC Reg(istration|\.) No\.|Certificate of Authority No\./g,
  /Data Protection and Grievance Officer/g,
  /Credit Information Corporation/g,
  /BPI \(Bank of the Philippine Islands\)/g,
  /(Land|Union)bank of the Philippines/gi,
  /Securities and Exchange Commission/g,
  /National Privacy Commission/g,
  /Bangko Sentral ng Pilipinas/g,
  /Data Privacy Act of 2012/g,
  /Truth in Lending (Act|Disclosure Statement)/g,
  /Republic Act No\. \d+/g,
  /Quezon City|Metro Manila|Makati City|Philippines/g,
];

const root = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

/** Every string inside a value (fixtures, catalogue areas); `name` fields are names, not text. */
function strings(value: unknown, out: string[] = [], key = ""): string[] {
  if (typeof value === "string") {
    if (key !== "name" && !/^(https?:|\/)/.test(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) strings(item, out, key);
  } else if (value && typeof value === "object") {
    // A template's `fil` words are its Filipino, not English.
    for (const [k, v] of Object.entries(value)) if (k !== "fil") strings(v, out, k);
  }
  return out;
}

/** The capitalised words of the fixtures' names (banks, e-wallets, channels, products). */
function fixtureNames(): string[] {
  const names: string[] = [];
  const walk = (value: unknown, key = "") => {
    if (typeof value === "string" && key === "name") names.push(...(value.match(/\b[A-Z0-9][\w-]*/g) ?? []));
    else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  for (const file of ["bank-form", "channels", "products"]) walk(JSON.parse(read(`mocks/${file}.json`)));
  return names.flatMap((name) => words(name));
}

/** Other names: the payment provider, the app stores' platforms, our brand. */
const OTHER_NAMES = ["dragonpay", "android", "pautang", "cliqq", "manila"];

/** The words of a text, lower case; codes and figures (anything with a digit) are not words. */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9'’-]+/)
    .map((token) => token.replace(/^['’-]+|['’-]+$/g, ""))
    .filter((token) => /^[a-z]/.test(token) && !/\d/.test(token));

function glossaryWords(): Set<string> {
  const allowed = new Set<string>();
  for (const line of read("docs/glossary-fil.md").split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    // A table row: | English | Filipino |; the header and the rule line are not terms.
    if (cells.length < 4 || /^-+$/.test(cells[1]) || cells[1] === "English") continue;
    // Remarks in brackets are not terms ("(legal texts: pautang)"), one bracketed word is ("(EIR)").
    const term = (cell: string) => cell.replace(/\([^)]*\s[^)]*\)/g, " ");
    // "kept in English": the English column's words are the terms.
    const filipino = /^kept in English/.test(cells[2]) ? cells[1] : cells[2];
    for (const word of words(term(filipino))) allowed.add(word).add(word.replace(/s$/, ""));
  }
  return allowed;
}

/** Any value a wording asks for, as a blank. */
const BLANKS = new Proxy({}, { get: () => " " });

function englishVocabulary(): Set<string> {
  const texts = [
    ...strings([
      bankBinding,
      common,
      complaints,
      info,
      lateCharges,
      loanAgreement,
      loanConfirm,
      orderDetails,
      promotion,
      receipts,
      repayment,
    ]),
    // The backend's texts: each wording with values written with blanks for its values.
    ...Object.values(backend).map((wording) => (typeof wording === "function" ? wording(BLANKS as never) : wording)),
    ...["bank-form", "channels", "complaint-types", "products", "promotion-templates"].flatMap((file) =>
      strings(JSON.parse(read(`mocks/${file}.json`))),
    ),
    ...(read("server/qa/base-seed.ts").match(/tips: "[^"]*"/g) ?? []),
  ];
  const allowed = glossaryWords();
  for (const word of [...FILIPINO_HOMOGRAPHS, ...fixtureNames(), ...OTHER_NAMES]) allowed.add(word);
  const vocabulary = new Set<string>();
  for (const text of texts)
    for (const word of words(text)) if (!allowed.has(word) && !allowed.has(word.replace(/s$/, ""))) vocabulary.add(word);
  return vocabulary;
}

const ENGLISH = englishVocabulary();

/** The English words of one line of a Filipino page (empty: the line is Filipino). */
export function englishWordsIn(line: string): string[] {
  const text = PROPER_NAMES.reduce((rest, name) => rest.replace(name, " "), line);
  return words(text).filter((word) => ENGLISH.has(word));
}

/** The lines of a Filipino page's text that hold English, each with the English words found. */
export function englishLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .flatMap((line) => {
      const found = englishWordsIn(line);
      return found.length ? [`${line}  [${found.join(", ")}]`] : [];
    });
}
