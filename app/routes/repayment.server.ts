import { data, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { delayDetail, generateVcode, loanPlayDetail } from "@contract";
import { orderPage } from "@contract/page-query";
import { formErrors } from "~/lib/form-errors.server";
import { createLendingClient } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureData, failureMessage } from "~/lib/loader-helpers.server";
import { fieldTexts, serverTexts } from "~/lib/messages/catalogue.server";
import { pageAsQuery, readPage } from "~/lib/page-query.server";
import { paymentReturnPath, setPaymentReturnCookie } from "~/lib/payment-return.server";
import { safeHttpUrl } from "~/lib/query";
import { lateChargesTexts } from "~/lib/texts/late-charges-texts.server";
import { parsePaymentForm } from "./repayment.forms.server";

/** Repayment's loader (the instalment or the extension, figures from the backend) and its Payment. */

type Kind = "repay" | "extend";
const kindOf = (request: Request): Kind => (new URL(request.url).pathname === "/tree" ? "extend" : "repay");

export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = readPage(request, orderPage);
  if (page.orderId === undefined) return data({ state: "failed" as const, message: serverTexts("repayment", page.language).noOrder }, 400);
  const client = createLendingClient({ query: page, request });
  const kind = kindOf(request);
  const input = { orderId: page.orderId, productId: page.productId };
  if (kind === "extend") {
    const result = await attempt(() => client.call(delayDetail, input));
    if (isLoadFailure(result)) return failureData(result);
    const { delayInfo, nextRepayDate, repayPlan, ...info } = result.data;
    const extension = { delayInfo, nextRepayDate, repayPlan };
    return {
      state: "ok" as const,
      kind,
      info,
      lateChargesTexts: lateChargesTexts(info.lateCharges, page.language),
      extension,
      otherWays: null,
    };
  }
  const result = await attempt(() => client.call(loanPlayDetail, input));
  if (isLoadFailure(result)) return failureData(result);
  // Paying in full or in part (docs/decisions/174): a link when the rules allow either today, from
  // the repayment details' own answer (274); none when the answer carries none.
  const { yourWay, ...info } = result.data;
  const otherWays = yourWay ? { payoff: yourWay.payoff, part: yourWay.part } : null;
  // The late-charge breakdown's sentences, only shown: with the data (docs/decisions/122).
  const lateTexts = lateChargesTexts(info.lateCharges, page.language);
  return { state: "ok" as const, kind, info, lateChargesTexts: lateTexts, extension: null, otherWays };
}

export async function action({ request }: ActionFunctionArgs) {
  const { page } = readPage(request, orderPage);
  const parsed = parsePaymentForm(await request.formData());
  if (!parsed.ok) return formErrors({ fieldErrors: fieldTexts("repayment", parsed.fieldErrors, page.language), error: null });
  const client = createLendingClient({ query: page, request });
  const kind = kindOf(request);
  const result = await attempt(() =>
    client.call(generateVcode, {
      orderId: page.orderId,
      productId: page.productId,
      amount: parsed.value.amount,
      channelNumber: parsed.value.channelNumber,
      ...(kind === "extend" ? { isDelay: "1" as const } : {}),
      // After paying, the gateway sends the borrower back to the order's details.
      // Back to the order's details, with no session in the (public) return address.
      returnPath: paymentReturnPath(pageAsQuery(page)),
    }),
  );
  if (isLoadFailure(result)) return data({ fieldErrors: {}, error: failureMessage(result, page.language) }, 400);
  const payUrl = safeHttpUrl(result.data.payUrl);
  if (!payUrl) return data({ fieldErrors: {}, error: serverTexts("common", page.language).refusedUrl }, 400);
  // The gateway is another site (even when served by this process): a full document navigation.
  return redirectDocument(payUrl.toString(), { headers: { "Set-Cookie": await setPaymentReturnCookie(pageAsQuery(page), request) } });
}

export type RepaymentLoaded = Extract<Awaited<ReturnType<typeof loader>>, { state: "ok" }>;
