import type { LoaderFunctionArgs } from "@remix-run/node";
import { statementOfAccount } from "@contract/statements";
import { lendingFor } from "~/lib/lending-api.server";
import { attempt, isLoadFailure } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { pdfRefusal, pdfResponse } from "~/lib/pdf/pdf-response.server";
import { statementPdf } from "~/lib/pdf/statement-pdf.server";

/** The statement of account as a PDF (/statementOfAccount/pdf): the same backend call as the page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { client, page } = lendingFor(request);
  const t = serverTexts("receipts", page.language);
  const result = await attempt(() => client.call(statementOfAccount, {}));
  if (isLoadFailure(result)) {
    if (result.state === "sessionExpired") return pdfRefusal(t.pdfUnavailable, 401);
    return pdfRefusal(
      result.state === "failed" && result.message ? result.message : t.pdfUnavailable,
      result.state === "failed" ? 404 : 503,
    );
  }
  return pdfResponse(await statementPdf(result.data, page.language), `statement-of-account-${result.data.asOf}.pdf`);
}
