import { Router } from "express";
import { delayDetail, generateVcode, loanPlayDetail, paymentPostback, repaymentCodeInfo } from "../../../app/lib/contract";
import { serve, servePublic } from "../http";
import { applyPostback, extensionInfo, issuePaymentCode, repaymentCode, repaymentInfo } from "./service";

export const repaymentRouter = Router();

serve(repaymentRouter, loanPlayDetail, async ({ input, borrower }) => repaymentInfo(borrower.id, input.orderId));
serve(repaymentRouter, delayDetail, async ({ input, borrower }) => extensionInfo(borrower.id, input.orderId));
serve(repaymentRouter, repaymentCodeInfo, async ({ input, borrower }) => repaymentCode(borrower.id, input.orderId));
// The gateway lives on this same backend; its page is addressed through the host the borrower used
// (forwarded by the web app, trusted per server/app.ts), so a phone never gets a 127.0.0.1 link.
serve(repaymentRouter, generateVcode, async ({ input, borrower, req }) => issuePaymentCode(borrower.id, input, `${req.protocol}://${req.host}`));
servePublic(repaymentRouter, paymentPostback, async ({ input }) => applyPostback(input));
