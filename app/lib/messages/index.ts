/**
 * The message catalogue: every text a person reads, in one place (English, and the Chinese,
 * Spanish and Indonesian texts the documented product shows). One file per area.
 */
import { common } from "./common";
import { orderDetails } from "./order-details";
import { opsPromotion, promotion } from "./promotion";

export const messages = { common, orderDetails, promotion, opsPromotion } as const;
export type Messages = typeof messages;
