import {
  data,
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { problemInitGet, problemSave, uploadProblemImage } from "@contract";
import { COMPLAINT_MAX_CHARS, COMPLAINT_MAX_IMAGE_BYTES, COMPLAINT_MAX_IMAGES } from "@contract/complaint-limits";
import { type PageOf, pageQueries } from "@contract/page-query";
import { formErrors } from "~/lib/form-errors.server";
import { createLendingClient } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureData, failureMessage } from "~/lib/loader-helpers.server";
import { fieldTexts, serverTexts } from "~/lib/messages/catalogue.server";
import { readPage } from "~/lib/page-query.server";
import { pageHref } from "~/lib/query";
import { parseComplaintForm, type ComplaintFormErrors } from "./complaint-next.forms.server";

/** The complaint form's loader (the chosen question types) and its action (photos, then the save). */

/** Where the complaint's question types come from: the init call, as a GET (spec 000 §7). */
async function chosenTypes(request: Request, page: PageOf<typeof pageQueries.complaintNext>) {
  const client = createLendingClient({ query: page, request });
  const result = await attempt(() => client.call(problemInitGet, { orderId: page.orderId }));
  if (isLoadFailure(result)) return result;
  const type = result.data.problemType.find((o) => String(o.value) === page.problemType);
  const son = result.data.problemSubTypes.find((o) => String(o.value) === page.problemSonType);
  return { chosen: { type, son, orderNo: page.orderNo ?? "" } };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = readPage(request, pageQueries.complaintNext);
  const answer = await chosenTypes(request, page);
  if (isLoadFailure(answer)) return failureData(answer);
  const { chosen } = answer;
  if (!chosen.type || !chosen.orderNo) return data({ state: "noType" as const }, 400);
  return {
    state: "ok" as const,
    type: chosen.type.title,
    subType: chosen.son?.title ?? "",
    // One token per form shown: a repeated Send of this form files one complaint.
    submitToken: crypto.randomUUID(),
  };
}

export type ActionAnswer = { sent: false; errors: ComplaintFormErrors; images: string[]; detail: string };

/** Largest body accepted without JavaScript: 9 photos at the limit plus the text. */
const MAX_FORM_BYTES = COMPLAINT_MAX_IMAGES * COMPLAINT_MAX_IMAGE_BYTES + 64 * 1024;

export async function action({ request }: ActionFunctionArgs) {
  const { page } = readPage(request, pageQueries.complaintNext);
  let detail = "";
  const t = serverTexts("complaints", page.language);
  // A refused form comes back with what was typed and the photos already uploaded.
  const refuse = (errors: ComplaintFormErrors, images: string[] = []) => data<ActionAnswer>({ sent: false, errors, images, detail }, 400);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_FORM_BYTES) return refuse({ photos: t.uploadTooLarge });

  let form: FormData;
  try {
    form = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")
      ? await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: COMPLAINT_MAX_IMAGE_BYTES }))
      : await request.formData();
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return refuse({ photos: t.uploadTooLarge });
    return refuse({ form: t.formUnreadable });
  }
  detail = String(form.get("problemDetail") ?? "").slice(0, COMPLAINT_MAX_CHARS);
  const parsed = parseComplaintForm(form);
  // What the borrower typed or chose is wrong: the form again, around its errors.
  if (!parsed.ok)
    return formErrors<ActionAnswer>({
      sent: false,
      errors: fieldTexts("complaints", parsed.errors, page.language),
      images: parsed.images,
      detail,
    });
  const input = parsed.value;

  const client = createLendingClient({ query: page, request });
  // Photos sent with the form (JavaScript off) go to the backend's upload one by one, like the
  // enhanced page does; those already uploaded are kept if a later one is refused.
  const images = [...input.problemImage];
  for (const photo of input.photos) {
    const body = new FormData();
    body.append("problemImage", photo, photo.name || "photo");
    const uploaded = await attempt(() => client.call(uploadProblemImage, body));
    if (isLoadFailure(uploaded)) return refuse({ photos: failureMessage(uploaded, page.language) }, images);
    images.push(uploaded.data.url);
  }

  const saved = await attempt(() =>
    client.call(problemSave, {
      problemType: page.problemType,
      problemSonType: page.problemSonType || undefined,
      problemDetail: input.problemDetail,
      problemImage: images.join(","),
      orderNo: page.orderNo ?? "",
      submitToken: input.submitToken,
    }),
  );
  if (isLoadFailure(saved)) return refuse({ form: failureMessage(saved, page.language) }, images);
  // Sent: the borrower lands on the complaint itself (its reference, status and due date), where
  // "Successfully Sent" stays until closed; JavaScript on or off alike (issue 30 item 10).
  return redirect(pageHref("/complainDetails", page, { problemId: saved.data.problemId, sent: page.problemType }));
}

export type ComplaintNextLoaded = Extract<Awaited<ReturnType<typeof loader>>, { state: "ok" }>;
