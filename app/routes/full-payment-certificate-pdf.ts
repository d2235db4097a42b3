import type { LoaderFunctionArgs } from "@remix-run/node";
import { orderPage } from "@contract/page-query";
import { lendingFor } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { pdfRefusal, pdfResponse } from "~/lib/pdf/pdf-response.server";
import { safeFileName } from "~/lib/pdf/pdf-sheet.server";
import { certificatePdf } from "~/lib/pdf/statement-pdf.server";
import { loadCertificate } from "./full-payment-certificate.server";

/**
 * The certificate of full payment as a PDF (/fullPaymentCertificate/pdf?orderId=): the borrower's
 * own settled loan only. Not settled: 409 and the plain sentence; another borrower's or a missing
 * order: 404, the same answer.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { client, page } = lendingFor(request, orderPage);
  const t = serverTexts("receipts", page.language);
  const result = await loadCertificate(client, page);
  if (result.state === "notSettled") return pdfRefusal(result.message, 409);
  if (isLoadFailure(result)) {
    if (result.state === "sessionExpired") return pdfRefusal(t.pdfUnavailable, 401);
    if (result.state === "unreachable") return pdfRefusal(t.pdfUnavailable, 503);
    return pdfRefusal(result.message || t.certificateNotFound, 404);
  }
  return pdfResponse(await certificatePdf(result.certificate, page.language), safeFileName(`certificate-${result.certificate.orderNo}`));
}
