import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { paymentReturnState } from "@contract/repayment";
import { ErrorPage } from "~/components/error-page";
import { fill } from "~/components/legal-document";
import { createLendingClient, LendingApiError } from "~/lib/lending-api.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { clearPaymentReturnCookie, orderDetailsAfterPayment } from "~/lib/payment-return.server";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("repayment");

/**
 * Where the payment gateway sends the borrower back. Its address has no session; the session comes
 * from this browser's one-time cookie (app/lib/payment-return.server.ts, docs/decisions/071).
 * Without it (the payment opened in another browser, or the cookie dropped) the page still says
 * what became of the payment the gateway's signed return fields name, and gives a way on
 * (docs/decisions/115); it shows nothing the return address does not already hold.
 */

// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "repayment").returnTitle }];

const REFERENCE = /^[A-Z0-9]{4,32}$/;

export async function loader({ request }: LoaderFunctionArgs) {
  const returned = new URL(request.url).searchParams;
  const next = await orderDetailsAfterPayment(request.headers.get("Cookie"), returned);
  // Single use: the cookie is gone once it has led back to the order.
  if (next) throw redirect(next, { headers: { "Set-Cookie": await clearPaymentReturnCookie(request), "Cache-Control": "no-store" } });
  const fields = Object.fromEntries(
    ["txnid", "refno", "status", "message", "digest", "signatures", "param1", "param2"].map((name) => [
      name,
      (returned.get(name) ?? "").slice(0, name === "signatures" ? 2048 : name.startsWith("param") ? 80 : 200),
    ]),
  );
  let state: "received" | "pending" | "unconfirmed" = "unconfirmed";
  if (REFERENCE.test(fields.txnid) && (fields.signatures || fields.digest)) {
    try {
      const answer = await createLendingClient({ query: {}, request }).call(paymentReturnState, fields);
      if (answer.ok) state = answer.data.state;
    } catch (error) {
      // The backend out of reach: the neutral words, which promise nothing.
      if (!(error instanceof LendingApiError)) throw error;
    }
  }
  return data({ state, reference: state === "unconfirmed" ? "" : fields.txnid }, { headers: { "Cache-Control": "no-store" } });
}

export default function PaymentReturn() {
  const t = useTexts("repayment");
  const { state, reference } = useLoaderData<typeof loader>();
  const [title, body] =
    state === "received"
      ? [t.returnReceivedTitle, fill(t.returnReceivedBody, { reference })]
      : state === "pending"
        ? [t.returnPendingTitle, fill(t.returnPendingBody, { reference })]
        : [t.returnTitle, t.returnBody];
  return (
    <ErrorPage
      title={title}
      body={body}
      done={state === "received"}
      action={
        <nav className="error-card__actions">
          <Link className="button" to="/">
            {t.returnHome}
          </Link>
          <Link className="button button--ghost" to="/?section=contact">
            {t.returnContact}
          </Link>
        </nav>
      }
    />
  );
}
