import { Form } from "@remix-run/react";
import { formatPeso } from "@contract/format";
import { type OpsPaymentEntry } from "@contract/receipts";
import { REFUND_REFERENCE_MAX, refundMethods } from "@contract/refund-rules";
import { receipts } from "~/lib/messages/receipts";

const r = receipts;

/** What an agent typed into a refused marking, shown again beside the message. */
export interface RefundMarkValues {
  method: string;
  paidOn: string;
  reference: string;
  agentName: string;
}

/**
 * Marking money owed back as sent back (docs/decisions/248): how, the date, an optional
 * reference and the agent's name, and a required confirmation naming the amount and the borrower,
 * so one stray click marks nothing. A plain form: the browser insists on the required fields
 * without scripts, and the backend refuses what is missing or wrong either way.
 */
export function RefundMarkForm({ entry, refused }: { entry: OpsPaymentEntry; refused?: { message: string; values: RefundMarkValues } }) {
  if (entry.refundId === null) return null;
  const values = refused?.values;
  const id = `refund-${entry.refundId}`;
  return (
    <Form method="post" action="/ops/refunds" className="form ops-reply" aria-label={`${r.opsMarkRefunded} ${entry.orderNo}`}>
      <input type="hidden" name="refundId" value={entry.refundId} />
      {refused ? (
        <p className="field-error" role="alert">
          {refused.message}
        </p>
      ) : null}
      <div className="ops-reply__row">
        <label className="ops-reply__field" htmlFor={`${id}-method`}>
          <span>{r.opsRefundMethod}</span>
          <select id={`${id}-method`} name="method" required defaultValue={values?.method ?? ""} className="input">
            <option value="" disabled>
              {r.opsRefundMethodChoose}
            </option>
            {refundMethods.map((method) => (
              <option key={method} value={method}>
                {r.refundMethod[method]}
              </option>
            ))}
          </select>
        </label>
        <label className="ops-reply__field" htmlFor={`${id}-paid-on`}>
          <span>{r.opsRefundPaidOn}</span>
          <input id={`${id}-paid-on`} type="date" name="paidOn" required defaultValue={values?.paidOn ?? ""} className="input" />
        </label>
        <label className="ops-reply__field" htmlFor={`${id}-reference`}>
          <span>{r.opsRefundReference}</span>
          <input
            id={`${id}-reference`}
            name="reference"
            maxLength={REFUND_REFERENCE_MAX}
            defaultValue={values?.reference ?? ""}
            autoComplete="off"
            className="input"
          />
        </label>
        <label className="ops-reply__field" htmlFor={`${id}-agent`}>
          <span>{r.opsRefundAgent}</span>
          <input
            id={`${id}-agent`}
            name="agentName"
            maxLength={60}
            required
            defaultValue={values?.agentName ?? ""}
            autoComplete="name"
            className="input"
          />
        </label>
      </div>
      <label className="ops-refund__confirm">
        <input type="checkbox" name="confirmed" value="yes" required />{" "}
        <span>{r.opsRefundConfirm(formatPeso(entry.amount), entry.borrowerPhone)}</span>
      </label>
      <button type="submit" className="button">
        {r.opsMarkRefunded}
      </button>
    </Form>
  );
}
