import { data, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { repayWayCode, repayWays, REPAY_WAYS } from "@contract";
import { orderPage } from "@contract/page-query";
import { formErrors } from "~/lib/form-errors.server";
import { createLendingClient, LendingApiError } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureData } from "~/lib/loader-helpers.server";
import { keyIn, serverTexts } from "~/lib/messages/catalogue.server";
import { pageAsQuery, readPage } from "~/lib/page-query.server";
import { paymentReturnPath, setPaymentReturnCookie } from "~/lib/payment-return.server";
import { safeHttpUrl } from "~/lib/query";

/**
 * Repay your way (/repayYourWay, docs/decisions/174): the loader asks the backend what each way
 * pays today; the one form's action asks for the pay code of the way whose button was pressed and
 * goes to the gateway. A refused part-payment amount comes back beside its field, with or without
 * JavaScript (the backend decides the range; the page never checks an amount on its own).
 */

export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = readPage(request, orderPage);
  if (page.orderId === undefined) return data({ state: "failed" as const, message: serverTexts("repayment", page.language).noOrder }, 400);
  const client = createLendingClient({ query: page, request });
  const result = await attempt(() => client.call(repayWays, { orderId: page.orderId }));
  if (isLoadFailure(result)) return failureData(result);
  return { state: "ok" as const, ways: result.data };
}

const formSchema = z.object({
  way: z.enum(REPAY_WAYS),
  amount: z.string().max(40).optional(),
  channelNumber: z.string().trim().min(1, keyIn("repayment")("noChannel")).max(20, keyIn("repayment")("noChannel")),
});

const failureFields = z.object({ fieldErrors: z.object({ amount: z.string().optional() }) });

export interface WayActionData {
  way: string;
  amount: string;
  fieldErrors: { amount?: string; channelNumber?: string };
  error: string | null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { page } = readPage(request, orderPage);
  const form = await request.formData();
  const raw = Object.fromEntries(Array.from(form.entries()).filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const base: WayActionData = { way: raw.way ?? "", amount: (raw.amount ?? "").slice(0, 40), fieldErrors: {}, error: null };
  const answer = (fields: Partial<WayActionData>) => data<WayActionData>({ ...base, ...fields }, 400);
  // What the borrower chose or typed is wrong: the form again, around it (docs/decisions/196).
  const fix = (fields: Partial<WayActionData>) => formErrors<WayActionData>({ ...base, ...fields });
  const parsed = formSchema.safeParse(raw);
  if (!parsed.success) {
    const channel = parsed.error.issues.find((issue) => issue.path[0] === "channelNumber");
    return fix(
      channel
        ? { fieldErrors: { channelNumber: serverTexts("repayment", page.language).noChannel } }
        : { error: serverTexts("repayment", page.language).ways.chooseWay },
    );
  }
  const client = createLendingClient({ query: page, request });
  let result;
  try {
    result = await client.call(repayWayCode, {
      orderId: page.orderId,
      way: parsed.data.way,
      // Only a part payment carries the typed amount; the others are priced by the backend alone.
      ...(parsed.data.way === "part" ? { amount: parsed.data.amount ?? "" } : {}),
      channelNumber: parsed.data.channelNumber,
      returnPath: paymentReturnPath(pageAsQuery(page)),
    });
  } catch (error) {
    if (error instanceof LendingApiError) return answer({ error: serverTexts("common", page.language).unreachableBody });
    throw error;
  }
  if (!result.ok) {
    const fields = failureFields.safeParse(result.data);
    if (fields.success && fields.data.fieldErrors.amount) return fix({ fieldErrors: { amount: fields.data.fieldErrors.amount } });
    return answer({ error: result.sessionExpired ? serverTexts("common", page.language).sessionExpiredBody : result.message });
  }
  const payUrl = safeHttpUrl(result.data.payUrl);
  if (!payUrl) return answer({ error: serverTexts("common", page.language).refusedUrl });
  // The gateway is another site (even when served by this process): a full document navigation.
  return redirectDocument(payUrl.toString(), { headers: { "Set-Cookie": await setPaymentReturnCookie(pageAsQuery(page), request) } });
}

export type RepayWaysLoaded = Extract<Awaited<ReturnType<typeof loader>>, { state: "ok" }>;
