import { marketingFigures, type MarketingFigures } from "../../domain";
import { allProducts } from "./catalogue";

/**
 * The figures advertisements may quote (docs/decisions/116): over the products open for
 * applications (active and recommendable, as `defineProduct` lets a borrower apply), and the rules.
 * Read from the kept catalogue (catalogue.ts), which its writers forget: every public page quotes
 * these, and a query per page view was most of the no-data page's database time.
 */
export async function offeredMarketingFigures(): Promise<MarketingFigures | null> {
  const offered = (await allProducts()).filter((product) => product.active && product.recommendable);
  return marketingFigures(offered);
}
