import { legal as filipino } from "./fil/legal";
import { legal as english, type LegalDocument, type LegalDocumentName } from "./legal";
import type { Language } from "./verbatim";

/**
 * A legal document in the page's language, for a loader to send with the page's data: the
 * documents are only shown, so no page carries them in its JavaScript (docs/decisions/122). The
 * verbatim languages (the documented Chinese, Spanish, Indonesian screens) have no legal text of
 * their own and read the English, which prevails anyway.
 */
export function legalDocument(name: LegalDocumentName, language: Language): LegalDocument {
  return language === "fil" ? filipino[name] : english[name];
}
