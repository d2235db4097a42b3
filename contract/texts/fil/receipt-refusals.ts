/** Filipino of `receiptRefusals` (docs/glossary-fil.md). */
import type { receiptRefusals as english } from "../receipt-refusals";
import type { Translation } from "../translation";

export const receiptRefusals: Translation<typeof english> = {
  receiptNotFound: "Hindi namin makita ang resibong ito. Pakibuksan ito mula sa kasaysayan ng bayad ng iyong order.",
};
