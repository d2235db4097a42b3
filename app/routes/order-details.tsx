import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LoadFailed } from "~/components/error-page";
import { isLoadFailure } from "~/lib/load-failure";
import { metaTexts } from "~/lib/messages/texts";
import type { loader } from "./order-details.server";
import { OrderDetailsView, orderDetailsHandle, useOrderTexts } from "./order-details.view";

/** Order Details (/poles; spec 000 §5): the order, what the borrower can do next, its dialogs. */
export { action, loader } from "./order-details.server";

export const handle = orderDetailsHandle;

export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "orderDetails").pageTitle }];

export default function OrderDetails() {
  const loaded = useLoaderData<typeof loader>();
  const t = useOrderTexts();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.pageTitle} />;
  return <OrderDetailsView loaded={loaded} />;
}
