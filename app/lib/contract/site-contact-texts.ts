/** The message every missing contact-form field gets (spec 000 §5); zod-free so pages can use it. */
export const CONTACT_INCOMPLETE = "Please provide complete information!";
