import { Router } from "express";
import {
  delayDetail,
  generateVcode,
  loanPlayDetail,
  paymentPostback,
  paymentReturnState,
  repayWayCode,
  repayWays,
  repaymentCodeInfo,
} from "@contract";
import { serve, servePublic } from "../http";
import { dragonpayRouter } from "./dragonpay-router";
import { paymentReturnStateOf } from "./return-state";
import { applyPostback, extensionInfo, issuePaymentCode, repaymentCode, repaymentInfo } from "./service";
import { issueRepayWayCode, repayWaysInfo } from "./your-way";

export const repaymentRouter = Router();
repaymentRouter.use(dragonpayRouter);

serve(repaymentRouter, loanPlayDetail, async ({ input, borrower, language }) => repaymentInfo(borrower.id, input.orderId, language));
serve(repaymentRouter, delayDetail, async ({ input, borrower, language }) => extensionInfo(borrower.id, input.orderId, language));
serve(repaymentRouter, repaymentCodeInfo, async ({ input, borrower, language }) =>
  repaymentCode(borrower.id, input.orderId, language, input.kind ?? "repay"),
);
// The payment page's address is the one Dragonpay answers for the code (docs/decisions/222), never
// one from a request header a client can choose (docs/decisions/071).
serve(repaymentRouter, generateVcode, async ({ input, borrower, language }) => issuePaymentCode(borrower.id, input, language));
serve(repaymentRouter, repayWays, async ({ input, borrower, language }) => repayWaysInfo(borrower.id, input.orderId, language));
serve(repaymentRouter, repayWayCode, async ({ input, borrower, language }) => issueRepayWayCode(borrower.id, input, language));
servePublic(repaymentRouter, paymentPostback, async ({ input }) => applyPostback(input));
servePublic(repaymentRouter, paymentReturnState, async ({ input }) => paymentReturnStateOf(input));
