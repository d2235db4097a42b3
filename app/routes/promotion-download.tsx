import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { pageQueries } from "@contract/page-query";
import { channelTemplate, templateIn } from "@contract/promotion";
import { ErrorPage, Unreachable } from "~/components/error-page";
import { LanguageSwitch } from "~/components/language-switch";
import { ToastView } from "~/components/toast";
import { clearCookie, promotionNoticeCookie, readRequestCookie } from "~/lib/cookies.server";
import { createLendingClient } from "~/lib/lending-api.server";
import { attempt, isLoadFailure } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { readPage } from "~/lib/page-query.server";
import { safeHttpUrl } from "~/lib/query";
import { requestLanguage } from "~/lib/texts/language.server";
import styles from "~/styles/promotion.css";
import { clientTypeOf } from "./promotion.forms";
import { landingHref, templateIdOf } from "./promotion.links";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("common", "promotion");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title:
      data && "template" in data
        ? `${data.template.download.title} · ${metaTexts(matches, "common").appName}`
        : metaTexts(matches, "promotion").pageTitle,
  },
];

/**
 * The download page after sign-up (the documented #/downloadTemplate): the template's app-store
 * links, the visitor's own platform first. Only http(s) links are offered (BRIEF §5).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = readPage(request, pageQueries.promotion);
  const templateId = templateIdOf(page);
  const client = createLendingClient({ query: page, request });
  const found = await attempt(() => client.call(channelTemplate, { templateId }));
  if (isLoadFailure(found)) {
    return data(
      found.state === "failed" ? { state: "failed" as const, message: found.message } : { state: "unreachable" as const },
      found.state === "failed" ? 404 : 503,
    );
  }
  const { download } = found.data.template;
  const notice = await readRequestCookie(promotionNoticeCookie, request);
  const language = await requestLanguage(request);
  const say = serverTexts("promotion", language);
  const stores = [
    {
      platform: "android" as const,
      label: say.downloadAndroid,
      href: safeHttpUrl(download.androidUrl)?.toString() ?? null,
    },
    {
      platform: "ios" as const,
      label: say.downloadIos,
      href: safeHttpUrl(download.iosUrl)?.toString() ?? null,
    },
  ];
  if (clientTypeOf(request.headers.get("User-Agent")) === "ios") stores.reverse();
  return data(
    {
      state: "ok" as const,
      template: templateIn(found.data.template, language, found.data.figures),
      stores,
      notice: notice === "registered" ? say.registered : notice === "already" ? say.alreadyRegistered : null,
      backHref: landingHref(page, templateId),
    },
    // The notice is shown once.
    notice ? { headers: { "Set-Cookie": await clearCookie(promotionNoticeCookie, request) } } : undefined,
  );
}

export default function PromotionDownload() {
  const t = useTexts("promotion");
  const loaded = useLoaderData<typeof loader>();
  const [showNotice, setShowNotice] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShowNotice(false), 3000);
    return () => clearTimeout(timer);
  }, []);
  if (loaded.state === "unreachable") return <Unreachable />;
  if (loaded.state === "failed") return <ErrorPage title={t.pageTitle} body={loaded.message || t.noTemplate} />;
  const { template, stores } = loaded;
  const offered = stores.filter((store) => store.href);
  return (
    <main className="promo">
      <LanguageSwitch />
      <header className="promo__hero promo__hero--done">
        <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" className="promo__done-icon">
          <circle cx="24" cy="24" r="22" fill="currentColor" />
          <path d="M14 24.5l7 7 13-14" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 className="promo__headline">{template.download.title}</h1>
        <p className="promo__sub">{template.download.body}</p>
      </header>
      <section className="card promo__stores" aria-label={template.appName}>
        {offered.length ? (
          offered.map((store, index) => (
            <a
              key={store.platform}
              className={`button button--block${index === 0 ? "" : " button--ghost"}`}
              href={store.href as string}
              rel="noopener noreferrer"
            >
              <StoreIcon platform={store.platform} />
              {store.label}
            </a>
          ))
        ) : (
          <p>{t.downloadUnavailable}</p>
        )}
      </section>
      <a className="more-link" href={loaded.backHref}>
        {t.backToSignUp}
      </a>
      {loaded.notice && showNotice ? (
        <div className="toast-region">
          <ToastView message={loaded.notice} kind="success" />
        </div>
      ) : null}
    </main>
  );
}

function StoreIcon({ platform }: { platform: "android" | "ios" }) {
  return platform === "android" ? (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7 9h10v8a1 1 0 01-1 1h-1v3h-2v-3h-2v3H9v-3H8a1 1 0 01-1-1V9zm-3 0h2v6H4V9zm14 0h2v6h-2V9zM8.2 4.2l-1-1.6.9-.5 1 1.7A6.5 6.5 0 0112 3.3c.7 0 1.3.1 1.9.3l1-1.7.9.5-1 1.6A5 5 0 0117 8H7a5 5 0 011.2-3.8zM10 6a.7.7 0 100-1.4A.7.7 0 0010 6zm4 0a.7.7 0 100-1.4A.7.7 0 0014 6z"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5a4.4 4.4 0 00-3.4-1.9c-1.5-.1-2.8.8-3.5.8s-1.9-.8-3.1-.8a4.6 4.6 0 00-3.9 2.4c-1.7 2.9-.4 7.2 1.2 9.6.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.1.8c1.3 0 2.1-1.2 2.9-2.4a10 10 0 001.3-2.7 4.2 4.2 0 01-2.7-3.9zM14 5.6A4.2 4.2 0 0015 2.5a4.3 4.3 0 00-2.8 1.4 4 4 0 00-1 3 3.5 3.5 0 002.8-1.3z"
      />
    </svg>
  );
}
