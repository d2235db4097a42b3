import { db } from "../../db";
import { LendingError } from "../errors";
import { saveEvent } from "../events/service";
import { say, type BackendLanguage } from "../messages";
import { defineProduct, recommendedProducts } from "../products/service";

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
  if (productId && !partner) throw new LendingError("notFound", "We could not find this loan product. Please choose another one.");
  const name = partner?.name ?? "our partner lender";
  // The texts of this answer in the session's language (docs/decisions/135).
  return {
    noticeMessage: say(`We could not sign you in to ${name}.`, language),
    errMessage: say(
      "The partner lender did not accept the joint login with your account just now. Your details are safe and nothing was applied for. You can try again later, or apply with one of the products below.",
      language,
    ),
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
