import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { id } from "./fields";
import { recommendedProduct } from "./products";

/**
 * The joint-login-failure page (spec 001 §2, §7). These calls answer '00' and use obfuscated field
 * names; they are named once here and mapped to plain names. `noticeMessage` and `errMessage` are
 * the documented names; the product list's key and the define answer's key are ours.
 */
export const jointLoginFailure = defineEndpoint({
  name: "joint login failure",
  method: "POST",
  path: "/api/gopia/goya/drowns",
  auth: "borrower",
  successCode: "00",
  request: z.object({ productId: id("Product").optional() }),
  data: z
    .object({
      noticeMessage: z.string(),
      errMessage: z.string(),
      cobble: z.array(recommendedProduct), // the recommended products
    })
    .transform((d) => ({ noticeMessage: d.noticeMessage, errMessage: d.errMessage, products: d.cobble })),
});

/** Tracks a tap on a recommended product; the answer is ignored. */
export const jointLoginTrack = defineEndpoint({
  name: "joint login track",
  method: "POST",
  path: "/api/gopia/goya/because",
  auth: "borrower",
  successCode: "00",
  request: z.object({
    productId: id("Product"),
    position: z.coerce.number().int().min(0).max(100).default(0),
  }),
  data: z.null(),
});

/** Where a tapped product leads: http(s) opens as a web link, anything else goes to the app. */
export const jointLoginDefine = defineEndpoint({
  name: "joint login define",
  method: "POST",
  path: "/api/gopia/goya/define",
  auth: "borrower",
  successCode: "00",
  request: z.object({ productId: id("Product") }),
  data: z.object({ tumble: z.string() }).transform((d) => ({ url: d.tumble })),
});
