import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LoadFailed } from "~/components/error-page";
import { isLoadFailure } from "~/lib/load-failure";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import styles from "~/styles/repayment.css";
import type { loader } from "./repay-your-way.server";
import { RepayWaysView } from "./repay-your-way.view";

export { action, loader } from "./repay-your-way.server";

/**
 * Repay your way (ours, docs/decisions/174): pay the whole loan today, any part of it, or cancel it
 * in the cooling-off period. One plain form; every amount comes from the backend's lending rules.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const handle = textsHandle("common", "repayment");
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "repayment").ways.title }];

export default function RepayYourWay() {
  const loaded = useLoaderData<typeof loader>();
  const t = useTexts("repayment");
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.ways.title} />;
  return <RepayWaysView loaded={loaded} />;
}
