import { Router } from "express";
import {
  bankPlaces as bankPlacesEndpoint,
  bindCardNew,
  boundCard,
  cardInit,
  CARD_TYPE_CODE,
  rebindCard,
  toBankFormItemWire,
} from "@contract";
import { serve } from "../http";
import { bankFormIn, bankPlaces, bindCard, boundAccountOf } from "./service";

export const bankCardRouter = Router();

serve(bankCardRouter, cardInit, async ({ language }) => bankFormIn(language).map(toBankFormItemWire));
serve(bankCardRouter, bankPlacesEndpoint, async () => bankPlaces());
serve(bankCardRouter, boundCard, async ({ borrower }) => ({ account: await boundAccountOf(borrower.id) }));

for (const endpoint of [bindCardNew, rebindCard]) {
  serve(bankCardRouter, endpoint, async ({ input, borrower, language }) => {
    const { productId: _productId, orderId, [CARD_TYPE_CODE]: cardType, ...values } = input;
    return bindCard(borrower.id, { orderId, cardType, values: values as Record<string, string> }, language);
  });
}
