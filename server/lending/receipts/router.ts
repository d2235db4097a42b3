import { Router } from "express";
import { opsPayments, paymentHistory, paymentReceipt } from "../../../app/lib/contract";
import { serve, serveOps } from "../http";
import { historyFor, opsPaymentLookup, receiptFor } from "./service";

export const receiptsRouter = Router();

serve(receiptsRouter, paymentHistory, async ({ input, borrower }) => historyFor(borrower.id, input.orderId));
serve(receiptsRouter, paymentReceipt, async ({ input, borrower }) => receiptFor(borrower.id, input.receiptNo));
serveOps(receiptsRouter, opsPayments, async ({ input }) => opsPaymentLookup(input));
