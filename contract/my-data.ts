import { z } from "zod";
import { ticketStatus } from "./complaints";
import { defineEndpoint } from "./endpoint";
import { id } from "./fields";
import { keyed } from "./keyed-message";
import { withoutBidiControls } from "./plain-text";

/**
 * My data (not documented; R.A. 10173, docs/decisions/178, 179): what the lender holds about the
 * borrower, their corrections, their marketing choice and their requests; the agents' side of the
 * requests. Times are Manila date-times ('' when the step has not happened), amounts centavos.
 */

export const dataRequestKind = z.enum(["correction", "erasure"]);
export const dataRequestStatus = z.enum(["received", "approved", "done", "refused"]);
export type DataRequestStatusName = z.infer<typeof dataRequestStatus>;

const dataRequest = z.object({
  id: z.number().int(),
  kind: dataRequestKind,
  status: dataRequestStatus,
  detail: z.string(),
  note: z.string(),
  createdAt: z.string(),
  decidedAt: z.string(),
  doneAt: z.string(),
});
export type DataRequestItem = z.infer<typeof dataRequest>;

const myDataShape = z.object({
  profile: z.object({ phone: z.string(), name: z.string(), email: z.string(), address: z.string(), since: z.string() }),
  /** Bound accounts, the number masked: the page and the downloads never carry the whole number. */
  accounts: z.array(
    z.object({ institution: z.string(), account: z.string(), holderName: z.string(), city: z.string(), boundAt: z.string() }),
  ),
  orders: z.array(
    z.object({
      orderNo: z.string(),
      productName: z.string(),
      status: z.number().int(),
      /** The status title Order Details shows (the backend's text, in the borrower's language). */
      statusText: z.string(),
      principal: z.number().int(),
      termDays: z.number().int(),
      appliedAt: z.string(),
      /** '' for a loan never disbursed or cancelled in its cooling-off period: no due date binds it. */
      dueDate: z.string(),
      settledAt: z.string(),
      cancelledAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      receiptNo: z.string(),
      orderNo: z.string(),
      kind: z.enum(["repay", "extend"]),
      amount: z.number().int(),
      channel: z.string(),
      appliedAt: z.string(),
    }),
  ),
  complaints: z.array(
    z.object({
      referenceNo: z.string(),
      filedAt: z.string(),
      type: z.string(),
      status: ticketStatus,
      text: z.string(),
      answer: z.string(),
      photos: z.number().int(),
    }),
  ),
  /** Our copies of the SMS sent to the borrower's mobile number, one-time codes masked. */
  smsCopies: z.array(z.object({ sentAt: z.string(), body: z.string() })),
  /** Messages sent through the public site's contact form from the borrower's mobile number. */
  contactMessages: z.array(
    z.object({
      reference: z.string(),
      sentAt: z.string(),
      name: z.string(),
      email: z.string(),
      remark: z.string(),
      /** '' while unanswered. */
      answeredAt: z.string(),
    }),
  ),
  consents: z.object({
    marketingSms: z.boolean(),
    /** When the borrower last changed it; '' when never. */
    marketingSetAt: z.string(),
    /** Each loan agreement the borrower accepted on a confirm page. */
    loanAgreements: z.array(z.object({ orderNo: z.string(), agreedAt: z.string() })),
  }),
  /** Page views as counts per page (the events themselves are not shown one by one). */
  pageViews: z.object({ total: z.number().int(), pages: z.array(z.object({ page: z.string(), count: z.number().int() })) }),
  requests: z.array(dataRequest),
  /** Whether an erasure can be asked for now: not while a loan is open or one is already waiting. */
  erasure: z.object({ openLoan: z.boolean(), pending: z.boolean() }),
  /** From server/domain/data-rights.ts, so the page never writes the period itself. */
  retention: z.object({ loanRecordYears: z.number().int() }),
});
export type MyData = z.infer<typeof myDataShape>;

