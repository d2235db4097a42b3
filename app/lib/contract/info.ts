import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { keyed } from "./keyed-message";
import { withoutBidiControls } from "./plain-text";

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
      .number({ error: keyed("mustBeThirty", { field: "overall" }) })
      .int()
      .refine((v) => v === 30, keyed("mustBeThirty", { field: "overall" })),
  }),
  data: z.object({ email: z.string(), smWa: z.string() }),
});

const required = (max: number, tooLong: string) =>
  z
    .string({ error: keyed("contactIncomplete") })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, keyed("contactIncomplete"))
    .max(max, tooLong);

export const siteContactRequest = z.object({
  name: required(80, keyed("contactName")),
  telephone: required(20, keyed("contactPhoneLength")).regex(/^\+?[\d\s()-]{7,20}$/, keyed("contactPhoneDigits")),
  email: required(120, keyed("contactEmailLength")).pipe(z.email(keyed("contactEmail"))),
  remark: required(1000, keyed("contactMessage")),
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
