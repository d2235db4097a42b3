import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SessionExpired, Unreachable } from "~/components/error-page";
import { LoadRefused } from "~/components/load-refused";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import styles from "~/styles/loan-confirm.css";
import type { confirmAction, loadConfirm } from "./loan-confirm.server";
import { LoanConfirmView } from "./loan-confirm.view";

/**
 * What the two loan-confirm routes (/opened, /and) share: their texts, stylesheet, title and the
 * page that chooses between a failed load and the view. They differ in the calls their loader and
 * action make (`ConfirmVariant`) and the older page's repayment date block.
 */

/** The page's areas in its language (docs/decisions/130); the legal ceilings' sentences come with the data. */
export const confirmHandle = textsHandle("loanConfirm");

export const confirmLinks: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const confirmMeta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "loanConfirm").pageTitle }];

export function LoanConfirmPage({ showDateBlock }: { showDateBlock?: boolean }) {
  const loanConfirm = useTexts("loanConfirm");
  const loaded = useLoaderData<typeof loadConfirm>();
  const actionData = useActionData<typeof confirmAction>();
  if (loaded.state === "sessionExpired") return <SessionExpired />;
  if (loaded.state === "unreachable") return <Unreachable />;
  // A refusal from the backend (an unknown or withdrawn product): its message as a toast (spec 001 §8).
  if (loaded.state === "failed") return <LoadRefused title={loanConfirm.pageTitle} message={loaded.message} />;
  return <LoanConfirmView {...loaded} actionResult={actionData} showDateBlock={showDateBlock} />;
}
