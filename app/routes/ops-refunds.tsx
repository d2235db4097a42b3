import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorPage } from "~/components/error-page";
import { OpsNav } from "~/components/ops-nav";
import { opsRefundMark, opsRefunds, type OpsPaymentEntry } from "~/lib/contract/receipts";
import { formatPeso } from "~/lib/format";
import { createLendingClient, type LendingClient } from "~/lib/lending-api.server";
import { attempt, failureMessage, isLoadFailure, type LoadFailure } from "~/lib/loader-helpers.server";
import { receipts } from "~/lib/messages/receipts";
import { opsLoginRedirect, opsSessionOf } from "~/lib/ops-auth.server";
import opsStyles from "~/styles/ops.css";

/**
 * The agents' list of money owed back (docs/decisions/150): money received for an order and not
 * applied (a closed pay code, or more than the loan owed). An agent sends it back, then marks it
 * refunded here; the borrower's payment history then says so. A plain form: works without scripts.
 * The console stays English (docs/glossary-fil.md): no borrower sees it.
 */
const r = receipts;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: opsStyles }];
export const meta: MetaFunction = () => [{ title: r.opsRefundsTitle }, { name: "robots", content: "noindex" }];

async function opsClient(request: Request): Promise<LendingClient> {
  return createLendingClient({ query: {}, request, opsSession: await opsSessionOf(request) });
}

function loginIfRefused(request: Request, result: LoadFailure) {
  if (result.state === "sessionExpired") throw opsLoginRedirect(request);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const result = await attempt(async () => (await opsClient(request)).call(opsRefunds, { status: "due" }));
  if (isLoadFailure(result)) {
    loginIfRefused(request, result);
    return data({ state: "failed" as const, message: failureMessage(result, "en") }, 503);
  }
  return { state: "ok" as const, items: result.data.items };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const marked = await attempt(async () =>
    (await opsClient(request)).call(opsRefundMark, { refundId: String(form.get("refundId") ?? "") }),
  );
  if (isLoadFailure(marked)) {
    loginIfRefused(request, marked);
    return data({ ok: false as const, message: failureMessage(marked, "en") }, 400);
  }
  return { ok: true as const, entry: marked.data };
}

export default function OpsRefunds() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (loaded.state !== "ok") return <ErrorPage title={r.opsRefundsTitle} body={loaded.message} />;
  const items = loaded.items as OpsPaymentEntry[];
  return (
    <main className="ops">
      <OpsNav current="refunds" />
      <header className="ops__header">
        <h1>{r.opsRefundsTitle}</h1>
        <p>{r.opsRefundsIntro}</p>
      </header>
      {answer ? (
        <p className="card" role={answer.ok ? "status" : "alert"}>
          {answer.ok ? `${r.opsMarked} ${answer.entry.orderNo} · ${formatPeso(answer.entry.amount)}` : answer.message}
        </p>
      ) : null}
      {items.length === 0 ? <p className="card">{r.opsRefundsNone}</p> : null}
      <ul className="ops-payments">
        {items.map((p) => (
          <li key={p.refundId} className={`card ops-payment ops-payment--${p.status}`}>
            <RefundRow entry={p} />
          </li>
        ))}
      </ul>
    </main>
  );
}

/** One owed-back row, with its Mark refunded form when still due (also used beside the complaints). */
export function RefundRow({ entry }: { entry: OpsPaymentEntry }) {
  return (
    <>
      <strong>
        {r.status[entry.status]} {formatPeso(entry.amount)}
      </strong>
      <span>
        {r.orderNo} {entry.orderNo} · {r.opsBorrower} {entry.borrowerPhone}
      </span>
      <span>
        {entry.at} · {entry.channel} · {r.reference} {entry.reference}
        {entry.gatewayRef ? ` · ${r.gatewayRef} ${entry.gatewayRef}` : ""}
        {entry.receiptNo ? ` · ${r.receiptNo} ${entry.receiptNo}` : ""}
      </span>
      {entry.status === "refundDue" && entry.refundId !== null ? (
        <Form method="post" action="/ops/refunds">
          <input type="hidden" name="refundId" value={entry.refundId} />
          <button type="submit" className="button">
            {r.opsMarkRefunded}
          </button>
        </Form>
      ) : null}
    </>
  );
}
