import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SessionExpired, Unreachable } from "~/components/error-page";
import { LoadRefused } from "~/components/load-refused";
import { LoanConfirmView } from "~/components/loan-confirm-view";
import { confirmAction, loadConfirm } from "~/lib/loan-confirm.server";
import { routeTexts } from "~/lib/messages/route-texts";
import { metaTexts } from "~/lib/messages/texts";
import styles from "~/styles/loan-confirm.css";

/** This page's areas in its language (docs/decisions/130). */
// lateCharges: the legal ceilings under the disclosure statement.
const texts = routeTexts("loanConfirm", "lateCharges");
export const handle = texts.handle;

/**
 * Loan confirm, older variant (/and; spec 001 §2, §7 "Confirm page (older variant)"): the same screen
 * over the /gopia/goya calls, plus the promotional popup and the repayment date block.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "loanConfirm").pageTitle }];

export const loader = ({ request }: LoaderFunctionArgs) => loadConfirm(request, "older");
export const action = ({ request }: ActionFunctionArgs) => confirmAction(request, "older");

export default function LoanConfirmOlder() {
  const messages = texts.useTexts();
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (loaded.state === "sessionExpired") return <SessionExpired />;
  if (loaded.state === "unreachable") return <Unreachable />;
  // A refusal from the backend (an unknown or withdrawn product): its message as a toast (spec 001 §8).
  if (loaded.state === "failed") return <LoadRefused title={messages.loanConfirm.pageTitle} message={loaded.message} />;
  return <LoanConfirmView {...loaded} actionResult={actionData} showDateBlock />;
}
