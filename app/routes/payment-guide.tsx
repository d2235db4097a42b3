import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useState } from "react";
import { Modal } from "~/components/modal";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/repayment.css";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("common", "repayment");

/**
 * The payment-provider guide (/dragonpayPaymentInstructions): channel images served by the backend;
 * tapping one enlarges it in a modal, or, without JavaScript, opens the image itself.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "repayment").guideTitle }];

// Group titles are keys: the page draws them in its language (a module-level text would be English).
const GROUPS = [
  {
    title: "guideEwallet" as const,
    items: [
      { name: "GCash", src: "/api/assets/channels/gcash.svg" },
      { name: "Maya", src: "/api/assets/channels/maya.svg" },
    ],
  },
  { title: "guideStore" as const, items: [{ name: "7-Eleven", src: "/api/assets/channels/7eleven.svg" }] },
];

export default function PaymentGuide() {
  const common = useTexts("common");
  const t = useTexts("repayment");
  const query = usePageQuery();
  const [enlarged, setEnlarged] = useState<{ name: string; src: string } | null>(null);
  return (
    <main className="page">
      <h1 className="page-title">{t.guideTitle}</h1>
      <p className="card">{t.guideIntro}</p>
      {GROUPS.map((group) => (
        <section className="card" key={group.title} aria-labelledby={`guide-${group.title}`}>
          <h2 id={`guide-${group.title}`} className="section-title">
            {t[group.title]}
          </h2>
          <div className="guide-grid">
            {group.items.map((item) => (
              <a
                key={item.name}
                className="guide-tile"
                href={item.src}
                aria-label={t.enlarge(item.name)}
                onClick={(event) => {
                  event.preventDefault();
                  setEnlarged(item);
                }}
              >
                <img src={item.src} alt="" width={240} height={120} />
                <span>{item.name}</span>
              </a>
            ))}
          </div>
        </section>
      ))}
      {/* A way on besides the app's back button (issue 40 W10): the order it was opened for, or the orders. */}
      <a
        className="more-link"
        href={query.orderId ? pageHref("/poles", query, { orderId: query.orderId, productId: query.productId }) : pageHref("/attic", query)}
      >
        {query.orderId ? t.backToOrderDetails : t.allMyOrders}
      </a>
      <Modal open={enlarged !== null} title={enlarged?.name ?? ""} closeLabel={common.close} onClose={() => setEnlarged(null)} closeOnMask>
        {enlarged ? <img className="guide-large" src={enlarged.src} alt={enlarged.name} /> : null}
      </Modal>
    </main>
  );
}
