import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageQueries } from "@contract/page-query";
import { paymentReceipt } from "@contract/receipts";
import { lendingFor } from "~/lib/lending-api.server";
import { attempt, isLoadFailure } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { receiptFileName, receiptPdf } from "~/lib/pdf/receipt-pdf.server";

/**
 * The receipt as a PDF (/paymentReceipt/pdf?receiptNo=): the borrower's own receipt only, read
 * through the same backend call as the page; anything else answers a plain 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { page, client } = lendingFor(request, pageQueries.paymentReceipt);
  const receiptNo = page.receiptNo ?? "";
  const result = receiptNo ? await attempt(() => client.call(paymentReceipt, { receiptNo })) : null;
  const t = serverTexts("receipts", page.language);
  if (!result || isLoadFailure(result)) {
    const status = result && result.state === "unreachable" ? 503 : result && result.state === "sessionExpired" ? 401 : 404;
    return new Response(status === 404 ? t.receiptNotFound : t.pdfUnavailable, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  // The PDF speaks the session's language (its labels only: the figures are the stored ones).
  const pdf = await receiptPdf(result.data, page.language ?? null);
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
