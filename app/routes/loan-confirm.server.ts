import { data, redirect } from "@remix-run/node";
import crypto from "node:crypto";
import {
  CONFIRM_SCENE,
  contractJump,
  contractList,
  loanDetailConfirm,
  loanDetailPush,
  olderAgreementJump,
  olderAgreementList,
  olderConfirm,
  olderPush,
  type AgreementItem,
  type LoanConfirmData,
} from "@contract";
import { pageQueries } from "@contract/page-query";
import { sessionTrustFor } from "~/lib/env.server";
import { followableUrl } from "~/lib/follow-url";
import { formErrors } from "~/lib/form-errors.server";
import { createLendingClient, type LendingClient } from "~/lib/lending-api.server";
import { attempt, isLoadFailure, type LoadFailure, failureData } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { pageAsQuery, readPage } from "~/lib/page-query.server";
import { ceilingsTexts } from "~/lib/texts/late-charges-texts.server";
import { parseChoice, parseConfirmAction, typedChoiceDiffers, type ChoiceField, type ConfirmTextKey } from "./loan-confirm.forms.server";

/**
 * The loaders and actions of both loan confirm pages (/opened and /and). They differ only in the
 * endpoints they call (the older variant's answers are mapped to plain names by the contract) and
 * in the older page's promotion; everything else is one code path.
 */

export type ConfirmVariant = "newer" | "older";

export interface ConfirmView extends LoanConfirmData {
  newPopMsg?: string;
  newButtonMsg?: string;
}

async function callConfirm(
  client: LendingClient,
  variant: ConfirmVariant,
  input: { productId: number; amount?: number; periods?: number; instalments?: number },
) {
  return variant === "newer" ? attempt(() => client.call(loanDetailConfirm, input)) : attempt(() => client.call(olderConfirm, input));
}

async function callAgreements(client: LendingClient, variant: ConfirmVariant, productId: number): Promise<AgreementItem[]> {
  const result =
    variant === "newer"
      ? await attempt(() => client.call(contractList, { productId, scene: CONFIRM_SCENE }))
      : await attempt(() => client.call(olderAgreementList, { productId, scene: CONFIRM_SCENE }));
  // Without the list the page still works: the box and Next do not depend on the links.
  return isLoadFailure(result) ? [] : result.data;
}

type ConfirmResult = Awaited<ReturnType<typeof callConfirm>>;
type Choice = { productId: number; amount?: number; periods?: number; instalments?: number };

/**
 * A choice the backend refused: which of its fields are out of the product's rules, each with the
 * rule's message, and the figures for the rest of the choice. The parts that are right stay as
 * typed (issue 30 item 4: a wrong amount must not reset the term the borrower is typing); only the
 * wrong ones fall back to the product's suggestion. Null when not even the suggestion can be priced.
 */
async function refusedChoice(
  client: LendingClient,
  variant: ConfirmVariant,
  chosen: Choice,
  message: string,
): Promise<{ errors: Partial<Record<ChoiceField, string>>; result: ConfirmResult } | null> {
  const suggestion = await callConfirm(client, variant, { productId: chosen.productId });
  if (isLoadFailure(suggestion)) return null;
  const c = suggestion.data.choices;
  const wrong = {
    loanAmount:
      chosen.amount !== undefined && (chosen.amount < c.minAmount || chosen.amount > c.maxAmount || chosen.amount % c.amountStep !== 0),
    term: chosen.periods !== undefined && (chosen.periods < c.minTerm || chosen.periods > c.maxTerm),
    instalments: chosen.instalments !== undefined && !c.instalmentsAllowed.includes(chosen.instalments),
  };
  const bad = (Object.keys(wrong) as ChoiceField[]).filter((field) => wrong[field]);
  // A refusal the page cannot place (another rule): the suggestion, the message by the amount.
  if (bad.length === 0) return { errors: { loanAmount: message }, result: suggestion };
  const errors: Partial<Record<ChoiceField, string>> = {};
  for (const field of bad) {
    // Each wrong field with its own rule's words: the backend asked about that field alone.
    const alone = await callConfirm(client, variant, { productId: chosen.productId, ...partOf(chosen, field) });
    errors[field] = isLoadFailure(alone) && alone.state === "failed" ? alone.message : message;
  }
  const kept: Choice = { productId: chosen.productId };
  if (!wrong.loanAmount && chosen.amount !== undefined) kept.amount = chosen.amount;
  if (!wrong.term && chosen.periods !== undefined) kept.periods = chosen.periods;
  if (!wrong.instalments && chosen.instalments !== undefined) kept.instalments = chosen.instalments;
  const rest = Object.keys(kept).length > 1 ? await callConfirm(client, variant, kept) : suggestion;
  return { errors, result: isLoadFailure(rest) ? suggestion : rest };
}

