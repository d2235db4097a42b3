import { data, type MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/error-page";
import { metaTexts, useTexts } from "~/lib/messages/texts";

/**
 * Any path no screen claims (remix.config.js maps "*" here): the "Page not found" page with status
 * 404. A matched route, rather than the root error boundary, hydrates the same tree the server drew.
 */
export const meta: MetaFunction = ({ matches }) => {
  const t = metaTexts(matches, "common");
  return [{ title: `${t.notFoundTitle} | ${t.appName}` }];
};

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const t = useTexts("common");
  // A way out (issue 30, polish): the public site and customer service.
  return (
    <ErrorPage
      title={t.notFoundTitle}
      body={t.notFoundBody}
      action={
        <nav className="error-card__actions">
          <a className="button" href="/">
            {t.toPublicSite}
          </a>
          <a className="button button--ghost" href="/?section=contact">
            {t.toCustomerService}
          </a>
        </nav>
      }
    />
  );
}
