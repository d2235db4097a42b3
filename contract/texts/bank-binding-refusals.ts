/**
 * The bank-binding area's sentences the backend also says (docs/decisions/250): one source for the page
 * (`app/lib/messages/bank-binding.ts`) and the backend's catalogue (`backend.ts`).
 */
export const bankBindingRefusals = {
  valueTooLong: "This value is too long.",
};
