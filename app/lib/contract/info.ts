import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { CONTACT_INCOMPLETE } from "./site-contact-texts";

/** Customer-service contacts (spec 000 §3, §7): the body carries overall=30. */
export const contactKfInfo = defineEndpoint({
  name: "customer service info",
  method: "POST",
  path: "/v3/personal-center/contact-kf-info",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({
    overall: z.coerce
      .number({ error: "overall must be 30" })
      .int()
      .refine((v) => v === 30, "overall must be 30"),
  }),
  data: z.object({ email: z.string(), smWa: z.string() }),
});

export { CONTACT_INCOMPLETE };

const required = (max: number, tooLong: string) =>
  z.string({ error: CONTACT_INCOMPLETE }).trim().min(1, CONTACT_INCOMPLETE).max(max, tooLong);

export const siteContactRequest = z.object({
  name: required(80, "Please keep your name under 80 characters."),
  telephone: required(20, "Please enter a telephone number of at most 20 characters.").regex(
    /^\+?[\d\s()-]{7,20}$/,
    "Please enter a telephone number using digits only (7 or more).",
  ),
  email: required(120, "Please keep the email under 120 characters.").pipe(z.email("Please enter a valid email address.")),
  remark: required(1000, "Please keep your message under 1,000 characters."),
});

/**
 * The public site's contact form, stored instead of dropped (BRIEF §5). Path ours: the documented
 * form sent nothing.
 */
export const siteContact = defineEndpoint({
  name: "site contact",
  method: "POST",
  path: "/v3/site/contact",
  auth: "public",
  successCode: 0,
  successFlag: true,
  request: siteContactRequest,
  data: z.object({ id: z.number().int() }),
});
