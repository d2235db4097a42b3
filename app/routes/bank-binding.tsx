import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LoadFailed } from "~/components/error-page";
import { isLoadFailure } from "~/lib/load-failure";
import { metaTexts, useTexts } from "~/lib/messages/texts";
import styles from "~/styles/bank-info.css";
import type { loader } from "./bank-binding.server";
import { bankBindingHandle } from "./bank-binding.shared";
import { BankForm } from "./bank-binding.view";

/** Bank binding (/only, /circus; docs/decisions/020, 113): the bank form, or the bound account. */
export { action, loader } from "./bank-binding.server";

export const handle = bankBindingHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "bankBinding").pageTitle }];

export default function BankBinding() {
  const t = useTexts("bankBinding");
  const loaded = useLoaderData<typeof loader>();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.pageTitle} fallback={t.noForm} />;
  return (
    <BankForm
      items={loaded.items}
      cardType={loaded.cardType}
      initialChannel={loaded.channel}
      places={loaded.places}
      bound={loaded.account}
    />
  );
}
