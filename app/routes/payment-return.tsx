import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/error-page";
import { routeTexts } from "~/lib/messages/route-texts";
import { metaTexts } from "~/lib/messages/texts";
import { clearPaymentReturnCookie, orderDetailsAfterPayment } from "~/lib/payment-return.server";

/** This page's areas in its language (docs/decisions/130). */
const texts = routeTexts("repayment");
export const handle = texts.handle;

/**
 * Where the payment gateway sends the borrower back. Its address has no session; the session comes
 * from this browser's one-time cookie (app/lib/payment-return.server.ts, docs/decisions/071).
 */

// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "repayment").returnTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const next = orderDetailsAfterPayment(request.headers.get("Cookie"), new URL(request.url).searchParams);
  // Single use: the cookie is gone once it has led back to the order.
  if (next) throw redirect(next, { headers: { "Set-Cookie": clearPaymentReturnCookie, "Cache-Control": "no-store" } });
  return data({ ok: true as const }, { headers: { "Cache-Control": "no-store" } });
}

export default function PaymentReturn() {
  const messages = texts.useTexts();
  const t = messages.repayment;
  return <ErrorPage title={t.returnTitle} body={t.returnBody} />;
}
