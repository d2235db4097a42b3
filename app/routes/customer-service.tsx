import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ErrorPage, SessionExpired, Unreachable } from "~/components/error-page";
import { contactKfInfo } from "~/lib/contract";
import { createLendingClient } from "~/lib/lending-api.server";
import { attempt, isLoadFailure } from "~/lib/loader-helpers.server";
import { info } from "~/lib/messages/info";
import { useTexts, type TextsHandle } from "~/lib/messages/texts";
import { pageHref, parsePageQuery } from "~/lib/query";
import { useBridge, usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/bank-info.css";

// Only the areas this page shows: the whole catalogue (~/lib/messages) would ship every page's
// texts to every page (JS budget, docs/decisions/060-payday-load.md).
const englishMessages = { info } as const;
/** This page's areas in its language (docs/decisions/130). */
function useMessages() {
  return { info: useTexts("info", info) };
}
/** English, for code outside components (loaders and actions translate with localize). */
const messages = englishMessages;
export const handle: TextsHandle = { texts: ["info"] };

const t = messages.info.customerService;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: t.pageTitle }];

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
  const messages = useMessages();
  const t = messages.info.customerService;
  const loaded = useLoaderData<typeof loader>();
  const bridge = useBridge();
  const query = usePageQuery();
  if (loaded.state === "sessionExpired") return <SessionExpired />;
  if (loaded.state === "unreachable") return <Unreachable />;
  if (loaded.state === "failed") return <ErrorPage title={t.pageTitle} body={loaded.message} />;
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
