import { formatPeso, type RecommendedProductWire, toRecommendedProductWire } from "@contract";
import type { Product } from "../../generated/prisma/client";
import { LendingError } from "../errors";
import { filipinoProducts } from "../fixture-texts";
import { text, textsIn, type BackendLanguage } from "../texts";
import { allProducts, productById } from "./catalogue";

export function describeRate(interestBpsPerDay: number, language: BackendLanguage = "en"): string {
  return textsIn(language)("perDay", { rate: `${(interestBpsPerDay / 100).toFixed(2)}%` });
}

/**
 * A product's words (button, range label, description, tags) in the language: the catalogue's
 * Filipino is mocks/fil/products.json, by product name; a product without one (added later by an
 * operator) is shown as written.
 */
export function productWords(product: Product, language: BackendLanguage = "en") {
  const english = {
    buttonText: product.buttonText,
    rangeDescription: product.rangeDescription,
    description: product.description,
    tags: product.tags,
  };
  return (language === "fil" && filipinoProducts()[product.name]) || english;
}

/** The product's tags (stored comma-separated), in the language. */
export function productTags(product: Product, language: BackendLanguage = "en"): string[] {
  const { tags } = productWords(product, language);
  return tags
    ? tags
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean)
    : [];
}

/**
 * A product as recommendation lists show it. Its words (button, range label, rate, description,
 * tags) in the session's language (docs/decisions/191); the name is a name and the figures stay as they are.
 */
export function toRecommended(product: Product, language: BackendLanguage = "en"): RecommendedProductWire {
  const words = productWords(product, language);
  return toRecommendedProductWire({
    id: product.id,
    active: product.recommendable,
    logo: product.logo,
    name: product.name,
    buttonText: words.buttonText,
    amountRange: `${formatPeso(product.minAmount)} - ${formatPeso(product.maxAmount)}`,
    rangeDescription: words.rangeDescription,
    rate: describeRate(product.interestBpsPerDay, language),
    description: words.description,
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
  if (!product || !product.active) throw new LendingError("notFound", text("productGone"));
  if (!product.recommendable) throw new LendingError("conflict", text("productNotOpen"));
  return { url: product.defineUrl || `/matter?productId=${product.id}` };
}
