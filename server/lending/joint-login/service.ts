import { db } from "../../db";
import { LendingError } from "../errors";
import { saveEvent } from "../events/service";
import { defineProduct, recommendedProducts } from "../products/service";
import { text, textsIn, type BackendLanguage } from "../texts";

export const JOINT_LOGIN_MODULE_ID = "joint_login_failure";

/**
 * What the joint-login-failure page says. The native app opens it when signing the borrower in to a
 * partner lender's product with their account failed; the notice names that product, the error
 * says what happened and what to do (docs/decisions/021-joint-login-failure.md).
 */
export async function jointLoginFailure(productId?: number, language: BackendLanguage = "en") {
  const partner = productId ? await db().product.findUnique({ where: { id: productId } }) : null;
  // A product id we do not know is a broken link, not a partner: say so (the page shows it as a
  // toast, spec 001 §8). Without a product id the page still speaks of "our partner lender".
  if (productId && !partner) throw new LendingError("notFound", text("loanProductNotFound"));
  // The texts of this answer in the session's language (docs/decisions/191).
  const t = textsIn(language);
  return {
    noticeMessage: partner ? t("jointLoginFailed", { name: partner.name }) : t("jointLoginFailedPartner"),
    errMessage: t("jointLoginFailedNote"),
    cobble: await recommendedProducts(partner?.id, language),
  };
}

export async function trackJointLoginTap(borrowerId: number, productId: number, position: number) {
  await saveEvent({ borrowerId, productId, moduleId: JOINT_LOGIN_MODULE_ID, positionId: String(position), page: "Order Details" });
  return null;
}

export async function defineJointLoginProduct(productId: number) {
  const { url } = await defineProduct(productId);
  return { tumble: url };
}
