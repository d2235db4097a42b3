import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
} from "@remix-run/node";
import { uploadProblemImage } from "~/lib/contract";
import { COMPLAINT_MAX_IMAGE_BYTES } from "~/lib/contract/complaint-limits";
import { createLendingClient } from "~/lib/lending-api.server";
import { attempt, isLoadFailure } from "~/lib/loader-helpers.server";
import { complaints } from "~/lib/messages/complaints";
import { failureMessage, queryOf } from "./complaint.shared";

// Only the areas this page shows: the whole catalogue (~/lib/messages) would ship every page's
// texts to every page (JS budget, docs/decisions/060-payday-load.md).
const messages = { complaints } as const;

/**
 * The Next page's photo upload with JavaScript on (a resource route, no screen): the browser sends
 * one downscaled photo here, and it goes on to the backend through the typed client, so the
 * browser never needs to reach the backend itself.
 */
export async function action({ request }: ActionFunctionArgs) {
  const answer = (status: number, body: { ok: boolean; message: string; url?: string }) => Response.json(body, { status });
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > COMPLAINT_MAX_IMAGE_BYTES + 64 * 1024) return answer(400, { ok: false, message: messages.complaints.uploadTooLarge });
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: COMPLAINT_MAX_IMAGE_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return answer(400, { ok: false, message: messages.complaints.uploadTooLarge });
    return answer(400, { ok: false, message: "The photo could not be read. Please choose it again." });
  }
  const photo = form.get("problemImage");
  if (!photo || typeof photo === "string") return answer(400, { ok: false, message: "Please choose a photo to upload." });
  const body = new FormData();
  body.append("problemImage", photo, photo.name || "photo");
  const client = createLendingClient({ query: queryOf(request), request });
  const result = await attempt(() => client.call(uploadProblemImage, body));
  if (isLoadFailure(result)) return answer(400, { ok: false, message: failureMessage(result) });
  return answer(200, { ok: true, message: messages.complaints.uploadSucceeded, url: result.data.url });
}
