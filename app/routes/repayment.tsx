import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LoadFailed } from "~/components/error-page";
import { isLoadFailure } from "~/lib/load-failure";
import { metaTexts, textsHandle } from "~/lib/messages/texts";
import styles from "~/styles/repayment.css";
import type { loader } from "./repayment.server";
import { RepaymentView, usePageTexts } from "./repayment.view";

export { action, loader } from "./repayment.server";

/**
 * Instalment repayment (/away) and extension repayment (/tree): one screen in two readings, told
 * apart by the path. Every amount comes from the backend (the lending rules); Payment asks it for
 * a payment code and goes to the gateway's payUrl (http(s) only).
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const handle = textsHandle("common", "repayment");
export const meta: MetaFunction = ({ location, matches }) => {
  const t = metaTexts(matches, "repayment");
  return [{ title: location.pathname === "/tree" ? t.extendTitle : t.repayTitle }];
};

export default function Repayment() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = usePageTexts();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.repayTitle} />;
  return <RepaymentView loaded={loaded} />;
}
