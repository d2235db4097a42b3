import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { flag, id, textRow } from "./fields";
import { keyed } from "./keyed-message";
import { lateChargesBreakdown } from "./late-charges";
import { yourWaySummary } from "./your-way-summary";

/**
 * Repayment (spec 001 §2 "Instalment repayment page", "Extension (delay) repayment page", §3
 * "Repayment info", §7). Amounts are centavos; the server decides every amount.
 *
 * The documented repayment info names three fields obscurely; they are named once here and the web
 * app reads the plain names: `noticeMsg` the reason nothing can be paid today (`notPayableReason`),
 * `defDetail` the default-pay box (`defaultPay`), `isShowReyTop` whether the how-to-pay guide's
 * banner is shown (`showPayGuide`, a boolean).
 */

export const repayChannel = z.object({ name: z.string(), logo: z.string(), channel_number: z.string() });
export type RepayChannel = z.infer<typeof repayChannel>;

export const payNoticeStep = z.object({ name: z.string(), step: z.array(z.string()) });
export type PayNoticeStep = z.infer<typeof payNoticeStep>;

/** The default-pay box (wire `defDetail`): a pay code to use at the default channel, and how to pay there. */
export const defaultPay = z.object({
  payCode: z.string(),
  logo: z.string(),
  title: z.string(),
  /** Group name (e.g. 'E-wallet') -> named step lists. */
  payNotice: z.record(z.string(), z.array(payNoticeStep)),
});
export type DefaultPay = z.infer<typeof defaultPay>;

export const planRow = z.object({ remark: z.string(), title: z.string(), amount: z.number().int(), time: z.string() });
export type PlanRow = z.infer<typeof planRow>;

const repaymentInfoFields = {
  orderId: z.number().int(),
  productId: z.number().int(),
  orderNo: z.string(),
  orderStatus: z.number().int(),
  /** What the Payment button pays now, in centavos. 0 when nothing can be paid today. */
  repayAmount: z.number().int(),
  productName: z.string(),
  repayDate: z.string(),
  productLogo: z.string(),
  detail: z.array(textRow),
  repayList: z.array(repayChannel),
  /** Why nothing can be paid today (prepayment window, ineligible extension); '' when payable. */
  noticeMsg: z.string(),
  defDetail: defaultPay.nullable(),
  isShowReyTop: flag,
  /** Late charges broken down (ours); null while the loan has none. */
  lateCharges: lateChargesBreakdown.nullable().optional(),
};

/** The repayment info's obscure wire names as plain ones (see the top of this file). */
function plainRepaymentInfo<T extends { noticeMsg: string; defDetail: DefaultPay | null; isShowReyTop: 0 | 1 }>(wire: T) {
  const { noticeMsg, defDetail, isShowReyTop, ...plain } = wire;
  return { ...plain, notPayableReason: noticeMsg, defaultPay: defDetail, showPayGuide: isShowReyTop === 1 };
}

/** The instalment repayment page's data (the v3 installment loan-play-detail endpoint). */
export const loanPlayDetail = defineEndpoint({
  name: "repayment details",
  method: "POST",
  path: "/v3/installment/loan-play-detail",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({ productId: id("Product").optional(), orderId: id("Order") }),
  data: z
    .object({
      ...repaymentInfoFields,
      /** The other ways to repay today (ours, docs/decisions/274); absent from an answer that does not carry them. */
      yourWay: yourWaySummary.optional(),
    })
    .transform(plainRepaymentInfo),
});

/** The extension (delay) page's data: the same fields plus delayInfo and the Plan list. */
export const delayDetail = defineEndpoint({
  name: "extension details",
  method: "POST",
  path: "/orbital/fail",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({ productId: id("Product").optional(), orderId: id("Order") }),
  data: z
    .object({
      ...repaymentInfoFields,
      delayInfo: z.object({ title: z.string(), delayAmount: z.number().int() }),
      /** The new due date once the extension is paid ('' when not eligible). */
      nextRepayDate: z.string(),
      repayPlan: z.array(planRow),
    })
    .transform(plainRepaymentInfo),
});

