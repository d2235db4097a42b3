import { z } from "zod";
import { COMPLAINT_MAX_CHARS } from "./complaint-limits";
import { defineEndpoint } from "./endpoint";
import { flag, id } from "./fields";
import { keyed } from "./keyed-message";
import { withoutBidiControls } from "./plain-text";
import { complaintRefusals as texts } from "./texts/complaint-refusals";

/**
 * Complaint flow (spec 000 §3 "Complaint ...", §7) and the agents' console. The documented answers
 * name some fields obscurely; they are named once here and the web app reads the plain names:
 * - complaint init: `problemSonType` the collection complaint's sub-types (`problemSubTypes`), an
 *   order's `isShow` whether a collection complaint may be filed on it (`collectionComplaintAllowed`, a boolean);
 * - complaint detail: `sonType` the sub-type (`subType`), `disposeDetail` and `disposeImages` the
 *   agent's reply and its photos (`replyText`, `replyImages`, as the agents' queue names them),
 *   `isNeedScore` whether the reply waits for the borrower's stars (`ratingDue`, a boolean).
 */

export * from "./complaint-limits";

const option = z.object({ title: z.string(), value: z.number().int() });
export type ComplaintOption = z.infer<typeof option>;

const complaintOrder = z
  .object({
    orderId: z.number().int(),
    orderNo: z.string(),
    productLogo: z.string(),
    productName: z.string(),
    status: z.string(),
    rows: z.array(z.object({ title: z.string(), value: z.string() })),
    isShow: flag,
  })
  .transform(({ isShow, ...plain }) => ({ ...plain, collectionComplaintAllowed: isShow === 1 }));
export type ComplaintOrder = z.output<typeof complaintOrder>;

const initData = z
  .object({
    problemType: z.array(option),
    problemSonType: z.array(option),
    /** The order asked for, else the borrower's latest; null when they have none. */
    orderDetail: complaintOrder.nullable(),
    orderList: z.array(complaintOrder),
  })
  .transform(({ problemSonType, ...plain }) => ({ ...plain, problemSubTypes: problemSonType }));

/** An empty form field means "not given". */
const optionalId = (label: string) => z.preprocess((v) => (v === "" ? undefined : v), id(label).optional());

/** Complaint init on the start page (POST, with orderId). */
export const problemInit = defineEndpoint({
  name: "complaint init",
  method: "POST",
  path: "/user-problem/problem-init",
  auth: "borrower",
  successCode: 0,
  request: z.object({ orderId: optionalId("Order") }),
  data: initData,
});

/** The same call as a GET, as the next page makes it (spec 000 §7). */
export const problemInitGet = defineEndpoint({ ...problemInit, name: "complaint init (GET)", method: "GET" });

/** One evidence photo, multipart field `problemImage`; answers '00' and the image's URL. */
export const uploadProblemImage = defineEndpoint({
  name: "complaint image upload",
  method: "POST",
  path: "/user-problem/upload-problem-img",
  auth: "borrower",
  successCode: "00",
  multipart: true,
  request: z.object({}),
  data: z.object({ url: z.string() }),
});

const problemDetailText = z
  .string({ error: texts.descriptionEmpty })
  .transform((s) => withoutBidiControls(s).trim())
  .pipe(z.string().min(1, texts.descriptionEmpty).max(COMPLAINT_MAX_CHARS, texts.descriptionTooLong));

export const problemSave = defineEndpoint({
  name: "complaint save",
  method: "POST",
  path: "/user-problem/problem-save",
  auth: "borrower",
  successCode: 0,
  request: z.object({
    problemType: id("Question type"),
    problemSonType: optionalId("Sub-type"),
    problemDetail: problemDetailText,
    /** Comma-joined image URLs, empty if none. */
    problemImage: z.string().max(4000, texts.uploadTooMany).default(""),
    orderNo: z
      .string({ error: keyed("chooseOrder") })
      .trim()
      .min(1, keyed("chooseOrder"))
      .max(64),
    /**
     * Not documented: a token the page makes once per complaint form, so a repeated Send (double
     * tap, retry after a lost answer) files the complaint once.
     */
    submitToken: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, keyed("formOutOfDate"))
      .optional(),
  }),
  /**
   * Not documented: the ticket's reference number and the time an answer is due (R.A. 11765,
   * docs/decisions/172), shown at once and sent by SMS with the acknowledgement.
   */
  data: z.object({ problemId: z.number().int(), referenceNo: z.string(), dueAt: z.string() }),
});

/** Where a complaint stands (server/domain/complaint-ticket.ts); the page words it. */
export const ticketStatus = z.enum(["received", "overdue", "answered", "unsatisfied"]);
export type TicketStatus = z.infer<typeof ticketStatus>;

const listItem = z.object({
  id: z.number().int(),
  time: z.string(),
  type: z.string(),
  content: z.string(),
  /** Not documented (docs/decisions/172). */
  referenceNo: z.string(),
  dueAt: z.string(),
  status: ticketStatus,
});
export type ComplaintListItem = z.infer<typeof listItem>;

