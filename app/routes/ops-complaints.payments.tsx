import { Form } from "@remix-run/react";
import { formatPeso } from "@contract/format";
import { opsPayments, type OpsPaymentEntry } from "@contract/receipts";
import { RefundMarkForm } from "~/components/refund-mark-form";
import type { LendingClient } from "~/lib/lending-api.server";
import { receipts } from "~/lib/messages/receipts";

/**
 * The agents' payment view beside the complaints: each complaint's order with its payments and
 * receipt numbers (as applied), and a look-up by reference, gateway reference or receipt number.
 * Read-only; a failed load shows nothing rather than hiding the complaints.
 */
const r = receipts;

export async function loadPayments(client: LendingClient, orderNos: string[], lookup: string) {
  const safe = async (input: { orderNos?: string; q?: string }) => {
    try {
      const result = await client.call(opsPayments, input);
      return result.ok ? result.data.items : [];
    } catch {
      return [];
    }
  };
  const [orderPayments, found] = await Promise.all([
    orderNos.length > 0 ? safe({ orderNos: orderNos.join(",") }) : Promise.resolve([]),
    lookup ? safe({ q: lookup }) : Promise.resolve(null),
  ]);
  return { orderPayments, lookup, found };
}

export function paymentsByOrder(entries: OpsPaymentEntry[]): Map<string, OpsPaymentEntry[]> {
  const map = new Map<string, OpsPaymentEntry[]>();
  for (const entry of entries) map.set(entry.orderNo, [...(map.get(entry.orderNo) ?? []), entry]);
  return map;
}

function PaymentRows({ payments, withOrder }: { payments: OpsPaymentEntry[]; withOrder: boolean }) {
  return (
    <ul className="ops-payments">
      {payments.map((p, i) => (
        <li key={`${p.status}-${p.reference}-${p.gatewayRef}-${i}`} className={`ops-payment ops-payment--${p.status}`}>
          <strong>
            {r.kind[p.kind]} {formatPeso(p.amount)} · {r.status[p.status]}
          </strong>
          <span>
            {p.at} · {p.channel}
          </span>
          <span>
            {r.reference} {p.reference}
            {p.gatewayRef ? ` · ${r.gatewayRef} ${p.gatewayRef}` : ""}
          </span>
          {p.receiptNo ? (
            <span>
              {r.receiptNo} {p.receiptNo} · {r.balanceAfter}: {p.fullyPaid ? r.fullyPaid : formatPeso(p.balanceAfter ?? 0)}
              {p.newDueDate ? ` · ${r.newDueDate} ${p.newDueDate}` : ""}
            </span>
          ) : null}
          {p.allocation.length > 0 ? (
            <span>{p.allocation.map((line) => `${r.allocation[line.key]} ${formatPeso(line.amount)}`).join(" · ")}</span>
          ) : null}
          {p.gatewayDispute ? (
            <span role="note" className="ops-payment__dispute">
              {r.opsGatewayDispute[p.gatewayDispute]}
            </span>
          ) : null}
          {p.status === "refundDue" && p.refundId !== null ? <RefundMarkForm entry={p} /> : null}
          {withOrder ? (
            <span>
              {r.orderNo} {p.orderNo} · {r.opsBorrower} {p.borrowerPhone}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function OrderPayments({ payments, headingId }: { payments: OpsPaymentEntry[]; headingId: string }) {
  return (
    <section className="ops-item__payments" aria-labelledby={headingId}>
      <h3 id={headingId}>{r.opsPaymentsTitle}</h3>
      {payments.length === 0 ? <p>{r.opsNoPayments}</p> : <PaymentRows payments={payments} withOrder={false} />}
    </section>
  );
}

export function PaymentLookup({ lookup, found }: { lookup: string; found: OpsPaymentEntry[] | null }) {
  return (
    <section className="card ops-lookup" aria-labelledby="payment-lookup">
      <h2 id="payment-lookup">{r.opsLookupTitle}</h2>
      <p>
        <a href="/ops/refunds">{r.opsRefundsLink}</a>
      </p>
      <Form method="get" className="ops-reply__row">
        <label className="ops-reply__field">
          <span className="field__label">{r.opsLookupLabel}</span>
          <input name="payment" className="field__input" defaultValue={lookup} maxLength={64} autoComplete="off" />
        </label>
        <button type="submit" className="button">
          {r.opsLookupButton}
        </button>
      </Form>
      {found === null ? null : found.length === 0 ? <p role="status">{r.opsLookupNone}</p> : <PaymentRows payments={found} withOrder />}
    </section>
  );
}
