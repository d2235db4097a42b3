import { marketingFigures, marketingValues, MARKETING_TOKENS } from "@contract";
import { createLendingClient, LendingApiError } from "~/lib/lending-api.server";

/**
 * The figures a page without a session fills its claims with ({amountRange}, {decisionTime}...),
 * read from the catalogue and the rules on every render (docs/decisions/116). When they cannot be
 * read (no product offered, the backend out of reach) every name is filled with "" and the page
 * drops the sentences that need one (`withFigures`), rather than show a figure from nowhere.
 */
export async function marketingValuesFor(request: Request, language: string): Promise<Record<string, string>> {
  try {
    const answer = await createLendingClient({ query: { language }, request }).call(marketingFigures, {});
    if (answer.ok && answer.data) return marketingValues(answer.data, language === "fil" ? "fil" : "en");
  } catch (error) {
    if (!(error instanceof LendingApiError)) throw error;
  }
  return Object.fromEntries(MARKETING_TOKENS.map((name) => [name, ""]));
}
