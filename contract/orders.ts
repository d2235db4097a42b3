import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { id } from "./fields";
import { recommendedProduct } from "./products";

/** All the borrower's orders, newest first (the order screen /attic; path ours). */
export const orderList = defineEndpoint({
  name: "order list",
  method: "POST",
  path: "/v3/order/order-list",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({}),
  data: z.array(
    z.object({
      orderId: z.number().int(),
      orderNo: z.string(),
      productId: z.number().int(),
      productName: z.string(),
      productLogo: z.string(),
      status: z.number().int(),
      statusText: z.string(),
      amount: z.string(),
      applyDate: z.string(),
      dueDate: z.string(),
    }),
  ),
});

/** The recommended products list (/stump; path ours). */
export const recommendList = defineEndpoint({
  name: "recommend list",
  method: "POST",
  path: "/v3/product/recommend-list",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({}),
  data: z.array(recommendedProduct),
});

/** One product (/matter; path ours). */
export const productDetail = defineEndpoint({
  name: "product detail",
  method: "POST",
  path: "/v3/product/product-detail",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({ productId: id("Product") }),
  data: z.object({
    productId: z.number().int(),
    name: z.string(),
    logo: z.string(),
    amountRange: z.string(),
    termRange: z.string(),
    rate: z.string(),
    serviceFee: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    open: z.boolean(),
  }),
});
