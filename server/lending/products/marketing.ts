import { db } from "../../db";
import { marketingFigures, type MarketingFigures } from "../../domain";

/**
 * The figures advertisements may quote (docs/decisions/116): over the products open for
 * applications (active and recommendable, as `defineProduct` lets a borrower apply), and the rules.
 */
export async function offeredMarketingFigures(): Promise<MarketingFigures | null> {
  const offered = await db().product.findMany({
    where: { active: true, recommendable: true },
    select: { minAmount: true, maxAmount: true, minTermDays: true, maxTermDays: true },
  });
  return marketingFigures(offered);
}
