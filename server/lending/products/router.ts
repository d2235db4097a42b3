import { Router } from "express";
import { productDefine } from "@contract";
import { serve } from "../http";
import { defineProduct } from "./service";

export const productsRouter = Router();

serve(productsRouter, productDefine, async ({ input }) => defineProduct(input.productId));
