import type { LoaderFunctionArgs } from "@remix-run/node";
import { problemDetail } from "@contract/complaints";
import { pageQueries } from "@contract/page-query";
import { lendingFor } from "~/lib/lending-api.server";
import { attempt, isLoadFailure } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { complaintRecordFileName, complaintRecordPdf } from "~/lib/pdf/complaint-record-pdf.server";
import { lenderIdentity } from "~/lib/texts/company.server";

/**
 * The complaint's record as a PDF (/complainDetails/pdf?problemId=): the borrower's own complaint
 * only, read through the same backend call as the details page; anything else a plain 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { client, page } = lendingFor(request, pageQueries.complaintDetails);
  const t = serverTexts("complaints", page.language);
  const { problemId } = page;
  const result = problemId ? await attempt(() => client.call(problemDetail, { problemId })) : null;
  if (!result || isLoadFailure(result)) {
    const status = result && result.state === "unreachable" ? 503 : result && result.state === "sessionExpired" ? 401 : 404;
    return new Response(status === 404 ? t.recordNotFound : t.recordUnavailable, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const pdf = await complaintRecordPdf(result.data, lenderIdentity(), page.language);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${complaintRecordFileName(result.data.referenceNo)}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}
