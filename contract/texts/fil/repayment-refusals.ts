/** Filipino of `repaymentRefusals` (docs/glossary-fil.md). */
import type { repaymentRefusals as english } from "../repayment-refusals";
import type { Translation } from "../translation";

export const repaymentRefusals: Translation<typeof english> = {
  noChannel: "Pumili ng paraan ng pagbabayad.",
  cardRequired: "Pumili ng bank card.",
  codeWrong: "Mali ang verification code. Tingnan ang SMS at subukan ulit.",
  doubleSubmit: "Naipadala na ang payment request na ito. Huwag itong isumite nang dalawang beses.",
  codeTooShort: "Ilagay ang tamang code.",
};
