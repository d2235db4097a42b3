import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { id } from "./fields";
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
  /** `reference` (C-000123) is what the visitor quotes; the agents' console shows the same. */
  data: z.object({ id: z.number().int(), reference: z.string() }),
});

/* The agents' side (served with serveOps; English only, as the rest of the console). */

const opsContactMessage = z.object({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  telephone: z.string(),
  email: z.string(),
  remark: z.string(),
  /** Manila date-time. */
  sentAt: z.string(),
  /** '' while unanswered. */
  answeredAt: z.string(),
  answeredBy: z.string(),
});
export type OpsContactMessage = z.infer<typeof opsContactMessage>;

export const opsContactMessages = defineEndpoint({
  name: "contact messages",
  method: "POST",
  path: "/ops/contact-messages/list",
  auth: "ops",
  successCode: 0,
  request: z.object({}),
  /** Unanswered first, newest on top; then the latest answered ones. */
  data: z.object({ items: z.array(opsContactMessage), unanswered: z.number().int() }),
});

export const opsContactAnswered = defineEndpoint({
  name: "contact message answered",
  method: "POST",
  path: "/ops/contact-messages/answered",
  auth: "ops",
  successCode: 0,
  request: z.object({
    messageId: id("Message"),
    agentName: z
      .string({ error: keyed("contactAgentNeeded") })
      .trim()
      .min(1, keyed("contactAgentNeeded"))
      .max(60, keyed("contactAgentNeeded")),
  }),
  data: opsContactMessage,
});