function partOf(chosen: Choice, field: ChoiceField): Omit<Choice, "productId"> {
  if (field === "loanAmount") return { amount: chosen.amount };
  if (field === "term") return { periods: chosen.periods };
  return { instalments: chosen.instalments };
}

export async function loadConfirm(request: Request, variant: ConfirmVariant) {
  const { page } = readPage(request, pageQueries.loanConfirm);
  // Every text this page gets from the server is in the session's language (issue 17); the
  // backend's own messages already are (decision 135).
  const t = serverTexts("loanConfirm", page.language);
  const { productId } = page;
  if (productId === undefined) {
    return data({ state: "failed" as const, message: t.noProduct }, 400);
  }
  const client = createLendingClient({ query: page, request });
  const choice = parseChoice(page);
  const fieldErrors: Partial<Record<ChoiceField, string>> = {};
  for (const [field, key] of Object.entries(choice.errors) as Array<[ChoiceField, ConfirmTextKey]>) fieldErrors[field] = t[key];
  const chosen = { productId, amount: choice.amount, periods: choice.periods, instalments: choice.instalments };

  let result = await callConfirm(client, variant, chosen);
  const chose = chosen.amount !== undefined || chosen.periods !== undefined || chosen.instalments !== undefined;
  if (isLoadFailure(result) && result.state === "failed" && chose) {
    const refused = await refusedChoice(client, variant, chosen, result.message);
    if (refused) {
      for (const [field, error] of Object.entries(refused.errors) as Array<[ChoiceField, string]>) fieldErrors[field] ??= error;
      result = refused.result;
    }
  }
  if (isLoadFailure(result)) return failureData(result);

  const view = result.data as ConfirmView;
  const agreements = await callAgreements(client, variant, productId);
  const dismissed = new Set((page.dismiss ?? "").split(","));
  const agreementUrl = followableUrl(view.popAgreementUrl, page, {}, sessionTrustFor(request));
  // Next was pressed with a choice other than the figures shown: the page shows the figures for
  // what was typed (or the field's error) and says why no order was made.
  const notice = page.recheck ? (Object.keys(fieldErrors).length > 0 ? t.fixChoice : t.figuresChanged) : null;
  const agreementTexts = serverTexts("loanAgreement", page.language);
  return {
    state: "ok" as const,
    notice,
    // The Disclosure Statement advice and the credit bureau notice (docs/decisions/170, 171): only
    // shown, so sent with the page rather than in its script (the JavaScript budget).
    legalNotices: {
      readDisclosure: agreementTexts.readDisclosure,
      readDisclosureLink: agreementTexts.readDisclosureLink,
      creditBureauTitle: agreementTexts.creditBureauTitle,
      creditBureauBody: agreementTexts.creditBureauBody,
      creditBureauRights: agreementTexts.creditBureauRights,
      creditBureauLink: agreementTexts.creditBureauLink,
    },
    // The legal ceilings under the disclosure statement, likewise only shown (docs/decisions/122).
    ceilings: ceilingsTexts(view.disclosure.ceilings, view.disclosure.eirMonthlyPercent, page.language),
    variant,
    view,
    agreements,
    fieldErrors,
    // One key per page view: a repeated Next (double tap, resent form) makes no second order.
    requestKey: crypto.randomBytes(16).toString("base64url"),
    agreementUrl,
    refusedAgreementUrl: Boolean(view.popAgreementUrl) && !agreementUrl,
    // The pop-up is dismissed only by its "I agree" (its other button leaves the page).
    agreedInPopup: Boolean(agreementUrl) && dismissed.has("agreement"),
    modals: {
      agreement: Boolean(agreementUrl) && !dismissed.has("agreement"),
      promo: variant === "older" && Boolean(view.newPopMsg) && !dismissed.has("promo"),
    },
  };
}

