import { Router } from "express";
import { repaymentCancel, repaymentCommit, repaymentConfirm, repaymentHuichao, repaymentWay } from "@contract";
import { serve } from "../http";
import { channels } from "../repayment/channels";
import { issuePaymentCode } from "../repayment/service";
import { cancelRepayment, commitRepayment, confirmRepayment, repaymentWays } from "./service";

export const legacyRepaymentRouter = Router();

serve(legacyRepaymentRouter, repaymentWay, async ({ input, borrower }) => repaymentWays(borrower.id, input.orderId));
serve(legacyRepaymentRouter, repaymentCommit, async ({ input, borrower, language }) => commitRepayment(borrower, input, language));
serve(legacyRepaymentRouter, repaymentConfirm, async ({ input, borrower, language }) => confirmRepayment(borrower.id, input, language));
serve(legacyRepaymentRouter, repaymentCancel, async ({ input, borrower }) => cancelRepayment(borrower.id, input));
// Paying online instead of by card: a payment code at the gateway's first channel.
serve(legacyRepaymentRouter, repaymentHuichao, async ({ input, borrower }) => {
  const code = await issuePaymentCode(borrower.id, {
    orderId: input.orderId,
    channelNumber: channels()[0].channel_number,
    returnPath: input.returnPath,
  });
  return { url: code.payUrl };
});
