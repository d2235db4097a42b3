import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { markUnsatisfied, problemDetail, saveScore } from "@contract";
import { pageQueries } from "@contract/page-query";
import { formErrors } from "~/lib/form-errors.server";
import { createLendingClient } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureData, failureMessage } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { readPage } from "~/lib/page-query.server";
import { parseRating } from "./complaint-details.forms.server";

/**
 * Complaint details' loader and action (/complainDetails). Server-only, in one module: the browser
 * build puts an empty stand-in for every `.server` module a route imports, one small file each, so
 * the route imports this one alone.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = readPage(request, pageQueries.complaintDetails);
  if (page.problemId === undefined) {
    return data({ state: "failed" as const, message: serverTexts("complaints", page.language).noComplaint }, 400);
  }
  const client = createLendingClient({ query: page, request });
  const result = await attempt(() => client.call(problemDetail, { problemId: page.problemId }));
  if (isLoadFailure(result)) return failureData(result);
  return { state: "ok" as const, detail: result.data };
}

export async function action({ request }: ActionFunctionArgs) {
  const { page } = readPage(request, pageQueries.complaintDetails);
  const form = await request.formData();
  if (form.get("intent") === "unsatisfied") {
    // The borrower does not accept the answer: the page reloads with the route to the SEC.
    const client = createLendingClient({ query: page, request });
    const result = await attempt(() => client.call(markUnsatisfied, { problemId: page.problemId }));
    if (isLoadFailure(result)) return data({ rated: false as const, error: failureMessage(result, page.language) }, 400);
    return { rated: false as const, error: null };
  }
  const parsed = parseRating(form);
  if (!parsed.ok) return formErrors({ rated: false as const, error: serverTexts("complaints", page.language)[parsed.error] });
  const client = createLendingClient({ query: page, request });
  const result = await attempt(() => client.call(saveScore, { problemId: page.problemId, score: parsed.value.score }));
  if (isLoadFailure(result)) return data({ rated: false as const, error: failureMessage(result, page.language) }, 400);
  return { rated: true as const, score: result.data.score };
}
