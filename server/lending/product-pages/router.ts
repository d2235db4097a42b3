import { Router } from "express";
import { productDetail, recommendList } from "../../../app/lib/contract";
import { serve } from "../http";
import { requestLanguage } from "../messages";
import { productDetailOf, recommendList as list } from "./service";

export const productPagesRouter = Router();

serve(productPagesRouter, recommendList, async ({ req }) => list(requestLanguage(req)));
serve(productPagesRouter, productDetail, async ({ input, req }) => productDetailOf(input.productId, requestLanguage(req)));
