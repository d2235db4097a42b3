import { Router } from "express";
import { opsPayments, opsRefundMark, opsRefunds, paymentHistory, paymentReceipt } from "@contract";
import { now } from "../../clock";
import { db } from "../../db";
import { serve, serveOps } from "../http";
import { markRefunded } from "../refunds/service";
import { historyFor, opsPaymentLookup, opsRefundEntry, opsRefundList, receiptFor } from "./service";

export const receiptsRouter = Router();

serve(receiptsRouter, paymentHistory, async ({ input, borrower }) => historyFor(borrower.id, input.orderId));
serve(receiptsRouter, paymentReceipt, async ({ input, borrower }) => receiptFor(borrower.id, input.receiptNo));
serveOps(receiptsRouter, opsPayments, async ({ input }) => opsPaymentLookup(input));
serveOps(receiptsRouter, opsRefunds, async ({ input }) => opsRefundList(input));
serveOps(receiptsRouter, opsRefundMark, async ({ input }) => {
  const { refundId, method, paidOn, reference, agentName } = input;
  const refund = await markRefunded(refundId, { method, paidOn, reference, agentName }, await now());
  return opsRefundEntry(
    await db().refund.findUniqueOrThrow({ where: { id: refund.id }, include: { order: { include: { borrower: true } } } }),
  );
});
