/**
 * The message catalogue: every text a person reads, in one place (English, and the Chinese,
 * Spanish and Indonesian texts the documented product shows). One file per area.
 */
import { bankBinding } from "./bank-binding";
import { common } from "./common";
import { complaints } from "./complaints";
import { info } from "./info";
import { lateCharges } from "./late-charges";
import { loanAgreement } from "./loan-agreement";
import { loanConfirm } from "./loan-confirm";
import { myData } from "./my-data";
import { opsLogin } from "./ops";
import { orderDetails } from "./order-details";
import { opsPromotion, promotion } from "./promotion";
import { receipts } from "./receipts";
import { repayment } from "./repayment";
import { security } from "./security";

export const messages = {
  common,
  orderDetails,
  bankBinding,
  info,
  loanConfirm,
  loanAgreement,
  lateCharges,
  promotion,
  opsPromotion,
  complaints,
  repayment,
  receipts,
  security,
  opsLogin,
  myData,
} as const;
export type Messages = typeof messages;
