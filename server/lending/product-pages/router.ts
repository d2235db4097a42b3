import { Router } from "express";
import { productDetail, recommendList } from "@contract";
import { serve } from "../http";
import { productDetailOf, recommendList as list } from "./service";

export const productPagesRouter = Router();

serve(productPagesRouter, recommendList, async ({ language }) => list(language));
serve(productPagesRouter, productDetail, async ({ input, language }) => productDetailOf(input.productId, language));
