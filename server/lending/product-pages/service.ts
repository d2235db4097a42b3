import { formatPeso } from "../../../app/lib/contract";
import { db } from "../../db";
import { LendingError } from "../errors";
import { describeRate, recommendedProducts } from "../products/service";

/** The recommended-products screen lists every active product. */
export async function recommendList() {
  return recommendedProducts();
}

export async function productDetailOf(productId: number) {
  const product = await db().product.findUnique({ where: { id: productId } });
  if (!product || !product.active) throw new LendingError("notFound", "This product is no longer available. Please choose another one.");
  return {
    productId: product.id,
    name: product.name,
    logo: product.logo,
    amountRange: `${formatPeso(product.minAmount)} - ${formatPeso(product.maxAmount)}`,
    termRange: `${product.minTermDays} - ${product.maxTermDays} days`,
    rate: describeRate(product.interestBpsPerDay),
    serviceFee: `${(product.serviceFeeBps / 100).toFixed(2)}% of the loan amount`,
    description: product.description,
    tags: product.tags ? product.tags.split(",").map((t) => t.trim()).filter(Boolean) : [],
    open: product.recommendable,
  };
}
