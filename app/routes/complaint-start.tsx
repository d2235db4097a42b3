import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { COLLECTION_TYPE } from "@contract/complaint-limits";
import { problemInit, type ComplaintOrder } from "@contract/complaints";
import { pageQueries } from "@contract/page-query";
import { LoadFailed } from "~/components/error-page";
import { Modal } from "~/components/modal";
import { OrderCard } from "~/components/order-card";
import { ToastView, useToast } from "~/components/toast";
import { lendingFor } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureData } from "~/lib/loader-helpers.server";
import { useTexts, metaTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/complaints.css";
import { useComplaintTexts, complaintsHandle } from "./complaint.shared";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const handle = complaintsHandle;
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "complaints").startTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, client } = lendingFor(request, pageQueries.complaintStart);
  const result = await attempt(() => client.call(problemInit, { orderId: page.orderId }));
  if (isLoadFailure(result)) return failureData(result);
  return {
    state: "ok" as const,
    init: result.data,
    // Without JavaScript the sub-types and the order list open through the address.
    openType: page.type === String(COLLECTION_TYPE),
    picking: page.pick,
  };
}

type OkData = Extract<Awaited<ReturnType<typeof loader>>, { state: "ok" }>;

export default function ComplaintStart() {
  const t = useComplaintTexts();
  const loaded = useLoaderData<typeof loader>();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.startTitle} />;
  return <StartView loaded={loaded as OkData} />;
}

function orderRows(order: ComplaintOrder) {
  return order.rows.map((r) => ({ text: r.title, value: r.value }));
}

function StartView({ loaded }: { loaded: OkData }) {
  const messages = { common: useTexts("common") };
  const t = useComplaintTexts();
  const { init } = loaded;
  const query = usePageQuery();
  const { pathname } = useLocation();
  const toast = useToast();
  const order = init.orderDetail;
  const [collectionOpen, setCollectionOpen] = useState(loaded.openType && order?.collectionComplaintAllowed === true);
  const [picking, setPicking] = useState(loaded.picking);
  const here = (extra: Record<string, string | undefined>) =>
    pageHref(pathname, query, { orderId: order ? String(order.orderId) : undefined, ...extra });
  const nextHref = (problemType: number, problemSonType?: number) =>
    pageHref("/complainPageNext", query, { problemType, problemSonType, orderNo: order?.orderNo, orderId: order?.orderId });
  const collectionRefused = loaded.openType && order !== null && !order.collectionComplaintAllowed;

  return (
    <>
      <main className="page complaint">
        <div className="complaint__top">
          <h1 className="page-title">{t.startTitle}</h1>
          <Link className="complaint__mine" to={pageHref("/complaintList", query)}>
            {t.myComplaints}
          </Link>
        </div>

        {order ? (
          <OrderCard
            logo={order.productLogo}
            name={order.productName}
            status={order.status}
            rows={orderRows(order)}
            aside={
              init.orderList.length > 0 ? (
                <a
                  className="button button--ghost button--small"
                  href={here({ pick: "1" })}
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    event.preventDefault();
                    setPicking(true);
                  }}
                >
                  {t.all}
                </a>
              ) : null
            }
          />
        ) : (
          <p className="card notice">{t.noOrders}</p>
        )}

        {order ? (
          <section className="card" aria-labelledby="question-type">
            <h2 id="question-type" className="section-title">
              {t.selectQuestionType}
            </h2>
            <ul className="choice-list">
              {init.problemType.map((type) => {
                const isCollection = type.value === COLLECTION_TYPE;
                return (
                  <li key={type.value}>
                    {isCollection ? (
                      <a
                        className="choice"
                        href={here({ type: String(type.value) })}
                        aria-expanded={collectionOpen}
                        aria-controls="sub-types"
                        onClick={(event) => {
                          event.preventDefault();
                          // Collection complaints are refused on orders that do not allow them.
                          if (!order.collectionComplaintAllowed) return toast.show(t.collectionNotAllowed, "error");
                          setCollectionOpen((open) => !open);
                        }}
                      >
                        <span>{type.title}</span>
                        <Chevron open={collectionOpen} />
                      </a>
                    ) : (
                      <Link className="choice" to={nextHref(type.value)}>
                        <span>{type.title}</span>
                        <Chevron />
                      </Link>
                    )}
                    {isCollection && collectionOpen ? (
                      <div id="sub-types" className="sub-types">
                        <h3 className="sub-types__title">{t.selectSubType}</h3>
                        <ul className="choice-list">
                          {init.problemSubTypes.map((son) => (
                            <li key={son.value}>
                              <Link className="choice choice--son" to={nextHref(type.value, son.value)}>
                                <span>{son.title}</span>
                                <Chevron />
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {collectionRefused ? (
              <p className="field-error" role="alert">
                {t.collectionNotAllowed}
              </p>
            ) : null}
          </section>
        ) : null}
      </main>

      <Modal open={picking} title={t.allOrdersTitle} closeLabel={messages.common.close} onClose={() => setPicking(false)} closeOnMask>
        <ul className="order-picker">
          {init.orderList.map((o) => {
            const chosen = o.orderId === order?.orderId;
            return (
              <li key={o.orderId}>
                <Link
                  className={`order-picker__item ${chosen ? "order-picker__item--chosen" : ""}`}
                  to={pageHref(pathname, query, { orderId: o.orderId })}
                  aria-current={chosen ? "true" : undefined}
                  aria-label={t.chooseOrder(o.productName, o.orderNo)}
                  onClick={() => setPicking(false)}
                >
                  <img src={o.productLogo} alt="" width={32} height={32} />
                  <span className="order-picker__text">
                    <strong>{o.productName}</strong>
                    <span>
                      {o.orderNo} · {o.status}
                    </span>
                  </span>
                  {chosen ? <span className="order-picker__chosen">{t.chosen}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
        <noscript>
          <a className="link-button" href={here({})}>
            {messages.common.close}
          </a>
        </noscript>
      </Modal>
      {collectionRefused ? (
        <div className="toast-region">
          <ToastView message={t.collectionNotAllowed} kind="error" />
        </div>
      ) : null}
    </>
  );
}

function Chevron({ open }: { open?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={open ? "chevron chevron--open" : "chevron"}>
      <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
