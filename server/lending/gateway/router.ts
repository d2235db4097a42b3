import { Router, type Response } from "express";
import crypto from "node:crypto";
import { LendingError } from "../errors";
import { channelByNumber } from "../repayment/channels";
import { applyPostback, paymentForGateway, postbackDigest, safeReturnPath } from "../repayment/service";
import { gatewayPage, noticeOf } from "./page";

/**
 * A stand-in for the payment gateway (Dragonpay-like). `payUrl` opens GET /api/gateway/pay/:ref, a
 * server-rendered page with no scripts; "Pay" posts back to it, and the gateway then sends the
 * merchant its signed postback (txnid, refno, status, message, digest) and returns the borrower to
 * the page they came from with the same fields, as Dragonpay's return URL does.
 */
export const gatewayRouter = Router();

const REFERENCE = /^[A-Z0-9]{4,32}$/;

function send(res: Response, status: number, html: string) {
  res.status(status).type("html").set("Cache-Control", "no-store").send(html);
}

gatewayRouter.get("/gateway/pay/:reference", async (req, res) => {
  const reference = String(req.params.reference);
  const payment = REFERENCE.test(reference) ? await paymentForGateway(reference) : null;
  if (!payment) return send(res, 404, gatewayPage({ kind: "missing" }));
  const channel = channelByNumber(payment.channelNumber);
  // Rows stored before return paths were cleaned are cleaned on the way out too.
  const shown = { ...payment, returnPath: safeReturnPath(payment.returnPath ?? undefined) };
  send(res, 200, gatewayPage({ kind: "payment", payment: shown, channel: channel ?? null, notice: noticeOf(req.query.notice) }));
});

gatewayRouter.post("/gateway/pay/:reference", async (req, res) => {
  const reference = String(req.params.reference);
  const payment = REFERENCE.test(reference) ? await paymentForGateway(reference) : null;
  if (!payment) return send(res, 404, gatewayPage({ kind: "missing" }));
  // The amount is the payment's own; anything the form sends is ignored.
  const fields = {
    txnid: payment.reference,
    refno: crypto.randomBytes(6).toString("hex").toUpperCase(),
    status: "S",
    message: "Payment received",
  };
  if (payment.status !== "pending") {
    return res.redirect(303, `/api/gateway/pay/${payment.reference}`);
  }
  try {
    // In production this is an HTTP postback to the merchant; here the merchant is this process.
    await applyPostback({ ...fields, digest: postbackDigest(fields) });
  } catch (error) {
    if (!(error instanceof LendingError)) console.error("[gateway] postback failed", error);
    // Only a key goes into the address: the page draws its own text for it, never one from a link.
    return res.redirect(303, `/api/gateway/pay/${payment.reference}?notice=failed`);
  }
  const returnPath = safeReturnPath(payment.returnPath ?? undefined);
  if (!returnPath) return res.redirect(303, `/api/gateway/pay/${payment.reference}`);
  const back = new URL(returnPath, "http://return.invalid");
  for (const [key, value] of Object.entries({ ...fields, digest: postbackDigest(fields) })) back.searchParams.set(key, value);
  res.redirect(303, back.pathname + back.search);
});
