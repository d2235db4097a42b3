import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { MyData } from "@contract";
import { LoadFailed } from "~/components/error-page";
import { isLoadFailure } from "~/lib/load-failure";
import { metaTexts, useTexts } from "~/lib/messages/texts";
import formStyles from "~/styles/bank-info.css";
import styles from "~/styles/my-data.css";
import type { loader } from "./my-data.server";
import { MyDataView, myDataHandle } from "./my-data.view";

/**
 * My data (/myData, docs/decisions/178): what we hold about the borrower, downloads, corrections,
 * the marketing switch and the erasure request. Server-rendered forms: no script of its own.
 */
export { action, loader } from "./my-data.server";

export const handle = myDataHandle;
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "myData").pageTitle }];

export default function MyDataPage() {
  const t = useTexts("myData");
  const loaded = useLoaderData<typeof loader>();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.pageTitle} />;
  const { mine, remindersOn } = loaded as { mine: MyData; remindersOn: boolean | null };
  return <MyDataView mine={mine} remindersOn={remindersOn} />;
}
