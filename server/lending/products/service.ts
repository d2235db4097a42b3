import { formatPeso, type RecommendedProductWire, toRecommendedProductWire } from "../../../app/lib/contract";
import type { Product } from "../../generated/prisma/client";
import { LendingError } from "../errors";
import { say, type BackendLanguage } from "../messages";
import { allProducts, productById } from "./catalogue";

export function describeRate(interestBpsPerDay: number): string {
  return `${(interestBpsPerDay / 100).toFixed(2)}% per day`;
}

/** The product's tags (stored comma-separated), in the language. */
export function productTags(product: Product, language: BackendLanguage = "en"): string[] {
  return product.tags
    ? product.tags
        .split(",")
        .map((t) => say(t.trim(), language))
        .filter(Boolean)
    : [];
}

/**
 * A product as recommendation lists show it. Its words (button, range label, rate, description,
 * tags) in the session's language through the backend's table (docs/decisions/135): they come from
 * the product catalogue (mocks/products.json); the name is a name and the figures stay as they are.
 */
export function toRecommended(product: Product, language: BackendLanguage = "en"): RecommendedProductWire {
  const s = (text: string) => say(text, language);
  return toRecommendedProductWire({
    id: product.id,
    active: product.recommendable,
    logo: product.logo,
    name: product.name,
    buttonText: s(product.buttonText),
    amountRange: `${formatPeso(product.minAmount)} - ${formatPeso(product.maxAmount)}`,
    rangeDescription: s(product.rangeDescription),
    rate: s(describeRate(product.interestBpsPerDay)),
    description: s(product.description),
    tags: productTags(product, language),
  });
}

/** Products to recommend next to an order: every active product but the order's own. */
export async function recommendedProducts(excludeProductId?: number, language: BackendLanguage = "en"): Promise<RecommendedProductWire[]> {
  const products = (await allProducts()).filter((product) => product.active && product.id !== excludeProductId);
  return products.map((product) => toRecommended(product, language));
}

/**
 * Where a tap on a recommended product leads. The product's own URL when it has one (an http(s)
 * page, or an app link the native side understands); otherwise our product detail page.
 */
export async function defineProduct(productId: number): Promise<{ url: string }> {
  const product = await productById(productId);
  if (!product || !product.active) throw new LendingError("notFound", "This product is no longer available.");
  if (!product.recommendable) throw new LendingError("conflict", "This product is not open for applications right now.");
  return { url: product.defineUrl || `/matter?productId=${product.id}` };
}
