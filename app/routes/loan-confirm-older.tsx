import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { confirmAction, loadConfirm } from "./loan-confirm.server";
import { confirmHandle, confirmLinks, confirmMeta, LoanConfirmPage } from "./loan-confirm.shared";

/**
 * Loan confirm, older variant (/and; spec 001 §2, §7 "Confirm page (older variant)"): the same screen
 * over the /gopia/goya calls, plus the promotional popup and the repayment date block.
 */

export const handle = confirmHandle;
export const links = confirmLinks;
export const meta = confirmMeta;

export const loader = ({ request }: LoaderFunctionArgs) => loadConfirm(request, "older");
export const action = ({ request }: ActionFunctionArgs) => confirmAction(request, "older");

export default function LoanConfirmOlder() {
  return <LoanConfirmPage showDateBlock />;
}
