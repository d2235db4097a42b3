/**
 * The message catalogue: every text a person reads, in one place (English, and the Chinese,
 * Spanish and Indonesian texts the documented product shows). One file per area.
 */
import { common } from "./common";
import { loanAgreement, loanConfirm } from "./loan-confirm";
import { orderDetails } from "./order-details";

export const messages = { common, orderDetails, loanConfirm, loanAgreement } as const;
export type Messages = typeof messages;
