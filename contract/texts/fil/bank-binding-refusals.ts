/** Filipino of `bankBindingRefusals` (docs/glossary-fil.md). */
import type { bankBindingRefusals as english } from "../bank-binding-refusals";
import type { Translation } from "../translation";

export const bankBindingRefusals: Translation<typeof english> = {
  valueTooLong: "Masyadong mahaba ang inilagay mo rito.",
};
