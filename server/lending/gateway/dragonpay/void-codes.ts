import { db } from "../../../db";
import { voidCollection } from "./client";

/**
 * Voids at Dragonpay the codes we closed because another payment settled what they were priced
 * for (docs/decisions/224): Dragonpay then refuses them at the counter, instead of taking money we
 * would only owe back. Best effort right after the closing; what fails here the reconciliation job
 * voids later (reconcile.ts), since a closed code with a pay page and no final Dragonpay status is
 * what it looks for. Answers the references voided.
 */
export async function voidAtDragonpay(references: readonly string[]): Promise<string[]> {
  const voided: string[] = [];
  for (const reference of references) {
    try {
      const answer = await voidCollection(reference);
      if (Number(answer.Status) !== 0) continue;
      await db().payment.updateMany({ where: { reference, status: { not: "paid" } }, data: { gatewayStatus: "V" } });
      voided.push(reference);
    } catch (error) {
      console.error(`[dragonpay] void of ${reference} failed; the reconciliation job tries again: ${(error as Error).message}`);
    }
  }
  return voided;
}
