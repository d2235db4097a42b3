import { Router } from "express";
import { bindCardNew, cardInit, CARD_TYPE_CODE, rebindCard } from "../../../app/lib/contract";
import { serve } from "../http";
import { bankForm, bindCard } from "./service";

export const bankCardRouter = Router();

serve(bankCardRouter, cardInit, async () => bankForm());

for (const endpoint of [bindCardNew, rebindCard]) {
  serve(bankCardRouter, endpoint, async ({ input, borrower }) => {
    const { productId: _productId, orderId, [CARD_TYPE_CODE]: cardType, ...values } = input;
    return bindCard(borrower.id, { orderId, cardType, values: values as Record<string, string> });
  });
}
