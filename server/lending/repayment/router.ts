import { Router } from "express";
import { delayDetail, generateVcode, loanPlayDetail, paymentPostback, repaymentCodeInfo } from "../../../app/lib/contract";
import { serve, servePublic } from "../http";
import { applyPostback, extensionInfo, issuePaymentCode, repaymentCode, repaymentInfo } from "./service";

export const repaymentRouter = Router();

serve(repaymentRouter, loanPlayDetail, async ({ input, borrower }) => repaymentInfo(borrower.id, input.orderId));
serve(repaymentRouter, delayDetail, async ({ input, borrower }) => extensionInfo(borrower.id, input.orderId));
serve(repaymentRouter, repaymentCodeInfo, async ({ input, borrower }) => repaymentCode(borrower.id, input.orderId));
// The gateway lives on this same backend, so its page is addressed through the host the call came in on.
serve(repaymentRouter, generateVcode, async ({ input, borrower, req }) => issuePaymentCode(borrower.id, input, `${req.protocol}://${req.get("host")}`));
servePublic(repaymentRouter, paymentPostback, async ({ input }) => applyPostback(input));
