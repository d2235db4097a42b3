import { Router } from "express";
import { googleScore, loanDetails } from "../../../app/lib/contract";
import { serve } from "../http";
import { requestLanguage } from "../messages";
import { loanDetailsFor, rateOrder } from "./service";

export const loanDetailsRouter = Router();

serve(loanDetailsRouter, loanDetails, async ({ input, borrower, req }) => loanDetailsFor(borrower.id, input.orderId, requestLanguage(req)));
serve(loanDetailsRouter, googleScore, async ({ input, borrower }) => rateOrder(borrower.id, input.orderId, input.score));
