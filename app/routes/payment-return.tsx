import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/error-page";
import { repayment } from "~/lib/messages/repayment";
import { useTexts, type TextsHandle } from "~/lib/messages/texts";
import { clearPaymentReturnCookie, orderDetailsAfterPayment } from "~/lib/payment-return.server";

// Only the areas this page shows: the whole catalogue (~/lib/messages) would ship every page's
// texts to every page (JS budget, docs/decisions/060-payday-load.md).
const englishMessages = { repayment } as const;
/** This page's areas in its language (docs/decisions/130). */
function useMessages() {
  return { repayment: useTexts("repayment", repayment) };
}
/** English, for code outside components (loaders and actions translate with localize). */
const messages = englishMessages;
const t = messages.repayment;
export const handle: TextsHandle = { texts: ["repayment"] };

/**
 * Where the payment gateway sends the borrower back. Its address has no session; the session comes
 * from this browser's one-time cookie (app/lib/payment-return.server.ts, docs/decisions/071).
 */

export const meta: MetaFunction = () => [{ title: t.returnTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const next = orderDetailsAfterPayment(request.headers.get("Cookie"), new URL(request.url).searchParams);
  // Single use: the cookie is gone once it has led back to the order.
  if (next) throw redirect(next, { headers: { "Set-Cookie": clearPaymentReturnCookie, "Cache-Control": "no-store" } });
  return data({ ok: true as const }, { headers: { "Cache-Control": "no-store" } });
}

export default function PaymentReturn() {
  const messages = useMessages();
  const t = messages.repayment;
  return <ErrorPage title={t.returnTitle} body={t.returnBody} />;
}
