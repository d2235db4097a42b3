import { formatPeso, type RecommendedProductWire, toRecommendedProductWire } from "../../../app/lib/contract";
import { db } from "../../db";
import type { Product } from "../../generated/prisma/client";
import { LendingError } from "../errors";

export function describeRate(interestBpsPerDay: number): string {
  return `${(interestBpsPerDay / 100).toFixed(2)}% per day`;
}

export function toRecommended(product: Product): RecommendedProductWire {
  return toRecommendedProductWire({
    id: product.id,
    active: product.recommendable,
    logo: product.logo,
    name: product.name,
    buttonText: product.buttonText,
    amountRange: `${formatPeso(product.minAmount)} - ${formatPeso(product.maxAmount)}`,
    rangeDescription: product.rangeDescription,
    rate: describeRate(product.interestBpsPerDay),
    description: product.description,
    tags: product.tags ? product.tags.split(",").map((t) => t.trim()).filter(Boolean) : [],
  });
}

/** Products to recommend next to an order: every active product but the order's own. */
export async function recommendedProducts(excludeProductId?: number): Promise<RecommendedProductWire[]> {
  const products = await db().product.findMany({
    where: { active: true, ...(excludeProductId ? { id: { not: excludeProductId } } : {}) },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
  });
  return products.map(toRecommended);
}

/**
 * Where a tap on a recommended product leads. The product's own URL when it has one (an http(s)
 * page, or an app link the native side understands); otherwise our product detail page.
 */
export async function defineProduct(productId: number): Promise<{ url: string }> {
  const product = await db().product.findUnique({ where: { id: productId } });
  if (!product || !product.active) throw new LendingError("notFound", "This product is no longer available.");
  if (!product.recommendable) throw new LendingError("conflict", "This product is not open for applications right now.");
  return { url: product.defineUrl || `/matter?productId=${product.id}` };
}