export const myData = defineEndpoint({
  name: "my data",
  method: "POST",
  path: "/v3/my-data/summary",
  auth: "borrower",
  successCode: 0,
  request: z.object({}),
  data: myDataShape,
});

export const MY_DATA_EMAIL_MAX = 120;
export const MY_DATA_ADDRESS_MAX = 300;
export const MY_DATA_DETAIL_MAX = 1000;

/** The contract's refusals, by key (the backend's catalogues; docs/decisions/191). */
const refusals = {
  emailInvalid: keyed("dataEmailInvalid"),
  addressTooLong: keyed("dataAddressTooLong"),
  detailEmpty: keyed("dataDetailEmpty"),
  detailTooLong: keyed("dataDetailTooLong"),
  kindInvalid: keyed("dataKindInvalid"),
  noteTooLong: keyed("dataNoteTooLong"),
  decisionNotAllowed: keyed("dataDecisionNotAllowed"),
} as const;

/** The text without control characters, line breaks and tabs kept (an address has lines). */
function withoutControls(text: string): string {
  return Array.from(text)
    .filter((c) => c === "\n" || c === "\r" || c === "\t" || (c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127))
    .join("");
}

/** Text in a form field: control characters (bidirectional ones too: P13) dropped, trimmed, bounded. */
const plainText = (max: number, tooLong: string) =>
  z
    .string()
    .default("")
    .transform((s) => withoutBidiControls(withoutControls(s)).trim())
    .pipe(z.string().max(max, tooLong));

export const myDataProfile = defineEndpoint({
  name: "my data profile",
  method: "POST",
  path: "/v3/my-data/profile",
  auth: "borrower",
  successCode: 0,
  request: z.object({
    email: plainText(MY_DATA_EMAIL_MAX, refusals.emailInvalid).pipe(z.union([z.literal(""), z.email(refusals.emailInvalid)])),
    address: plainText(MY_DATA_ADDRESS_MAX, refusals.addressTooLong),
  }),
  data: z.object({ email: z.string(), address: z.string() }),
});

export const myDataMarketing = defineEndpoint({
  name: "my data marketing",
  method: "POST",
  path: "/v3/my-data/marketing",
  auth: "borrower",
  successCode: 0,
  request: z.object({ marketingSms: z.enum(["0", "1"], { error: keyed("dataMarketingChoice") }).transform((v) => v === "1") }),
  data: z.object({ marketingSms: z.boolean() }),
});

export const myDataRequest = defineEndpoint({
  name: "my data request",
  method: "POST",
  path: "/v3/my-data/request",
  auth: "borrower",
  successCode: 0,
  request: z
    .object({
      kind: z.enum(["correction", "erasure"], { error: refusals.kindInvalid }),
      detail: plainText(MY_DATA_DETAIL_MAX, refusals.detailTooLong),
    })
    .superRefine((value, ctx) => {
      if (value.kind === "correction" && value.detail === "")
        ctx.addIssue({ code: "custom", message: refusals.detailEmpty, path: ["detail"] });
    }),
  data: dataRequest,
});

/* The agents' side (served with serveOps). */

const opsItem = dataRequest.extend({ borrowerPhone: z.string(), openLoan: z.boolean() });
export type OpsDataRequest = z.infer<typeof opsItem>;

export const opsDataRequests = defineEndpoint({
  name: "data requests",
  method: "POST",
  path: "/ops/data-requests/list",
  auth: "ops",
  successCode: 0,
  request: z.object({}),
  /** Waiting ones first (oldest on top), then the latest decided ones. */
  data: z.object({ items: z.array(opsItem) }),
});

export const opsDataRequestDecide = defineEndpoint({
  name: "data request decision",
  method: "POST",
  path: "/ops/data-requests/decide",
  auth: "ops",
  successCode: 0,
  request: z.object({
    requestId: id("Request"),
    decision: z.enum(["approve", "refuse", "done"], { error: refusals.decisionNotAllowed }),
    note: plainText(500, refusals.noteTooLong),
    agentName: plainText(60, "Please keep the name within 60 characters."),
  }),
  data: opsItem,
});
