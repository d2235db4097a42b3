import { Router } from "express";
import { orderList } from "../../../app/lib/contract";
import { serve } from "../http";
import { requestLanguage } from "../messages";
import { ordersOf } from "./service";

export const ordersRouter = Router();

serve(ordersRouter, orderList, async ({ borrower, req }) => ordersOf(borrower.id, requestLanguage(req)));
