import { formatDateTime, formatPeso } from "@contract";
import { channelByNumber } from "../../repayment/channels";
import type { LocalProcessor } from "./processors";
import type { LocalTransaction } from "./transactions";

/** The local Dragonpay's HTML. No scripts (the site's CSP needs a nonce for them); everything escaped. */

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);
}

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef3fb;color:#16325c}
header{background:#173f8a;color:#fff;padding:16px 20px}header h1{margin:0;font-size:20px}header p{margin:4px 0 0;font-size:14px}
main{max-width:480px;margin:0 auto;padding:16px}h2{font-size:19px;margin:0 0 8px}
.card{background:#fff;border-radius:12px;padding:16px;margin-bottom:12px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
dl{display:grid;grid-template-columns:118px 1fr;gap:8px 12px;margin:0}dt{color:#4a5b78}dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:30px;font-weight:700;margin:4px 0 12px;text-align:center}.amount-label{margin:0;text-align:center;color:#4a5b78}
ol{padding-left:20px;margin:8px 0 0}li{margin:4px 0}
.button{display:block;box-sizing:border-box;width:100%;min-height:48px;padding:12px;border:0;border-radius:24px;background:#173f8a;color:#fff;font-size:17px;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.button--ghost{background:#fff;color:#173f8a;border:2px solid #173f8a;margin-top:10px}
.links{display:flex;gap:10px}.links a{flex:1;min-height:44px;display:flex;align-items:center;justify-content:center;border-radius:22px;background:#dfe8f7;color:#173f8a;font-weight:600;text-decoration:none}
.notice{background:#fdecea;color:#8a1c12;border-radius:8px;padding:12px}
.ok{background:#e6f5ea;color:#12562a;border-radius:8px;padding:12px}
.when{white-space:nowrap}
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><header><h1>Dragonpay (local)</h1><p>Secure payment for Pautang</p></header><main>${body}</main></body></html>`;
}

export type LocalPayView = { kind: "missing" } | { kind: "transaction"; transaction: LocalTransaction; processor: LocalProcessor | null };

/** Times on this page are Manila's: said beside each, since a payer may be anywhere (issue 30). */
export const MANILA_TIME = "Manila time (UTC+8)";

/** The pay page of the local Dragonpay: what a code is for, how to pay it, and Pay. */
export function localPayPage(view: LocalPayView): string {
  if (view.kind === "missing") {
    return layout(
      "Payment not found",
      `<section class="card"><h2>Payment not found</h2><p>This payment link is not valid. Go back to the app and press Payment again.</p></section>`,
    );
  }
  const { transaction, processor } = view;
  // Dragonpay's way back without paying: the merchant's return URL with the txnid alone.
  const back = `<a class="button button--ghost" href="/api/payments/dragonpay/return?txnid=${escape(encodeURIComponent(transaction.txnid))}">Back to the merchant</a>`;
  const channel = channelByNumber(transaction.procId);
  const channelName = processor?.shortName ?? channel?.name ?? "Any channel";
  const amount = formatPeso(transaction.amountCentavos);
  // A deadline only means something while the code can still be paid (issue 40).
  const open = transaction.status === "P";
  const summary = `<section class="card" aria-labelledby="summary"><h2 id="summary">Payment details</h2><p class="amount-label">Amount</p><p class="amount">${escape(amount)}</p><dl>
<dt>Merchant</dt><dd>Pautang</dd>
<dt>For</dt><dd>${escape(transaction.description)}</dd>
<dt>Reference number</dt><dd>${escape(transaction.txnid)}</dd>
${open && transaction.expiry ? `<dt>Pay before</dt><dd>${escape(formatDateTime(transaction.expiry))} ${MANILA_TIME}</dd>` : ""}
<dt>Channel</dt><dd>${escape(channelName)}</dd>
</dl></section>`;
  const steps = channel
    ? `<section class="card" aria-labelledby="how"><h2 id="how">How to pay with ${escape(channel.name)}</h2><ol>${channel.steps.map((s) => `<li>${escape(s)}</li>`).join("")}</ol></section>`
    : "";

  if (transaction.status === "S") {
    return layout("Payment received", `<p class="ok" role="status">Payment received. Thank you!</p>${summary}`);
  }
  if (!open) {
    // transactionOf closes a code past its expiry with the message "Expired", as Dragonpay does.
    const expired = transaction.status === "V" && transaction.message === "Expired" && transaction.expiry;
    const why = expired
      ? `This payment code expired on <span class="when">${escape(formatDateTime(transaction.expiry as Date))}</span> ${MANILA_TIME} and can no longer be paid.`
      : transaction.status === "V"
        ? "This payment code is no longer valid."
        : "This payment did not go through.";
    return layout(
      expired ? "Payment code expired" : "Payment closed",
      `<p class="notice" role="alert">${why} Go back to the app and press Payment again for a new code.</p>${summary}${back}`,
    );
  }
  const codeParams = (showType: number) =>
    new URLSearchParams({
      showType: String(showType),
      payCode: transaction.txnid,
      repayAmount: String(transaction.amountCentavos),
      ...(channel ? { payCodeImg: channel.logo } : {}),
      // The code page links back here, so the borrower can still press Pay.
      back: `/api/gateway/dragonpay/pay/${transaction.txnid}`,
    }).toString();
  const codeLinks = `<section class="card" aria-label="Pay code"><div class="links"><a href="/repaymentOfCode?${escape(codeParams(1))}">Show pay code</a><a href="/repaymentOfCode?${escape(codeParams(2))}">Show QR code</a></div></section>`;
  if (transaction.atCounter) {
    return layout(
      "Pay at the counter",
      `<p class="ok" role="status">Your pay code is ready. Pay ${escape(amount)} at ${escape(channelName)} before it runs out; the payment shows in the app once the counter confirms it.</p>${summary}${codeLinks}${steps}${back}`,
    );
  }
  const counter = processor?.settles === "at a counter";
  const button = counter ? `Pay ${amount} at ${channelName}` : `Pay ${amount}`;
  return layout(
    "Pay with Dragonpay",
    `${summary}${codeLinks}${steps}
<form method="post" action="/api/gateway/dragonpay/pay/${escape(encodeURIComponent(transaction.txnid))}"><button class="button" type="submit">${escape(button)}</button></form>
${back}`,
  );
}
