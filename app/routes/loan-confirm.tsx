import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { confirmAction, loadConfirm } from "./loan-confirm.server";
import { confirmHandle, confirmLinks, confirmMeta, LoanConfirmPage } from "./loan-confirm.shared";

/** Loan confirm, newer variant (/opened; spec 001 §2, §4, §7 "Confirm page (v3)"). */

export const handle = confirmHandle;
export const links = confirmLinks;
export const meta = confirmMeta;

export const loader = ({ request }: LoaderFunctionArgs) => loadConfirm(request, "newer");
export const action = ({ request }: ActionFunctionArgs) => confirmAction(request, "newer");

export default function LoanConfirm() {
  return <LoanConfirmPage />;
}
