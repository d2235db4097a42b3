import type { LoaderFunctionArgs } from "@remix-run/node";
import { paymentReceipt } from "~/lib/contract";
import { lendingFor } from "~/lib/lending-api.server";
import { attempt, isLoadFailure } from "~/lib/loader-helpers.server";
import { receipts } from "~/lib/messages/receipts";
import { receiptFileName, receiptPdf } from "~/lib/receipt-pdf.server";

// Only the areas this page shows: the whole catalogue (~/lib/messages) would ship every page's
// texts to every page (JS budget, docs/decisions/060-payday-load.md).
const messages = { receipts } as const;

/**
 * The receipt as a PDF (/paymentReceipt/pdf?receiptNo=): the borrower's own receipt only, read
 * through the same backend call as the page; anything else answers a plain 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { client } = lendingFor(request);
  const receiptNo = new URL(request.url).searchParams.get("receiptNo") ?? "";
  const result = receiptNo ? await attempt(() => client.call(paymentReceipt, { receiptNo })) : null;
  if (!result || isLoadFailure(result)) {
    const status = result && result.state === "unreachable" ? 503 : result && result.state === "sessionExpired" ? 401 : 404;
    return new Response(status === 404 ? messages.receipts.receiptNotFound : messages.receipts.pdfUnavailable, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const pdf = await receiptPdf(result.data);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receiptFileName(result.data.number)}"`,
      "Content-Length": String(pdf.length),
      // A receipt is personal: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
