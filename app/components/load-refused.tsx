import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ToastView } from "~/components/toast";
import { useTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";

/**
 * A page whose data the backend refused to give (a non-success answer while loading: an unknown or
 * withdrawn product, say). As documented for the confirm and joint-login pages (spec 001 §8), the
 * server's message shows as a toast and the page keeps its frame rather than being replaced by an
 * error page; the toast is server-rendered, so it shows without JavaScript too. Below the frame,
 * a way on: load again, or choose another product.
 */
export function LoadRefused({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  const common = useTexts("common");
  const query = usePageQuery();
  // "Try again" loads this very address again (a real link: it works without JavaScript).
  const location = useLocation();
  return (
    <>
      <main className="page">
        <h1 className="page-title">{title}</h1>
        {children}
        <div className="card load-refused">
          {/* The reason stays on the page once the toast has gone, so the ways on below are
              explained (issue 30 item 9; the toast itself is documented, docs/decisions/117). */}
          <p className="load-refused__reason">{message}</p>
          <a className="button button--ghost" href={`${location.pathname}${location.search}`}>
            {common.retry}
          </a>
          <a className="button" href={pageHref("/stump", query)}>
            {common.otherProducts}
          </a>
        </div>
      </main>
      <div className="toast-region">
        <ToastView message={message} kind="error" />
      </div>
    </>
  );
}
