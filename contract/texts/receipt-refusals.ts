/**
 * The receipts area's sentences the backend also says (docs/decisions/250): one source for the page
 * (`app/lib/messages/receipts.ts`) and the backend's catalogue (`backend.ts`).
 */
export const receiptRefusals = {
  receiptNotFound: "We could not find this receipt. Please open it from the payment history of your order.",
};
