import { Router } from "express";
import { googleScore, loanDetails } from "@contract";
import { serve } from "../http";
import { loanDetailsFor, rateOrder } from "./service";

export const loanDetailsRouter = Router();

serve(loanDetailsRouter, loanDetails, async ({ input, borrower, language }) => loanDetailsFor(borrower.id, input.orderId, language));
serve(loanDetailsRouter, googleScore, async ({ input, borrower }) => rateOrder(borrower.id, input.orderId, input.score));