function failureText(result: LoadFailure, language: string | undefined): string {
  const common = serverTexts("common", language);
  if (result.state === "sessionExpired") return common.sessionExpiredBody;
  if (result.state === "unreachable") return common.unreachableBody;
  return result.message;
}

/** This page's own URL with a new choice; the session, product and other parameters stay. */
function choiceHref(request: Request, choice: Record<string, string | undefined>): string {
  const url = new URL(request.url);
  for (const name of ["loanAmount", "term", "instalments", "recheck"]) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(choice)) if (value !== undefined && value !== "") url.searchParams.set(name, value);
  return `${url.pathname}?${url.searchParams.toString()}`;
}

export async function confirmAction(request: Request, variant: ConfirmVariant) {
  const { page } = readPage(request, pageQueries.loanConfirm);
  const parsed = parseConfirmAction(await request.formData());
  if (!parsed.ok) {
    const error = parsed.error
      ? serverTexts("loanConfirm", page.language)[parsed.error]
      : serverTexts("common", page.language).somethingWrongBody;
    const answer = { intent: parsed.intent, field: parsed.field, error };
    // The box left unticked is the borrower's to fix; any other field wrong is a malformed request.
    return parsed.field === "agree" ? formErrors(answer) : data(answer, 400);
  }
  const t = serverTexts("loanConfirm", page.language);
  const input = parsed.value;
  const client = createLendingClient({ query: page, request });
  const { productId } = page;
  if (input.intent === "update") {
    // "Update figures" without JavaScript: the page again, for the typed choice.
    return redirect(choiceHref(request, { loanAmount: input.loanAmount, term: input.term, instalments: input.instalments }));
  }
  const loan = { productId, amount: input.amount, periods: input.periods, instalments: input.instalments };

  if (input.intent === "jump") {
    const jump = { ...loan, scene: CONFIRM_SCENE, position: input.position, orderId: page.orderId };
    const result =
      variant === "newer"
        ? await attempt(() => client.call(contractJump, jump))
        : await attempt(() => client.call(olderAgreementJump, jump));
    if (isLoadFailure(result)) return data({ intent: "jump", field: "", error: failureText(result, page.language) }, 400);
    const target = followableUrl(result.data.contract_url, page, {}, sessionTrustFor(request));
    if (!target) return data({ intent: "jump", field: "", error: t.refused }, 400);
    return redirect(target);
  }

  if (typedChoiceDiffers(input)) {
    // Never an order for figures the borrower did not see: show the figures for what they typed first.
    return redirect(
      choiceHref(request, { loanAmount: input.loanAmount, term: input.term, instalments: String(input.instalments), recheck: "1" }),
    );
  }
  const push = { ...loan, termUnit: "day" as const, requestKey: input.requestKey };
  const result =
    variant === "newer" ? await attempt(() => client.call(loanDetailPush, push)) : await attempt(() => client.call(olderPush, push));
  if (isLoadFailure(result)) return data({ intent: "next", field: "", error: failureText(result, page.language) }, 400);
  // Order Details gets the page's query as well, and from=confirm (spec 001 §7): the parameters
  // this page's definition names.
  const { dismiss: _dismiss, ...rest } = pageAsQuery(page);
  const target = followableUrl(result.data.lendDetailsUrl, page, { ...rest, from: "confirm" }, sessionTrustFor(request));
  if (!target) return data({ intent: "next", field: "", error: t.refused }, 400);
  return redirect(target);
}
