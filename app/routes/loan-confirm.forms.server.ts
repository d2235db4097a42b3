import { z } from "zod";
import { keyIn, textKeyOf, type TextKey } from "~/lib/messages/catalogue.server";
import type { PageQuery } from "~/lib/query";

// The checks name the area's keys: the callers say them in the page's language.
const key = keyIn("loanConfirm");
export type ConfirmTextKey = TextKey<"loanConfirm">;

/**
 * The borrower's choice, read from the page query (the choose form is a GET form, so it works
 * without JavaScript): `loanAmount` in pesos as typed, `term` in days, `instalments`. The backend
 * prices it; these checks only turn the text into numbers.
 */
const choiceFields = {
  loanAmount: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/)
    .transform((v) => Math.round(Number(v) * 100)),
  term: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/)
    .transform(Number),
  instalments: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/)
    .transform(Number),
};
export type ChoiceField = keyof typeof choiceFields;

/** Each choice field has one check, so one text: what to type there. */
const choiceKeys: Record<ChoiceField, ConfirmTextKey> = {
  loanAmount: "amountInvalid",
  term: "termInvalid",
  instalments: "instalmentsInvalid",
};

export interface ParsedChoice {
  amount?: number;
  periods?: number;
  instalments?: number;
  errors: Partial<Record<ChoiceField, ConfirmTextKey>>;
}

export function parseChoice(query: Partial<Record<ChoiceField, string>> & Record<string, unknown>): ParsedChoice {
  const out: ParsedChoice = { errors: {} };
  for (const field of Object.keys(choiceFields) as ChoiceField[]) {
    const raw = query[field];
    if (raw === undefined || raw.trim() === "") continue;
    const parsed = choiceFields[field].safeParse(raw);
    if (!parsed.success) {
      out.errors[field] = choiceKeys[field];
      continue;
    }
    if (field === "loanAmount") out.amount = parsed.data;
    if (field === "term") out.periods = parsed.data;
    if (field === "instalments") out.instalments = parsed.data;
  }
  return out;
}

const whole = z.coerce.number().int().positive();

/** What the borrower typed into the choice fields, posted with Next and with "Update figures". */
const typed = {
  loanAmount: z.string().max(40).optional(),
  term: z.string().max(40).optional(),
};

/**
 * One schema for the page's forms, told apart by `intent`: Next, "Update figures" (JavaScript off)
 * and opening an agreement. Next carries both the figures on screen (`amount`, `periods`,
 * `shownInstalments`) and the fields as typed, so an order is only ever made for figures the
 * borrower saw (see `typedChoiceDiffers`).
 */
export const confirmActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("next"),
    // An unchecked checkbox is not sent at all: Next only works with the box checked (spec 001 §5).
    agree: z.literal("on", { error: key("agreeRequired") }),
    amount: whole,
    periods: whole,
    instalments: whole,
    shownInstalments: whole.optional(),
    requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    ...typed,
  }),
  z.object({
    intent: z.literal("update"),
    instalments: z.string().max(40).optional(),
    ...typed,
  }),
  z.object({
    intent: z.literal("jump"),
    position: whole,
    amount: whole,
    periods: whole,
    instalments: whole,
  }),
]);
export type ConfirmAction = z.infer<typeof confirmActionSchema>;

export function parseConfirmAction(
  form: FormData,
): { ok: true; value: ConfirmAction } | { ok: false; intent: string; field: string; error: ConfirmTextKey | null } {
  const raw = Object.fromEntries(Array.from(form.entries()).filter(([, v]) => typeof v === "string"));
  const parsed = confirmActionSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    intent: String(raw.intent ?? ""),
    field: String(issue?.path[0] ?? ""),
    // Null: a field the page always sends right is wrong, a malformed request (said as common's
    // somethingWrongBody by the caller).
    error: textKeyOf("loanConfirm", issue?.message),
  };
}

/**
 * Whether the choice as typed differs from the figures on screen, or cannot be read: then Next
 * must not make an order (the borrower has not seen the figures for what they typed). Fields not
 * posted count as unchanged.
 */
export function typedChoiceDiffers(next: Extract<ConfirmAction, { intent: "next" }>): boolean {
  const posted: PageQuery = {};
  if (next.loanAmount !== undefined) posted.loanAmount = next.loanAmount;
  if (next.term !== undefined) posted.term = next.term;
  const choice = parseChoice(posted);
  if (Object.keys(choice.errors).length > 0) return true;
  if (choice.amount !== undefined && choice.amount !== next.amount) return true;
  if (choice.periods !== undefined && choice.periods !== next.periods) return true;
  return next.shownInstalments !== undefined && next.shownInstalments !== next.instalments;
}