export const problemList = defineEndpoint({
  name: "complaint list",
  method: "POST",
  path: "/user-problem/problem-list",
  auth: "borrower",
  successCode: 0,
  request: z.object({}),
  data: z.object({ tabs: z.array(z.object({ title: z.string(), list: z.array(listItem) })) }),
});

export const problemDetail = defineEndpoint({
  name: "complaint detail",
  method: "POST",
  path: "/user-problem/problem-detail",
  auth: "borrower",
  successCode: 0,
  request: z.object({ problemId: id("Complaint") }),
  data: z
    .object({
      type: z.string(),
      sonType: z.string(),
      problemId: z.number().int(),
      content: z.string(),
      images: z.array(z.string()),
      disposeDetail: z.string(),
      disposeImages: z.array(z.string()),
      isNeedScore: flag,
      /** Not documented: the stars already given, so the page can say so. */
      score: z.number().int().nullable(),
      time: z.string(),
      /**
       * Not documented: the ticket (docs/decisions/172). Times are Manila date-times, '' when the step
       * has not happened; the acknowledgement is the SMS sent on filing.
       */
      referenceNo: z.string(),
      status: ticketStatus,
      dueAt: z.string(),
      acknowledgedAt: z.string(),
      repliedAt: z.string(),
      unsatisfiedAt: z.string(),
      canEscalate: z.boolean(),
      canMarkUnsatisfied: z.boolean(),
    })
    .transform(({ sonType, disposeDetail, disposeImages, isNeedScore, ...plain }) => ({
      ...plain,
      subType: sonType,
      replyText: disposeDetail,
      replyImages: disposeImages,
      ratingDue: isNeedScore === 1,
    })),
});

/** Not documented: the borrower says the answer does not settle the complaint (docs/decisions/172). */
export const markUnsatisfied = defineEndpoint({
  name: "complaint answer unsatisfactory",
  method: "POST",
  path: "/user-problem/unsatisfied",
  auth: "borrower",
  successCode: 0,
  request: z.object({ problemId: id("Complaint") }),
  data: z.object({ problemId: z.number().int() }),
});

const score = z.coerce.number({ error: texts.rateNoStar }).int(texts.rateNoStar).min(1, texts.rateNoStar).max(5, texts.rateNoStar);

export const saveScore = defineEndpoint({
  name: "complaint rating",
  method: "POST",
  path: "/user-problem/save-score",
  auth: "borrower",
  successCode: 0,
  request: z.object({ score, problemId: id("Complaint") }),
  data: z.object({ score: z.number().int() }),
});

/*
 * The agents' console (not documented; served with serveOps, session token in X-Ops-Session). Its
 * names are ours, so they are plain on the wire too (a complaint's sub-type is `subType`).
 */

const queueItem = z.object({
  id: z.number().int(),
  referenceNo: z.string(),
  /** The borrower marked the answer unsatisfactory: they may take it to the SEC. */
  unsatisfied: z.boolean(),
  filedAt: z.string(),
  dueAt: z.string(),
  overdue: z.boolean(),
  type: z.string(),
  subType: z.string(),
  detail: z.string(),
  images: z.array(z.string()),
  orderNo: z.string(),
  productName: z.string(),
  borrowerPhone: z.string(),
  replyText: z.string(),
  replyImages: z.array(z.string()),
  agentName: z.string(),
  repliedAt: z.string(),
  score: z.number().int().nullable(),
});
export type ComplaintQueueItem = z.infer<typeof queueItem>;

export const opsComplaintQueue = defineEndpoint({
  name: "complaint queue",
  method: "POST",
  path: "/ops/complaints/queue",
  auth: "ops",
  successCode: 0,
  // A page of the queue at a time: a flood of complaints must not make one answer megabytes long
  // (second penetration test, N2). Pages past the last answer the last.
  request: z.object({
    page: z.coerce
      .number({ error: keyed("wholeNumberFromOne", { field: "page" }) })
      .int()
      .min(1)
      .max(1_000_000)
      .default(1),
  }),
  data: z.object({ items: z.array(queueItem), page: z.number().int(), pages: z.number().int(), total: z.number().int() }),
});

/** Complaints per page of the agents' queue. */
export const OPS_QUEUE_PAGE_SIZE = 25;

export const opsComplaintReply = defineEndpoint({
  name: "complaint reply",
  method: "POST",
  path: "/ops/complaints/reply",
  auth: "ops",
  successCode: 0,
  request: z.object({
    problemId: id("Complaint"),
    replyText: z
      .string({ error: texts.opsReplyEmpty })
      .transform((s) => withoutBidiControls(s).trim())
      .pipe(z.string().min(1, texts.opsReplyEmpty).max(2000, keyed("replyTooLong"))),
    replyImages: z.string().max(4000).default(""),
    agentName: z.string().trim().max(60).default(""),
  }),
  data: z.object({ problemId: z.number().int() }),
});

export const opsUploadImage = defineEndpoint({
  name: "reply image upload",
  method: "POST",
  path: "/ops/complaints/upload-image",
  auth: "ops",
  successCode: "00",
  multipart: true,
  request: z.object({}),
  data: z.object({ url: z.string() }),
});
