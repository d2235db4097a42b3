import { Router } from "express";
import { productDetail, recommendList } from "../../../app/lib/contract";
import { serve } from "../http";
import { productDetailOf, recommendList as list } from "./service";

export const productPagesRouter = Router();

serve(productPagesRouter, recommendList, async () => list());
serve(productPagesRouter, productDetail, async ({ input }) => productDetailOf(input.productId));
