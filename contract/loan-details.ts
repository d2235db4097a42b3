import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { flag, id, textRow } from "./fields";
import { keyed } from "./keyed-message";
import { lateChargesBreakdown } from "./late-charges";
import { recommendedProduct } from "./products";
import { yourWaySummary } from "./your-way-summary";

/**
 * Loan details (spec 000 §3 "Loan details response", §7). The documented answer names six fields
 * obscurely; they are named once here and the web app reads the plain names: `playeduL` the
 * continue URL, `reyMsg` the withdrawal message, `KindTipsMsg` the Kind tips, `cardNeedPop`
 * whether the bank-card dialog is due, `isDelay` whether an extension (rollover) is offered
 * (`extensionOffered`), `isScore` whether the order waits for the borrower's stars (`ratingDue`);
 * the flags as booleans.
 */
export const loanDetails = defineEndpoint({
  name: "loan details",
  method: "POST",
  path: "/v3/loan-details/loan-details",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({ productId: id("Product").optional(), orderId: id("Order") }),
  data: z
    .object({
      orderId: z.number().int(),
      orderNo: z.string(),
      productId: z.number().int(),
      orderStatus: z.number().int(),
      noticeStatusText: z.string(),
      noticeDesText: z.string(),
      productName: z.string(),
      productLogo: z.string(),
      userOrderDetail: z.object({ detail: z.array(textRow) }),
      recProducts: z.array(recommendedProduct),
      inside: flag,
      h5Url: z.string(),
      isDelay: flag,
      telephone: z.string(),
      isScore: flag,
      playeduL: z.string(),
      reyMsg: z.string(),
      KindTipsMsg: z.string().optional(),
      cardNeedPop: flag,
      cardPopTitle: z.string(),
      cardPopMsg: z.string(),
      /** Late charges broken down (ours); null while the loan has none. */
      lateCharges: lateChargesBreakdown.nullable().optional(),
      /** The other ways to repay today (ours, docs/decisions/274); absent from an answer that does not carry them. */
      yourWay: yourWaySummary.optional(),
    })
    .transform(({ playeduL, reyMsg, KindTipsMsg, cardNeedPop, isDelay, isScore, ...plain }) => ({
      ...plain,
      continueUrl: playeduL,
      withdrawMessage: reyMsg,
      kindTips: KindTipsMsg ?? "",
      cardPopDue: cardNeedPop === 1,
      extensionOffered: isDelay === 1,
      ratingDue: isScore === 1,
    })),
});

/** The borrower's star rating of the order (the stars they chose, BRIEF §5). */
export const googleScore = defineEndpoint({
  name: "order rating",
  method: "POST",
  path: "/v3/loan-details/google-score",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({
    orderId: id("Order"),
    productId: id("Product").optional(),
    score: z.coerce
      .number({ error: keyed("ratingStars") })
      .int(keyed("ratingStars"))
      .min(1, keyed("ratingStars"))
      .max(5, keyed("ratingStars")),
  }),
  data: z.object({ score: z.number().int() }),
});
