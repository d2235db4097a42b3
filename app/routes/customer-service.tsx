import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LoadFailed } from "~/components/error-page";
import { contactKfInfo } from "~/lib/contract";
import { createLendingClient } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt } from "~/lib/loader-helpers.server";
import { routeTexts } from "~/lib/messages/route-texts";
import { metaTexts } from "~/lib/messages/texts";
import { pageHref, parsePageQuery } from "~/lib/query";
import { useBridge, usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/bank-info.css";

/** This page's areas in its language (docs/decisions/130). */
const texts = routeTexts("info");
export const handle = texts.handle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "info").customerService.pageTitle }];

/** The documented body field: overall=30 (spec 000 §9). */
const OVERALL = 30;

export async function loader({ request }: LoaderFunctionArgs) {
  const query = parsePageQuery(new URL(request.url).searchParams);
  const client = createLendingClient({ query, request });
  const result = await attempt(() => client.call(contactKfInfo, { overall: OVERALL }));
  if (isLoadFailure(result)) return data(result, result.state === "failed" ? 400 : 200);
  return { state: "ok" as const, ...result.data };
}

export default function CustomerService() {
  const messages = texts.useTexts();
  const t = messages.info.customerService;
  const loaded = useLoaderData<typeof loader>();
  const bridge = useBridge();
  const query = usePageQuery();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.pageTitle} />;
  const phone = loaded.smWa;
  const dialable = phone.replace(/[^\d+]/g, "");
  return (
    <main className="page page--no-bar">
      <h1 className="page-title">{t.pageTitle}</h1>
      <p className="bank-page__intro">{t.intro}</p>
      <section className="card" aria-label={t.pageTitle}>
        <ul className="contact-list">
          <li>
            <span className="contact-list__label">{t.online}</span>
            <span className="contact-list__value">{phone}</span>
          </li>
          <li>
            <span className="contact-list__label">{t.email}</span>
            <a className="contact-list__value" href={`mailto:${loaded.email}`} aria-label={`${t.writeEmail}: ${loaded.email}`}>
              {loaded.email}
            </a>
          </li>
        </ul>
      </section>
      {dialable ? (
        <a
          className="button button--block"
          href={`tel:${dialable}`}
          onClick={(event) => {
            // In the app the call goes through the native bridge; a browser follows the tel: link.
            event.preventDefault();
            bridge({ action: "callPhone", phone });
          }}
        >
          {t.call}
        </a>
      ) : null}
      <a className="button button--ghost button--block" href={pageHref("/myData", query)}>
        {t.myData}
      </a>
      {/* Customer service is opened from the app's "mine" tab: this goes back there. A browser
          (JavaScript off too) goes to the order list, our nearest page. */}
      <a
        className="button button--ghost button--block"
        href={pageHref("/attic", query)}
        onClick={(event) => {
          event.preventDefault();
          bridge({ action: "goMine" });
        }}
      >
        {t.myAccount}
      </a>
    </main>
  );
}
