import { formatPeso } from "@contract";
import { db } from "../../db";
import { LendingError } from "../errors";
import { describeRate, productTags, productWords, recommendedProducts } from "../products/service";
import { text, textsIn, type BackendLanguage } from "../texts";

/** The recommended-products screen lists every active product. */
export async function recommendList(language: BackendLanguage = "en") {
  return recommendedProducts(undefined, language);
}

export async function productDetailOf(productId: number, language: BackendLanguage = "en") {
  const product = await db().product.findUnique({ where: { id: productId } });
  if (!product || !product.active) throw new LendingError("notFound", text("productGoneChooseAnother"));
  return {
    productId: product.id,
    name: product.name,
    logo: product.logo,
    amountRange: `${formatPeso(product.minAmount)} - ${formatPeso(product.maxAmount)}`,
    // The product's words in the session's language (docs/decisions/191); figures as they are.
    termRange: textsIn(language)("dayRange", { min: product.minTermDays, max: product.maxTermDays }),
    rate: describeRate(product.interestBpsPerDay, language),
    serviceFee: textsIn(language)("ofLoanAmount", { fee: `${(product.serviceFeeBps / 100).toFixed(2)}%` }),
    description: productWords(product, language).description,
    tags: productTags(product, language),
    open: product.recommendable,
  };
}