/**
 * Issues (or reuses) a payment code and answers the gateway's page. `amount` is what the page
 * showed; the server ignores it and charges what the rules say. `returnPath` (ours, optional) is
 * the page on this site the gateway sends the borrower back to.
 */
export const generateVcode = defineEndpoint({
  name: "payment code",
  method: "POST",
  path: "/v3/loan-details/generate-vcode",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({
    productId: id("Product").optional(),
    orderId: id("Order"),
    amount: z.string().max(20).optional(),
    channelNumber: z
      .string({ error: keyed("noChannel") })
      .trim()
      .min(1, keyed("noChannel"))
      .max(20),
    isDelay: z.enum(["0", "1"]).optional(),
    returnPath: z.string().max(2000).optional(),
  }),
  data: z.object({
    payUrl: z.string(),
    reference: z.string(),
    amount: z.number().int(),
    expiresAt: z.string(),
    channelNumber: z.string(),
  }),
});

/**
 * Dragonpay's postback fields (txnid, refno, status, message, the RSA `signatures`, the deprecated
 * SHA-1 `digest`, the merchant's param1/param2), answered in this envelope; Dragonpay itself posts
 * to /api/payments/dragonpay/postback, which answers `result=OK` (docs/decisions/222). Public: the
 * signature, not a session, proves it comes from Dragonpay.
 */
export const paymentPostback = defineEndpoint({
  name: "payment postback",
  method: "POST",
  path: "/v3/payments/postback",
  auth: "public",
  successCode: 0,
  request: z.object({
    txnid: z
      .string()
      .min(1, keyed("fieldRequired", { field: "txnid" }))
      .max(64),
    refno: z
      .string()
      .min(1, keyed("fieldRequired", { field: "refno" }))
      .max(64),
    status: z.string().min(1).max(2),
    message: z.string().max(200).default(""),
    digest: z.string().max(128).default(""),
    signatures: z.string().max(2048).default(""),
    param1: z.string().max(80).default(""),
    param2: z.string().max(80).default(""),
  }),
  data: z.object({ reference: z.string(), status: z.string(), orderStatus: z.number().int(), applied: z.boolean() }),
});

/**
 * Ours: what became of the payment a gateway return names, for a browser that comes back without
 * the payment-return cookie (docs/decisions/115). Public: it answers only with the state of the
 * payment whose signed return fields it is given, which the return address already shows; never an
 * amount, an order or a borrower.
 */
export const paymentReturnState = defineEndpoint({
  name: "payment return state",
  method: "POST",
  path: "/v3/payments/return-state",
  auth: "public",
  successCode: 0,
  request: z.object({
    txnid: z.string().max(64).default(""),
    refno: z.string().max(64).default(""),
    status: z.string().max(2).default(""),
    message: z.string().max(200).default(""),
    digest: z.string().max(128).default(""),
    // Dragonpay's RSA signatures (base64; more than one in a key rotation) and the merchant's params.
    signatures: z.string().max(2048).default(""),
    param1: z.string().max(80).default(""),
    param2: z.string().max(80).default(""),
  }),
  data: z.object({ state: z.enum(["received", "pending", "unconfirmed"]) }),
});

/** The stored repayment info for /repaymentOfCode2: the default-pay box of an order (wire `defDetail`, plain `defaultPay`). */
export const repaymentCodeInfo = defineEndpoint({
  name: "repayment code info",
  method: "POST",
  path: "/v3/loan-details/repayment-code",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  // kind "extend": the extension's amount today (the page opened from the extension page).
  request: z.object({ productId: id("Product").optional(), orderId: id("Order"), kind: z.enum(["repay", "extend"]).optional() }),
  data: z
    .object({ repayAmount: z.number().int(), productName: z.string(), defDetail: defaultPay })
    .transform(({ defDetail, ...plain }) => ({ ...plain, defaultPay: defDetail })),
});
