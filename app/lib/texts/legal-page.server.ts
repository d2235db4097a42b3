import type { LegalDocumentName } from "~/lib/messages/legal";
import { legalDocument } from "~/lib/messages/legal-documents.server";
import { companyDetails } from "./company.server";
import { requestLanguage } from "./language.server";
import { docWithFigures } from "./marketing-fill";
import { marketingValuesFor } from "./marketing.server";

/**
 * A legal page's data: the document in the page's language and the values its placeholders take
 * (the lender's details; with `figures`, the claims' figures from the catalogue and the rules, a
 * sentence whose figure could not be read left out: docs/decisions/116).
 */
export async function legalPageData(request: Request, name: LegalDocumentName, options: { figures?: boolean } = {}) {
  const language = await requestLanguage(request);
  const company = companyDetails();
  const doc = legalDocument(name, language);
  if (!options.figures) return { doc, values: company as Record<string, string> };
  const figures = await marketingValuesFor(request, language);
  return { doc: docWithFigures(doc, figures), values: { ...company, ...figures } as Record<string, string> };
}
