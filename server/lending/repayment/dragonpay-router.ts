import { Router, type Request, type Response } from "express";
import { db } from "../../db";
import { LendingError } from "../errors";
import { POSTBACK_ACCEPTED, type PostbackFields } from "../gateway/dragonpay/protocol";
import { applyPostback, safeReturnPath } from "./service";

/**
 * What Dragonpay itself calls (docs/decisions/222): the postback, a form POST (a GET on older
 * merchant set-ups) answered with the plain text `result=OK` once it is recorded, or anything else
 * so Dragonpay sends it again; and the return URL the borrower's browser comes back to, which
 * leads on to the page the payment was started from with the same fields.
 */
export const dragonpayRouter = Router();

const FIELDS = ["txnid", "refno", "status", "message", "digest", "signatures", "param1", "param2"] as const;
const LIMITS: Record<(typeof FIELDS)[number], number> = {
  txnid: 64,
  refno: 64,
  status: 2,
  message: 200,
  digest: 128,
  signatures: 2048,
  param1: 80,
  param2: 80,
};

/**
 * The fields of a postback or return, from the form body or the query; null when one is malformed
 * or, for a postback, missing (a borrower leaving the pay page unpaid returns with the txnid only).
 */
function fieldsOf(req: Request, complete = true): PostbackFields | null {
  const source: Record<string, unknown> = req.method === "POST" && req.body && typeof req.body === "object" ? req.body : req.query;
  const fields: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = source[name] ?? "";
    if (typeof value !== "string" || value.length > LIMITS[name]) return null;
    fields[name] = value;
  }
  if (!fields.txnid || (complete && (!fields.refno || !fields.status))) return null;
  return fields as PostbackFields;
}

async function postback(req: Request, res: Response) {
  res.type("text/plain").set("Cache-Control", "no-store");
  const fields = fieldsOf(req);
  if (!fields) return res.status(400).send("result=FAIL_INVALID_REQUEST");
  try {
    await applyPostback(fields);
    res.send(POSTBACK_ACCEPTED);
  } catch (error) {
    if (error instanceof LendingError) return res.status(400).send("result=FAIL_NOT_ACCEPTED");
    console.error("[dragonpay] postback not recorded", error);
    // Not recorded: anything but result=OK makes Dragonpay send it again.
    res.status(503).send("result=FAIL_TRY_AGAIN");
  }
}

dragonpayRouter.post("/payments/dragonpay/postback", postback);
dragonpayRouter.get("/payments/dragonpay/postback", postback);

/** The borrower back from Dragonpay: on to the page the payment was started from, the fields carried. */
dragonpayRouter.get("/payments/dragonpay/return", async (req, res) => {
  res.set("Cache-Control", "no-store");
  const fields = fieldsOf(req, false);
  const payment = fields ? await db().payment.findUnique({ where: { reference: fields.txnid }, select: { returnPath: true } }) : null;
  const back = new URL(safeReturnPath(payment?.returnPath ?? undefined) || "/payment-return", "http://return.invalid");
  if (fields) for (const [name, value] of Object.entries(fields)) if (value) back.searchParams.set(name, value);
  res.redirect(303, back.pathname + back.search);
});
