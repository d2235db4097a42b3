import { Router } from "express";
import { orderList } from "@contract";
import { serve } from "../http";
import { ordersOf } from "./service";

export const ordersRouter = Router();

serve(ordersRouter, orderList, async ({ borrower, language }) => ordersOf(borrower.id, language));
