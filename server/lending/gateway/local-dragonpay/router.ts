import express, { Router, type Request, type Response } from "express";
import crypto from "node:crypto";
import { z } from "zod";
import { now } from "../../../clock";
import { serverConfig } from "../../../config";
import { merchantReturnUrl } from "../dragonpay/addresses";
import type { CollectAnswer, StatusAnswer } from "../dragonpay/protocol";
import { localPayPage, type LocalPayView } from "./page";
import { postbackFieldsOf, sendPostback } from "./postbacks";
import { LOCAL_PROCESSORS, localProcessor } from "./processors";
import { callbackKeyList } from "./signing-key";
import { newRefNo, recordTransaction, setStatus, transactionOf } from "./transactions";

/**
 * The local Dragonpay (docs/decisions/222), mounted at /api/gateway/dragonpay in the local profile
 * only: the Collection API v1 the adapter calls (create, status, void, processors, keys/callback,
 * Basic auth with DRAGONPAY_MERCHANT_ID / DRAGONPAY_PASSWORD), and the pay page the borrower is sent
 * to. Paying sends the signed postback to the merchant and the borrower to its return URL.
 */
export const localDragonpayRouter = Router();

const BASE = "/gateway/dragonpay";
const API = `${BASE}/api/collect/v1`;
const TXNID = /^[A-Za-z0-9_-]{1,40}$/;

function authorised(req: Request): boolean {
  const { DRAGONPAY_MERCHANT_ID, DRAGONPAY_PASSWORD } = serverConfig();
  const given = Buffer.from(String(req.headers.authorization ?? ""), "utf8");
  const expected = Buffer.from(`Basic ${Buffer.from(`${DRAGONPAY_MERCHANT_ID}:${DRAGONPAY_PASSWORD}`).toString("base64")}`, "utf8");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Dragonpay answers a call without the merchant's credentials 401, before reading anything else. */
function requireMerchant(req: Request, res: Response, next: () => void) {
  if (authorised(req)) return next();
  res.status(401).set("WWW-Authenticate", 'Basic realm="Dragonpay"').json({ Status: "F", Message: "Unauthorized" });
}

const collectRequest = z.object({
  Amount: z.number().positive().max(10_000_000),
  Currency: z.literal("PHP"),
  Description: z.string().min(1).max(128),
  Email: z.string().min(3).max(80),
  ProcId: z.string().max(8).optional(),
  Param1: z.string().max(80).optional(),
  Param2: z.string().max(80).optional(),
  Expiry: z.iso.datetime({ offset: true }).optional(),
});

function refused(res: Response, status: number, message: string) {
  const answer: CollectAnswer = { RefNo: "", Status: "F", Message: message, Url: "" };
  res.status(status).json(answer);
}

localDragonpayRouter.post(`${API}/:txnid/post`, requireMerchant, express.json({ limit: "8kb" }), async (req, res) => {
  const txnid = String(req.params.txnid);
  const parsed = collectRequest.safeParse(req.body);
  if (!TXNID.test(txnid) || !parsed.success) return refused(res, 400, "Invalid request");
  const request = parsed.data;
  if (request.ProcId && !localProcessor(request.ProcId)) return refused(res, 400, "Unknown ProcId");
  const transaction = {
    txnid,
    refno: newRefNo(),
    amountCentavos: Math.round(request.Amount * 100),
    description: request.Description,
    email: request.Email,
    procId: request.ProcId ?? "",
    param1: request.Param1 ?? "",
    param2: request.Param2 ?? "",
    expiry: request.Expiry ? new Date(request.Expiry) : null,
    status: "P" as const,
    message: "Awaiting payment",
    atCounter: false,
  };
  if (!recordTransaction(transaction)) return refused(res, 409, "Duplicate transaction id");
  const answer: CollectAnswer = {
    RefNo: transaction.refno,
    Status: "S",
    Message: "Success",
    Url: `${new URL(merchantReturnUrl()).origin}/api${BASE}/pay/${encodeURIComponent(txnid)}`,
  };
  res.json(answer);
});

localDragonpayRouter.get(`${API}/txnid/:txnid`, requireMerchant, async (req, res) => {
  const transaction = transactionOf(String(req.params.txnid), await now());
  if (!transaction) return res.status(404).json({ Status: "U", Message: "Transaction not found" });
  const answer: StatusAnswer = {
    RefNo: transaction.refno,
    Status: transaction.status,
    Message: transaction.message,
    Amount: transaction.amountCentavos / 100,
    ProcId: transaction.procId,
  };
  res.json(answer);
});

localDragonpayRouter.get(`${API}/void/:txnid`, requireMerchant, async (req, res) => {
  const transaction = transactionOf(String(req.params.txnid), await now());
  if (!transaction) return res.status(404).json({ Status: -1, Message: "Transaction not found" });
  if (transaction.status !== "P") return res.json({ Status: -1, Message: `Transaction is ${transaction.status}` });
  setStatus(transaction, "V", "Voided by merchant");
  res.json({ Status: 0, Message: "Voided" });
});

localDragonpayRouter.get(`${API}/processors`, requireMerchant, (_req, res) => {
  res.json(LOCAL_PROCESSORS.map(({ settles: _settles, ...processor }) => processor));
});

// Public, as Dragonpay's is: the keys verify, they sign nothing.
localDragonpayRouter.get(`${API}/keys/callback`, (_req, res) => {
  res.set("Cache-Control", "no-store").json(callbackKeyList());
});

function page(res: Response, status: number, view: LocalPayView) {
  res.status(status).type("html").set("Cache-Control", "no-store").send(localPayPage(view));
}

localDragonpayRouter.get(`${BASE}/pay/:txnid`, async (req, res) => {
  const transaction = transactionOf(String(req.params.txnid), await now());
  if (!transaction) return page(res, 404, { kind: "missing" });
  page(res, 200, { kind: "transaction", transaction, processor: localProcessor(transaction.procId) ?? null });
});

/**
 * Pay: an e-wallet pays at once (S); a counter channel's code becomes pending (P) until the
 * counter takes the money. Either way the merchant gets the signed postback first, then the
 * borrower is sent to the merchant's return URL with the same fields.
 */
localDragonpayRouter.post(`${BASE}/pay/:txnid`, async (req, res) => {
  const txnid = String(req.params.txnid);
  const transaction = transactionOf(txnid, await now());
  if (!transaction) return page(res, 404, { kind: "missing" });
  if (transaction.status !== "P" || transaction.atCounter) return res.redirect(303, `/api${BASE}/pay/${encodeURIComponent(txnid)}`);
  if (localProcessor(transaction.procId)?.settles === "at a counter") {
    transaction.atCounter = true;
    setStatus(transaction, "P", "Waiting for payment at the counter");
  } else {
    setStatus(transaction, "S", "Payment received");
  }
  await sendPostback(transaction);
  const back = new URL(merchantReturnUrl());
  for (const [name, value] of Object.entries(postbackFieldsOf(transaction))) back.searchParams.set(name, value);
  res.redirect(303, back.pathname + back.search);
});
