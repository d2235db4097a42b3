/**
 * The info area's sentences the backend also says (docs/decisions/250): one source for the page
 * (`app/lib/messages/info.ts`) and the backend's catalogue (`backend.ts`).
 */
export const contactRefusals = {
  incomplete: "Please provide complete information!",
};
