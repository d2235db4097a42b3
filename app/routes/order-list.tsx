import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { orderList } from "@contract/orders";
import { LoadFailed } from "~/components/error-page";
import { WholeHyphenatedWords } from "~/components/whole-hyphenated-words";
import { createLendingClient } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt } from "~/lib/loader-helpers.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { hasPaymentHistory, statusTone } from "~/lib/order-status";
import { readPage } from "~/lib/page-query.server";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/bank-info.css";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("info", "receipts");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "info").orders.pageTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = readPage(request);
  const client = createLendingClient({ query: page, request });
  const result = await attempt(() => client.call(orderList, {}));
  if (isLoadFailure(result)) return data(result, result.state === "failed" ? 400 : 200);
  return { state: "ok" as const, orders: result.data };
}

export default function OrderList() {
  const info = useTexts("info");
  const receipts = useTexts("receipts");
  const t = info.orders;
  const loaded = useLoaderData<typeof loader>();
  const query = usePageQuery();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.pageTitle} />;
  return (
    <main className="page page--no-bar">
      <h1 className="page-title">{t.pageTitle}</h1>
      {loaded.orders.length === 0 ? (
        <div className="card">
          <p>{t.empty}</p>
          <Link className="more-link" to={pageHref("/stump", query)}>
            {t.browse}
          </Link>
        </div>
      ) : (
        <ul className="order-list">
          {loaded.orders.map((order) => (
            <li key={order.orderId} className="card">
              <Link className="order-item" to={pageHref("/poles", query, { orderId: order.orderId, productId: order.productId })}>
                <img src={order.productLogo} alt="" width={44} height={44} />
                <span className="order-item__name">{order.productName}</span>
                <span className={`order-item__status tone--${statusTone(order.status)}`}>
                  <WholeHyphenatedWords text={order.statusText} />
                </span>
                <span className="order-item__meta">
                  {t.amount} <span className="nowrap">{order.amount}</span> · {t.applyDate}{" "}
                  <span className="nowrap">{order.applyDate}</span>
                  {order.dueDate ? (
                    <>
                      {" · "}
                      {t.dueDate} <span className="nowrap">{order.dueDate}</span>
                    </>
                  ) : null}
                </span>
              </Link>
              {hasPaymentHistory(order.status) ? (
                <Link className="more-link" to={pageHref("/paymentHistory", query, { orderId: order.orderId, productId: order.productId })}>
                  {receipts.historyLink}
                  <span className="visually-hidden"> · {order.productName}</span>
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Link className="more-link" to={pageHref("/myData", query)}>
        {t.myData}
      </Link>
    </main>
  );
}
