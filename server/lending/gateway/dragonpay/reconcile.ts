import { now } from "../../../clock";
import { db } from "../../../db";
import { applyVerifiedPostback } from "../../repayment/service";
import { collectionStatus, voidCollection } from "./client";
import { isDragonpayStatus } from "./protocol";

/**
 * Reconciliation with Dragonpay (docs/decisions/225), run once a minute by the scheduler:
 * - a code still pending here QUIET_MINUTES after it was opened (its postback never came, or was
 *   lost) is asked about (GET txnid/{txnid}); what Dragonpay answers is applied as its postback
 *   would have been (S applies once, F and V close, R and K are recorded);
 * - a code we closed (superseded by another payment, or expired) that Dragonpay may still take
 *   money for is voided (GET void/{txnid}); when Dragonpay will not void it, its status is
 *   applied instead (a counter paid it just before: owed back, never applied to a closed code).
 * Each code is claimed first, by moving its gatewayCheckedAt forward in one conditional update:
 * of two instances only one gets it, and it is asked again only ASK_AGAIN_MINUTES later.
 */
const QUIET_MINUTES = 15;
const ASK_AGAIN_MINUTES = 10;
const BATCH = 50;
/** What Dragonpay says no more about: a code with one of these needs nothing more from us. */
const FINAL = ["S", "F", "V", "R", "K"];

type Candidate = { id: number; reference: string; status: string; gatewayCheckedAt: Date | null };

async function claim(code: Candidate, at: Date): Promise<boolean> {
  const claimed = await db().payment.updateMany({
    where: { id: code.id, gatewayCheckedAt: code.gatewayCheckedAt },
    data: { gatewayCheckedAt: at },
  });
  return claimed.count === 1;
}

async function applyStatusOf(reference: string): Promise<string> {
  const answer = await collectionStatus(reference);
  const status = isDragonpayStatus(answer.Status) ? answer.Status : "U";
  if (status === "P" || status === "U" || status === "A") return status;
  await applyVerifiedPostback({
    txnid: reference,
    refno: answer.RefNo || `RECON-${reference}`,
    status,
    message: answer.Message || "Reconciled from Dragonpay's status",
  });
  // A code closed here that Dragonpay also closed: nothing more to ask.
  await db().payment.updateMany({ where: { reference, gatewayStatus: { notIn: FINAL } }, data: { gatewayStatus: status } });
  return status;
}

export type ReconcileOutcome = { reference: string; did: "asked" | "voided"; status: string };

export async function reconcileWithDragonpay(): Promise<ReconcileOutcome[]> {
  const at = await now();
  const quietSince = new Date(at.getTime() - QUIET_MINUTES * 60_000);
  const askedBefore = new Date(at.getTime() - ASK_AGAIN_MINUTES * 60_000);
  const due = { OR: [{ gatewayCheckedAt: null }, { gatewayCheckedAt: { lte: askedBefore } }] };
  const candidates: Candidate[] = await db().payment.findMany({
    where: {
      payUrl: { not: "" },
      gatewayStatus: { notIn: FINAL },
      AND: [due, { OR: [{ status: "pending", createdAt: { lte: quietSince } }, { status: { in: ["expired", "failed"] } }] }],
    },
    select: { id: true, reference: true, status: true, gatewayCheckedAt: true },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  const done: ReconcileOutcome[] = [];
  for (const code of candidates) {
    if (!(await claim(code, at))) continue;
    try {
      if (code.status === "pending") {
        done.push({ reference: code.reference, did: "asked", status: await applyStatusOf(code.reference) });
        continue;
      }
      const voided = await voidCollection(code.reference);
      if (Number(voided.Status) === 0) {
        await db().payment.updateMany({ where: { id: code.id, status: { not: "paid" } }, data: { gatewayStatus: "V" } });
        done.push({ reference: code.reference, did: "voided", status: "V" });
      } else {
        done.push({ reference: code.reference, did: "asked", status: await applyStatusOf(code.reference) });
      }
    } catch (error) {
      // Dragonpay out of reach: the claim stands, so the code is asked about again later.
      console.error(`[dragonpay] reconciliation of ${code.reference} failed: ${(error as Error).message}`);
    }
  }
  return done;
}
