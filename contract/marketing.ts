import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { formatPeso } from "./format";

/**
 * Marketing figures (issue 30 item 3, docs/decisions/116). A regulated lender may not promise what
 * it does not offer, so the words of an advertisement (a promotion template, the public site) never
 * carry a figure: they name one, `{amountRange}`, `{decisionTime}`..., and the page fills it at
 * render time from the products open for applications and the loan terms (server/domain/marketing).
 */
export const marketingFiguresWire = z.object({
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  minTermDays: z.number().int(),
  maxTermDays: z.number().int(),
  decisionDays: z.number().int(),
  payoutMinDays: z.number().int(),
  payoutMaxDays: z.number().int(),
});
export type MarketingFiguresWire = z.infer<typeof marketingFiguresWire>;

/** Ours: the figures, for pages without a session (the public site). Null: no product is offered. */
export const marketingFigures = defineEndpoint({
  name: "marketing figures",
  method: "GET",
  path: "/v3/site/marketing-figures",
  auth: "public",
  successCode: 0,
  request: z.object({}),
  data: marketingFiguresWire.nullable(),
});

export const MARKETING_TOKENS = ["amountRange", "minAmount", "maxAmount", "termRange", "decisionTime", "payoutTime"] as const;
type Token = (typeof MARKETING_TOKENS)[number];

const TOKEN = /\{(\w+)\}/g;
/** A figure written out: a digit, a peso sign or the word, or a number spelled out. */
const FIGURE = /[0-9₱]|\bphp\b|\bpesos?\b|\b(one|two|three|five|ten|twenty|fifty|hundred|thousand|isa|dalawa|tatlo|lima|sampu|libo)\b/i;

/**
 * A marketing sentence as a template may hold it: figures only through the named ones. The
 * refusal says what to write instead, so whoever edits a template learns the rule from it.
 */
export const marketingText = z.string().superRefine((text, context) => {
  for (const [, name] of text.matchAll(TOKEN)) {
    if (!(MARKETING_TOKENS as readonly string[]).includes(name)) {
      context.addIssue({
        code: "custom",
        message: `Unknown figure {${name}}: use one of ${MARKETING_TOKENS.map((t) => `{${t}}`).join(", ")}.`,
      });
    }
  }
  if (FIGURE.test(text.replace(TOKEN, ""))) {
    context.addIssue({
      code: "custom",
      message: `"${text}" writes a figure: amounts, terms and times come from the catalogue and the rules, through ${MARKETING_TOKENS.map((t) => `{${t}}`).join(", ")}.`,
    });
  }
});

// The few words the figures need, per page language (docs/decisions/130: one language per page).
const WORDS = {
  en: { to: "to", day: "day", days: "days" },
  fil: { to: "hanggang", day: "araw", days: "araw" },
} as const;

function days(n: number, words: (typeof WORDS)[keyof typeof WORDS]) {
  return `${n} ${n === 1 ? words.day : words.days}`;
}

/** The figures as a page in `language` writes them. */
export function marketingValues(figures: MarketingFiguresWire, language: string): Record<Token, string> {
  const w = language === "fil" ? WORDS.fil : WORDS.en;
  const range = (min: number, max: number, unit: string) => (min === max ? `${min} ${unit}` : `${min} ${w.to} ${max} ${unit}`);
  return {
    amountRange: `${formatPeso(figures.minAmount)} ${w.to} ${formatPeso(figures.maxAmount)}`,
    minAmount: formatPeso(figures.minAmount),
    maxAmount: formatPeso(figures.maxAmount),
    termRange: range(figures.minTermDays, figures.maxTermDays, w.days),
    decisionTime: days(figures.decisionDays, w),
    payoutTime:
      figures.payoutMinDays === figures.payoutMaxDays
        ? days(figures.payoutMaxDays, w)
        : range(figures.payoutMinDays, figures.payoutMaxDays, w.days),
  };
}

/**
 * The sentence with its figures filled in. With no figures (no product offered) a sentence that
 * names one is dropped (""), never shown with a hole or an old figure.
 */
export function fillMarketing(text: string, figures: MarketingFiguresWire | null, language: string): string {
  if (!/\{\w+\}/.test(text)) return text;
  if (!figures) return "";
  const values = marketingValues(figures, language);
  return text.replace(TOKEN, (whole, name: string) => values[name as Token] ?? whole);
}
