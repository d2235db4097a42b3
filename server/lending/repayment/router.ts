import { Router } from "express";
import { delayDetail, generateVcode, loanPlayDetail, paymentPostback, repaymentCodeInfo } from "../../../app/lib/contract";
import { serverConfig } from "../../config";
import { serve, servePublic } from "../http";
import { applyPostback, extensionInfo, issuePaymentCode, repaymentCode, repaymentInfo } from "./service";
import { requestLanguage } from "../messages";

export const repaymentRouter = Router();

serve(repaymentRouter, loanPlayDetail, async ({ input, borrower, req }) => repaymentInfo(borrower.id, input.orderId, requestLanguage(req)));
serve(repaymentRouter, delayDetail, async ({ input, borrower, req }) => extensionInfo(borrower.id, input.orderId, requestLanguage(req)));
serve(repaymentRouter, repaymentCodeInfo, async ({ input, borrower, req }) => repaymentCode(borrower.id, input.orderId, requestLanguage(req)));
// The payment page's address comes from configuration (PUBLIC_URL), never from a request header a
// client can choose (docs/decisions/071).
serve(repaymentRouter, generateVcode, async ({ input, borrower, req }) => issuePaymentCode(borrower.id, input, serverConfig().PUBLIC_URL, requestLanguage(req)));
servePublic(repaymentRouter, paymentPostback, async ({ input }) => applyPostback(input));
