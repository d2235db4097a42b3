import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { problemList } from "@contract/complaints";
import { pageQueries } from "@contract/page-query";
import { LoadFailed } from "~/components/error-page";
import { createLendingClient } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureData } from "~/lib/loader-helpers.server";
import { metaTexts } from "~/lib/messages/texts";
import { readPage } from "~/lib/page-query.server";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/complaints.css";
import { DueWhen, useComplaintTexts, complaintsHandle } from "./complaint.shared";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const handle = complaintsHandle;
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "complaints").listTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = readPage(request, pageQueries.complaintList);
  const client = createLendingClient({ query: page, request });
  const result = await attempt(() => client.call(problemList, {}));
  if (isLoadFailure(result)) return failureData(result);
  const tabs = result.data.tabs;
  const asked = Number(page.tab);
  // Without a tab asked for, open the first tab that has something in it (a reply waiting under
  // Replied rather than an empty Pending).
  const firstFilled = Math.max(
    0,
    tabs.findIndex((tab) => tab.list.length > 0),
  );
  const tab = page.tab !== undefined && Number.isInteger(asked) && asked >= 0 && asked < tabs.length ? asked : firstFilled;
  return { state: "ok" as const, tabs, tab };
}

type OkData = Extract<Awaited<ReturnType<typeof loader>>, { state: "ok" }>;

export default function ComplaintList() {
  const t = useComplaintTexts();
  const loaded = useLoaderData<typeof loader>();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.listTitle} />;
  return <ListView loaded={loaded as OkData} />;
}

function ListView({ loaded }: { loaded: OkData }) {
  const t = useComplaintTexts();
  const query = usePageQuery();
  const { pathname } = useLocation();
  const current = loaded.tabs[loaded.tab];
  return (
    <main className="page complaint">
      <h1 className="page-title">{t.listTitle}</h1>
      {/* Tabs are links, so they work without JavaScript; the server says which one is open. */}
      <nav className="tabs" aria-label={t.listTitle}>
        {loaded.tabs.map((tab, index) => (
          <Link
            key={tab.title}
            className={`tabs__tab ${index === loaded.tab ? "tabs__tab--current" : ""}`}
            to={pageHref(pathname, query, { tab: index })}
            aria-current={index === loaded.tab ? "page" : undefined}
            replace
          >
            {tab.title} <span className="tabs__count">({tab.list.length})</span>
          </Link>
        ))}
      </nav>
      {current && current.list.length > 0 ? (
        <ul className="complaint-list" aria-label={current.title}>
          {current.list.map((item) => (
            <li key={item.id}>
              <Link className="card complaint-item" to={pageHref("/complainDetails", query, { problemId: item.id })}>
                <span className="complaint-item__head">
                  <span className="type-tag">{item.type}</span>
                  <time className="complaint-item__time">{item.time}</time>
                </span>
                <span className="complaint-item__content">{item.content}</span>
                <span className="complaint-item__meta">
                  <span>
                    {t.referenceNo} <strong className="nowrap">{item.referenceNo}</strong>
                  </span>
                  <span>
                    {t.status[item.status]} · {t.answerDue} <DueWhen at={item.dueAt} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="card complaint-empty">{t.listEmpty}</p>
      )}
      <Link className="button button--ghost button--block" to={pageHref("/complaint", query)}>
        {t.newComplaint}
      </Link>
    </main>
  );
}
