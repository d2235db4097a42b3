/**
 * The message catalogue: every text a person reads, in one place (English, and the Chinese,
 * Spanish and Indonesian texts the documented product shows). One file per area.
 */
import { common } from "./common";
import { orderDetails } from "./order-details";
import { repayment } from "./repayment";

export const messages = { common, orderDetails, repayment } as const;
export type Messages = typeof messages;
