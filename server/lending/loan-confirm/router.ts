import { Router } from "express";
import {
  contractJump,
  contractList,
  loanAgreement,
  loanDetailConfirm,
  loanDetailPush,
  olderAgreementJump,
  olderAgreementList,
  olderConfirm,
  olderPush,
  toOlderConfirmWire,
} from "@contract";
import { serve } from "../http";
import { agreementFigures, agreementJump, agreementList, confirmData, olderConfirmData, pushConfirmation } from "./service";

export const loanConfirmRouter = Router();

serve(loanConfirmRouter, loanDetailConfirm, async ({ input, borrower, language }) => confirmData(borrower, input, language));
serve(loanConfirmRouter, contractList, async ({ input, language }) => agreementList(input.productId, input.scene, language));
serve(loanConfirmRouter, contractJump, async ({ input, borrower }) => agreementJump(borrower, input));
serve(loanConfirmRouter, loanDetailPush, async ({ input, borrower }) => pushConfirmation(borrower, input));
serve(loanConfirmRouter, loanAgreement, async ({ input, borrower }) => agreementFigures(borrower, input));

// The older variant: the same services, answered under the contract's obfuscated names.
serve(loanConfirmRouter, olderConfirm, async ({ input, borrower, language }) =>
  toOlderConfirmWire(await olderConfirmData(borrower, input, language)),
);
serve(loanConfirmRouter, olderAgreementList, async ({ input, language }) =>
  (await agreementList(input.productId, input.scene, language)).map((i) => ({ thorn: i.title, vale: i.position })),
);
serve(loanConfirmRouter, olderAgreementJump, async ({ input, borrower }) => ({
  wisp: (await agreementJump(borrower, input)).contract_url,
}));
serve(loanConfirmRouter, olderPush, async ({ input, borrower }) => {
  const pushed = await pushConfirmation(borrower, input);
  return { yarrow: pushed.orderId, zephyr: pushed.orderNo, acorn: pushed.lendDetailsUrl };
});
