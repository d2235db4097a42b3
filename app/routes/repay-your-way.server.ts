import { data, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { repayWayCode, repayWays, REPAY_WAYS } from "~/lib/contract";
import { createLendingClient, LendingApiError } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureData } from "~/lib/loader-helpers.server";
import { english, serverTexts } from "~/lib/messages/catalogue.server";
import { paymentReturnCookie, paymentReturnPath } from "~/lib/payment-return.server";
import { parsePageQuery, safeHttpUrl } from "~/lib/query";

/**
 * Repay your way (/repayYourWay, docs/decisions/174): the loader asks the backend what each way
 * pays today; the one form's action asks for the pay code of the way whose button was pressed and
 * goes to the gateway. A refused part-payment amount comes back beside its field, with or without
 * JavaScript (the backend decides the range; the page never checks an amount on its own).
 */

export async function loader({ request }: LoaderFunctionArgs) {
  const query = parsePageQuery(new URL(request.url).searchParams);
  if (!/^\d{1,12}$/.test(query.orderId ?? ""))
    return data({ state: "failed" as const, message: serverTexts("repayment", query.language).noOrder }, 400);
  const client = createLendingClient({ query, request });
  const result = await attempt(() => client.call(repayWays, { orderId: query.orderId }));
  if (isLoadFailure(result)) return failureData(result);
  return { state: "ok" as const, ways: result.data };
}

const formSchema = z.object({
  way: z.enum(REPAY_WAYS),
  amount: z.string().max(40).optional(),
  channelNumber: z.string().trim().min(1, english.repayment.noChannel).max(20, english.repayment.noChannel),
});

const failureFields = z.object({ fieldErrors: z.object({ amount: z.string().optional() }) });

export interface WayActionData {
  way: string;
  amount: string;
  fieldErrors: { amount?: string; channelNumber?: string };
  error: string | null;
}

export async function action({ request }: ActionFunctionArgs) {
  const query = parsePageQuery(new URL(request.url).searchParams);
  const form = await request.formData();
  const raw = Object.fromEntries(Array.from(form.entries()).filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const answer = (fields: Partial<WayActionData>) =>
    data<WayActionData>({ way: raw.way ?? "", amount: (raw.amount ?? "").slice(0, 40), fieldErrors: {}, error: null, ...fields }, 400);
  const parsed = formSchema.safeParse(raw);
  if (!parsed.success) {
    const channel = parsed.error.issues.find((issue) => issue.path[0] === "channelNumber");
    return answer(
      channel
        ? { fieldErrors: { channelNumber: serverTexts("repayment", query.language).noChannel } }
        : { error: serverTexts("repayment", query.language).ways.chooseWay },
    );
  }
  const client = createLendingClient({ query, request });
  let result;
  try {
    result = await client.call(repayWayCode, {
      orderId: query.orderId,
      way: parsed.data.way,
      // Only a part payment carries the typed amount; the others are priced by the backend alone.
      ...(parsed.data.way === "part" ? { amount: parsed.data.amount ?? "" } : {}),
      channelNumber: parsed.data.channelNumber,
      returnPath: paymentReturnPath(query),
    });
  } catch (error) {
    if (error instanceof LendingApiError) return answer({ error: serverTexts("common", query.language).unreachableBody });
    throw error;
  }
  if (!result.ok) {
    const fields = failureFields.safeParse(result.data);
    if (fields.success && fields.data.fieldErrors.amount) return answer({ fieldErrors: { amount: fields.data.fieldErrors.amount } });
    return answer({ error: result.sessionExpired ? serverTexts("common", query.language).sessionExpiredBody : result.message });
  }
  const payUrl = safeHttpUrl(result.data.payUrl);
  if (!payUrl) return answer({ error: serverTexts("common", query.language).refusedUrl });
  // The gateway is another site (even when served by this process): a full document navigation.
  return redirectDocument(payUrl.toString(), { headers: { "Set-Cookie": paymentReturnCookie(query) } });
}

export type RepayWaysLoaded = Extract<Awaited<ReturnType<typeof loader>>, { state: "ok" }>;
