import { formatPeso } from "../../../app/lib/contract";
import { db } from "../../db";
import { LendingError } from "../errors";
import { say, type BackendLanguage } from "../messages";
import { describeRate, productTags, recommendedProducts } from "../products/service";

/** The recommended-products screen lists every active product. */
export async function recommendList(language: BackendLanguage = "en") {
  return recommendedProducts(undefined, language);
}

export async function productDetailOf(productId: number, language: BackendLanguage = "en") {
  const product = await db().product.findUnique({ where: { id: productId } });
  if (!product || !product.active) throw new LendingError("notFound", "This product is no longer available. Please choose another one.");
  return {
    productId: product.id,
    name: product.name,
    logo: product.logo,
    amountRange: `${formatPeso(product.minAmount)} - ${formatPeso(product.maxAmount)}`,
    // The product's words in the session's language (docs/decisions/135); figures as they are.
    termRange: say(`${product.minTermDays} - ${product.maxTermDays} days`, language),
    rate: say(describeRate(product.interestBpsPerDay), language),
    serviceFee: say(`${(product.serviceFeeBps / 100).toFixed(2)}% of the loan amount`, language),
    description: say(product.description, language),
    tags: productTags(product, language),
    open: product.recommendable,
  };
}
