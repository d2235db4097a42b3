import { FailureCode, fullPaymentCertificate, type CertificateData } from "@contract";
import type { orderPage, PageOf } from "@contract/page-query";
import type { createLendingClient } from "~/lib/lending-api.server";
import { attempt, type LoadFailure } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";

export type CertificateLoad =
  { state: "ok"; certificate: CertificateData } | { state: "notSettled"; message: string; orderId: string } | LoadFailure;

/**
 * The certificate of one order, for the page and its PDF. A loan not settled is its own answer
 * (the backend's `conflict`, its sentence in the session's language), not a failure: the page says
 * so plainly and offers the statement instead.
 */
export async function loadCertificate(
  client: ReturnType<typeof createLendingClient>,
  page: PageOf<typeof orderPage>,
): Promise<CertificateLoad> {
  const { orderId } = page;
  if (orderId === undefined) return { state: "failed", message: serverTexts("receipts", page.language).certificateNotFound };
  let notSettled: string | null = null;
  const result = await attempt(async () => {
    const answer = await client.call(fullPaymentCertificate, { orderId });
    if (!answer.ok && Number(answer.code) === FailureCode.conflict) notSettled = answer.message;
    return answer;
  });
  if (notSettled !== null) return { state: "notSettled", message: notSettled, orderId: String(orderId) };
  if ("ok" in result) return { state: "ok", certificate: result.data };
  return result;
}
