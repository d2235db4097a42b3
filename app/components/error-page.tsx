import { useLocation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import type { LoadFailure } from "~/lib/load-failure";
// Only the areas this module shows, each its own chunk (docs/decisions/060-payday-load.md, JS budget).
import { useTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { useBridge, usePageQuery } from "~/lib/use-page-query";

/** A whole-page message: not found, unreachable backend, or something unexpected. */
export function ErrorPage({ title, body, action, done = false }: { title: string; body: string; action?: ReactNode; done?: boolean }) {
  return (
    <main className="page page--centered">
      <div className="card error-card">
        {/* A warning sign, or a tick when the page reports something that went well. */}
        <svg
          viewBox="0 0 24 24"
          width="56"
          height="56"
          aria-hidden="true"
          className={done ? "error-card__icon error-card__icon--done" : "error-card__icon"}
        >
          <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
            <path
              d={done ? "M7.5 12.5l3 3 6-6.5M12 3a9 9 0 100 18 9 9 0 000-18z" : "M12 7.5v5.5M12 16.5v.5M12 3a9 9 0 100 18 9 9 0 000-18z"}
            />
          </g>
        </svg>
        <h1>{title}</h1>
        <p>{body}</p>
        {action}
      </div>
    </main>
  );
}

/**
 * Shown when the backend says the session is missing or expired: asks the native app to return to
 * login at once, and tells a browser user what to do.
 */
export function SessionExpired() {
  const common = useTexts("common");
  const bridge = useBridge();
  useEffect(() => {
    bridge({ action: "forceLogin" });
  }, [bridge]);
  return (
    <ErrorPage
      title={common.sessionExpiredTitle}
      body={common.sessionExpiredBody}
      action={
        <nav className="error-card__actions">
          {/* In the app this asks it to show its login; a browser cannot log in here, so it
              also gets the public site and customer service (issue 30 item 15). */}
          <button type="button" className="button" onClick={() => bridge({ action: "forceLogin" })}>
            {common.sessionExpiredAction}
          </button>
          <a className="button button--ghost" href="/">
            {common.toPublicSite}
          </a>
          <a className="button button--ghost" href="/?section=contact">
            {common.toCustomerService}
          </a>
        </nav>
      }
    />
  );
}

/** The lending backend could not be reached or answered nonsense. */
export function Unreachable() {
  const common = useTexts("common");
  return (
    <ErrorPage
      title={common.unreachableTitle}
      body={common.unreachableBody}
      action={
        // An empty href reloads this very address, query included, with or without JavaScript.
        // eslint-disable-next-line jsx-a11y/anchor-is-valid
        <a className="button" href="">
          {common.retry}
        </a>
      }
    />
  );
}

/**
 * The page for a failed load (`isLoadFailure` in ~/lib/load-failure): the session's end, an
 * unreachable backend, or the backend's refusal under the page's title.
 */
export function LoadFailed({ failure, title, fallback }: { failure: LoadFailure; title: string; fallback?: string }) {
  if (failure.state === "sessionExpired") return <SessionExpired />;
  if (failure.state === "unreachable") return <Unreachable />;
  return <ErrorPage title={title} body={failure.message || fallback || ""} action={<ToMyOrders />} />;
}

/**
 * A refusal ("We could not find this order... open it from your order list") is no dead end: the
 * order list, with the session, except on the order list itself (issue 40 W10).
 */
function ToMyOrders() {
  const common = useTexts("common");
  const query = usePageQuery();
  const { pathname } = useLocation();
  if (pathname === "/attic") return null;
  return (
    <nav className="error-card__actions">
      <a className="button button--ghost" href={pageHref("/attic", query)}>
        {common.toMyOrders}
      </a>
    </nav>
  );
}
