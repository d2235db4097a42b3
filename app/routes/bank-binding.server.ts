import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  bankPlaces,
  bindCardNew,
  bindFailureData,
  boundCard,
  cardInit,
  rebindCard,
  type BankFormItem,
  type BindFieldErrors,
  type BoundAccount,
} from "@contract";
import { bindPayload, CARD_TYPE_CODE, cardTypesOf, CHANNEL_CODE, channelFor, DEFAULT_CARD_TYPE } from "@contract/bank-form-rules";
import { pageQueries, type PageOf } from "@contract/page-query";
import { formErrors } from "~/lib/form-errors.server";
import { createLendingClient, LendingApiError } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureMessage } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { readPage } from "~/lib/page-query.server";
import { pageHref } from "~/lib/query";
import { bindFormSchema, bindRefusal } from "./bank-binding.forms.server";

/** Bank binding's loader (the form, the bound account, the places) and its save. */

const LOAN_DETAIL_SOURCE = "loanDetail";

type BankBindingPage = PageOf<typeof pageQueries.bankBinding>;

async function loadForm(request: Request, page: BankBindingPage) {
  const client = createLendingClient({ query: page, request });
  return { client, result: await attempt(() => client.call(cardInit, { productId: page.productId })) };
}

/** The card type in force: the requested one when the form offers it, else the default. */
function cardTypeFor(items: BankFormItem[], requested: string | undefined) {
  const types = cardTypesOf(items);
  if (requested && types.some((c) => c.type === requested)) return requested;
  return types.some((c) => c.type === DEFAULT_CARD_TYPE) ? DEFAULT_CARD_TYPE : (types[0]?.type ?? DEFAULT_CARD_TYPE);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = readPage(request, pageQueries.bankBinding);
  const { client, result } = await loadForm(request, page);
  if (isLoadFailure(result)) return data(result, result.state === "failed" ? 400 : 200);
  const bound = await attempt(() => client.call(boundCard, {}));
  if (isLoadFailure(bound)) return data(bound, bound.state === "failed" ? 400 : 200);
  const account = page.change ? null : bound.data.account;
  // The 1,642 places only go to a page that shows the form (a bound account is shown instead).
  const places = account ? undefined : await attempt(() => client.call(bankPlaces, {}));
  if (places && isLoadFailure(places)) return data(places, places.state === "failed" ? 400 : 200);
  const items = result.data;
  const cardType = cardTypeFor(items, page.cardType);
  // No bank is chosen for the borrower: only one they asked for (a link, a refused save) is kept.
  const requested = page.channelNumber;
  const channel = requested && channelFor(items, cardType, requested) === requested ? requested : "";
  return { state: "ok" as const, items, cardType, channel, places: places?.data.places ?? [], account };
}

export async function action({ request }: ActionFunctionArgs) {
  const { page } = readPage(request, pageQueries.bankBinding);
  const form = await request.formData();
  const raw = Object.fromEntries(Array.from(form.entries()).filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const parsed = bindFormSchema.safeParse(raw);
  if (!parsed.success) {
    const t = serverTexts("bankBinding", page.language);
    const fieldErrors: BindFieldErrors = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= t[bindRefusal];
    return data({ fieldErrors, message: t.fixErrors, values: raw }, 400);
  }
  const { client, result } = await loadForm(request, page);
  if (isLoadFailure(result)) return data({ fieldErrors: {}, message: failureMessage(result, page.language), values: raw }, 400);
  const values = parsed.data as Record<string, string>;
  // A forged card type is passed on as it is, so the backend says so next to the field.
  const cardType = values[CARD_TYPE_CODE];
  const payload = bindPayload(result.data, values, cardType, values[CHANNEL_CODE]);
  const fromLoanDetail = page.source === LOAN_DETAIL_SOURCE;
  const { orderId, productId } = page;
  let saved;
  try {
    const body: Record<string, string> = { ...payload };
    if (productId !== undefined) body.productId = String(productId);
    if (orderId !== undefined) body.orderId = String(orderId);
    saved = await client.call(fromLoanDetail ? rebindCard : bindCardNew, body);
  } catch (error) {
    if (error instanceof LendingApiError)
      return data({ fieldErrors: {}, message: serverTexts("common", page.language).unreachableBody, values: raw }, 400);
    throw error;
  }
  if (!saved.ok) {
    const message = saved.sessionExpired ? serverTexts("common", page.language).sessionExpiredBody : saved.message;
    const fieldErrors = fieldErrorsOf(saved.data);
    // The backend's checks of what was typed: the form again, around them. A card type that is
    // not offered (a forged form) and any other refusal stay 400.
    const typed = Object.keys(fieldErrors).length > 0 && !(CARD_TYPE_CODE in fieldErrors);
    return typed ? formErrors({ fieldErrors, message, values: raw }) : data({ fieldErrors, message, values: raw }, 400);
  }
  if (fromLoanDetail) {
    // Order Details says the account is saved (bankSaved), with or without JavaScript.
    return redirect(pageHref("/poles", page, { orderId, productId, source: LOAN_DETAIL_SOURCE, bankSaved: "1" }));
  }
  const bound = await attempt(() => client.call(boundCard, {}));
  return { saved: true as const, account: isLoadFailure(bound) ? null : bound.data.account };
}

/** Reads per-field messages from a failed save (the contract's failure data). */
function fieldErrorsOf(answer: unknown): BindFieldErrors {
  const parsed = bindFailureData.safeParse(answer);
  return parsed.success ? parsed.data.fieldErrors : {};
}

export type ActionData =
  { saved: true; account: BoundAccount | null } | { fieldErrors: BindFieldErrors; message: string; values: Record<string, string> };
