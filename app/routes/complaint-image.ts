import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
} from "@remix-run/node";
import { COMPLAINT_MAX_IMAGE_BYTES } from "@contract/complaint-limits";
import { uploadProblemImage } from "@contract/complaints";
import { createLendingClient } from "~/lib/lending-api.server";
import { attempt, failureMessage, isLoadFailure } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { readPage } from "~/lib/page-query.server";

/**
 * The Next page's photo upload with JavaScript on (a resource route, no screen): the browser sends
 * one downscaled photo here, and it goes on to the backend through the typed client, so the
 * browser never needs to reach the backend itself.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { page } = readPage(request);
  // The page shows these answers as they are (the toast): in the session's language (issue 17).
  const t = serverTexts("complaints", page.language);
  const answer = (status: number, body: { ok: boolean; message: string; url?: string }) => Response.json(body, { status });
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > COMPLAINT_MAX_IMAGE_BYTES + 64 * 1024) return answer(400, { ok: false, message: t.uploadTooLarge });
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: COMPLAINT_MAX_IMAGE_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return answer(400, { ok: false, message: t.uploadTooLarge });
    return answer(400, { ok: false, message: t.uploadUnreadable });
  }
  const photo = form.get("problemImage");
  if (!photo || typeof photo === "string") return answer(400, { ok: false, message: t.uploadMissing });
  const body = new FormData();
  body.append("problemImage", photo, photo.name || "photo");
  const client = createLendingClient({ query: page, request });
  const result = await attempt(() => client.call(uploadProblemImage, body));
  if (isLoadFailure(result)) return answer(400, { ok: false, message: failureMessage(result, page.language) });
  return answer(200, { ok: true, message: t.uploadSucceeded, url: result.data.url });
}
