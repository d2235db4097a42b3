import type { LoaderFunctionArgs } from "@remix-run/node";
import { myData } from "@contract/my-data";
import { lendingFor } from "~/lib/lending-api.server";
import { attempt, isLoadFailure } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { myDataPdf } from "~/lib/pdf/my-data-pdf.server";
import { lenderIdentity } from "~/lib/texts/company.server";
import { myDataFileName, myDataJson } from "./my-data-download.server";

/**
 * My data's downloads (/myData/json, /myData/pdf; docs/decisions/178): the borrower's own data
 * only, through the same backend call as the page. JSON for machines (the right to a copy in a
 * common format), PDF for a person. Without a live session: 401 and a sentence, nothing else.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { client, page } = lendingFor(request);
  const asPdf = new URL(request.url).pathname.endsWith("/pdf");
  const result = await attempt(() => client.call(myData, {}));
  if (isLoadFailure(result)) {
    const status = result.state === "sessionExpired" ? 401 : result.state === "unreachable" ? 503 : 404;
    return new Response(serverTexts("myData", page.language).unavailable, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const madeAt = new Date();
  const body = asPdf
    ? new Uint8Array(await myDataPdf(result.data, lenderIdentity(), page.language, madeAt))
    : myDataJson(result.data, madeAt);
  return new Response(body, {
    headers: {
      "Content-Type": asPdf ? "application/pdf" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${myDataFileName(madeAt, asPdf ? "pdf" : "json")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
