import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { formatPeso } from "@contract/format";
import { opsRefundMark, opsRefunds, type OpsPaymentEntry, type RefundMethod } from "@contract/receipts";
import { ErrorPage } from "~/components/error-page";
import { OpsNav } from "~/components/ops-nav";
import { RefundMarkForm, type RefundMarkValues } from "~/components/refund-mark-form";
import { createLendingClient, type LendingClient } from "~/lib/lending-api.server";
import { attempt, failureMessage, isLoadFailure, type LoadFailure } from "~/lib/loader-helpers.server";
import { receipts } from "~/lib/messages/receipts";
import { opsLoginRedirect, opsSessionOf } from "~/lib/ops-auth.server";
import opsStyles from "~/styles/ops.css";

/**
 * The agents' list of money owed back (docs/decisions/150): money received for an order and not
 * applied (a closed pay code, or more than the loan owed). An agent sends it back, then marks it
 * refunded here with how, when and a reference, confirming the amount and the borrower
 * (docs/decisions/248); the row stays, marked refunded, and the borrower's payment history says
 * so. Plain forms: work without scripts. The console stays English (docs/glossary-fil.md).
 */
const r = receipts;
const SHOWS = ["all", "due", "refunded"] as const;
type Show = (typeof SHOWS)[number];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: opsStyles }];
export const meta: MetaFunction = () => [{ title: r.opsRefundsTitle }, { name: "robots", content: "noindex" }];

async function opsClient(request: Request): Promise<LendingClient> {
  return createLendingClient({ query: {}, request, opsSession: await opsSessionOf(request) });
}

function loginIfRefused(request: Request, result: LoadFailure) {
  if (result.state === "sessionExpired") throw opsLoginRedirect(request);
}

/** Which refunds to list: all of them, the due ones first, unless the agent chose otherwise. */
function showOf(request: Request): Show {
  const asked = new URL(request.url).searchParams.get("show");
  return SHOWS.find((show) => show === asked) ?? "all";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const show = showOf(request);
  const result = await attempt(async () => (await opsClient(request)).call(opsRefunds, { status: show }));
  if (isLoadFailure(result)) {
    loginIfRefused(request, result);
    return data({ state: "failed" as const, message: failureMessage(result, "en") }, 503);
  }
  return { state: "ok" as const, show, items: result.data.items };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const values: RefundMarkValues = {
    method: field("method"),
    paidOn: field("paidOn"),
    reference: field("reference"),
    agentName: field("agentName"),
  };
  const refundId = field("refundId");
  const marked = await attempt(async () =>
    (await opsClient(request)).call(opsRefundMark, {
      refundId,
      // As typed: the backend refuses a missing or unknown method with its message.
      method: values.method as RefundMethod,
      paidOn: values.paidOn,
      reference: values.reference,
      agentName: values.agentName,
      confirmed: field("confirmed"),
    }),
  );
  if (isLoadFailure(marked)) {
    loginIfRefused(request, marked);
    return data({ ok: false as const, refundId, values, message: failureMessage(marked, "en") }, 400);
  }
  return { ok: true as const, entry: marked.data };
}

export default function OpsRefunds() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (loaded.state !== "ok") return <ErrorPage title={r.opsRefundsTitle} body={loaded.message} />;
  const items = loaded.items as OpsPaymentEntry[];
  const refusedFor = (entry: OpsPaymentEntry) =>
    answer && !answer.ok && answer.refundId === String(entry.refundId) ? { message: answer.message, values: answer.values } : undefined;
  const refusedElsewhere = answer && !answer.ok && !items.some((entry) => refusedFor(entry));
  return (
    <main className="ops">
      <OpsNav current="refunds" />
      <header className="ops__header">
        <h1>{r.opsRefundsTitle}</h1>
        <p>{r.opsRefundsIntro}</p>
      </header>
      <Form method="get" className="ops-refunds__filter">
        <label className="ops-reply__field">
          <span>{r.opsRefundsFilter}</span>
          <select name="show" defaultValue={loaded.show} className="input">
            {SHOWS.map((show) => (
              <option key={show} value={show}>
                {r.opsRefundsShow[show]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--ghost">
          {r.opsRefundsShowButton}
        </button>
      </Form>
      {answer?.ok ? (
        <p className="card" role="status">
          {`${r.opsMarked} ${answer.entry.orderNo} · ${formatPeso(answer.entry.amount)}`}
        </p>
      ) : null}
      {refusedElsewhere ? (
        <p className="card" role="alert">
          {answer.message}
        </p>
      ) : null}
      {items.length === 0 ? <p className="card">{r.opsRefundsNone}</p> : null}
      <ul className="ops-payments">
        {items.map((p) => (
          <li key={p.refundId} className={`card ops-payment ops-payment--${p.status}`}>
            <RefundRow entry={p} refused={refusedFor(p)} />
          </li>
        ))}
      </ul>
    </main>
  );
}

/** One owed-back row: its marking form while due; once refunded, how, when, the reference and who marked it. */
function RefundRow({ entry, refused }: { entry: OpsPaymentEntry; refused?: { message: string; values: RefundMarkValues } }) {
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
      {entry.refundPaid ? (
        <span>
          {r.refundSentOn} {entry.refundPaid.on} · {r.refundSentBy} {r.refundMethod[entry.refundPaid.method]}
          {entry.refundPaid.reference ? ` · ${r.refundSentReference} ${entry.refundPaid.reference}` : ""}
        </span>
      ) : null}
      {entry.refundMarked ? <span>{r.opsRefundMarkedBy(entry.refundMarked.by, entry.refundMarked.at)}</span> : null}
      {entry.status === "refundDue" ? <RefundMarkForm entry={entry} refused={refused} /> : null}
    </>
  );
}
