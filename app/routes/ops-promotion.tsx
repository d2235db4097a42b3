import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { pageQueries } from "@contract/page-query";
import { promotionFunnel, type FunnelRow } from "@contract/promotion";
import { ErrorPage } from "~/components/error-page";
import { OpsNav } from "~/components/ops-nav";
import { createLendingClient, LendingApiError } from "~/lib/lending-api.server";
import { common } from "~/lib/messages/common";
import { opsPromotion } from "~/lib/messages/promotion";
import { opsLoginRedirect, opsSessionOf } from "~/lib/ops-auth.server";
import { readPage } from "~/lib/page-query.server";
import styles from "~/styles/ops-promotion.css";
import opsStyles from "~/styles/ops.css";
import { FUNNEL_SERIES, FunnelChart, dailyTotals, type FunnelMetric } from "./ops-promotion.chart";

// Only the areas this page shows: the whole catalogue (~/lib/messages) would ship every page's
// texts to every page (JS budget, docs/decisions/060-payday-load.md).
const messages = { common, opsPromotion } as const;

const t = messages.opsPromotion;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: opsStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction = () => [{ title: `${t.pageTitle} · ${messages.common.appName}` }];

export function ErrorBoundary() {
  return <ErrorPage title={messages.common.somethingWrongTitle} body={messages.common.somethingWrongBody} />;
}

const LABELS: Record<FunnelMetric, string> = { visits: t.visits, clicks: t.clicks, codes: t.codes, registrations: t.registrations };

/** The promotion funnel for marketing, behind the ops console login (checked by the backend). */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await opsSessionOf(request);
  const { page } = readPage(request, pageQueries.opsPromotion);
  const filters = {
    from: page.from || undefined,
    to: page.to || undefined,
    templateId: page.templateId || undefined,
    utm_tag: page.utm_tag ?? "",
  };
  const client = createLendingClient({ query: {}, request, opsSession: session });
  try {
    const result = await client.call(promotionFunnel, filters);
    if (!result.ok && result.sessionExpired) throw opsLoginRedirect(request);
    if (!result.ok) return data({ error: result.message, filters, funnel: null }, 400);
    return { error: null, filters, funnel: result.data };
  } catch (error) {
    if (error instanceof LendingApiError) return data({ error: messages.common.unreachableBody, filters, funnel: null }, 503);
    throw error;
  }
}

function conversion(row: Pick<FunnelRow, "visits" | "registrations">): string {
  return row.visits ? `${((row.registrations / row.visits) * 100).toFixed(1)}%` : "–";
}

export default function OpsPromotion() {
  const { error, filters, funnel } = useLoaderData<typeof loader>();
  const names = new Map(funnel?.templates.map((tpl) => [tpl.id, tpl.name]) ?? []);
  const totals = funnel
    ? funnel.rows.reduce(
        (sum, row) => ({
          visits: sum.visits + row.visits,
          clicks: sum.clicks + row.clicks,
          codes: sum.codes + row.codes,
          registrations: sum.registrations + row.registrations,
        }),
        { visits: 0, clicks: 0, codes: 0, registrations: 0 },
      )
    : null;
  return (
    <main className="ops">
      <OpsNav current="funnel" />
      <header className="ops__header">
        <h1>{t.pageTitle}</h1>
        <p>{t.intro}</p>
      </header>

      <Form method="get" className="ops__filters">
        <label>
          {t.from}
          <input type="date" name="from" defaultValue={funnel?.from ?? filters.from} />
        </label>
        <label>
          {t.to}
          <input type="date" name="to" defaultValue={funnel?.to ?? filters.to} />
        </label>
        <label>
          {t.template}
          <select name="templateId" defaultValue={filters.templateId ?? ""}>
            <option value="">{t.allTemplates}</option>
            {funnel?.templates.map((tpl) => (
              <option key={tpl.id} value={tpl.id}>
                {tpl.id} · {tpl.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.utmTag}
          <input type="text" name="utm_tag" defaultValue={filters.utm_tag} maxLength={64} aria-describedby="utm-hint" />
          <span id="utm-hint" className="ops__hint">
            {t.utmTagHint}
          </span>
        </label>
        <button type="submit" className="button">
          {t.apply}
        </button>
      </Form>

      {error ? (
        <p className="ops__error" role="alert">
          {error}
        </p>
      ) : null}

      {funnel && totals ? (
        <>
          <section className="ops__totals" aria-label={t.totals}>
            {FUNNEL_SERIES.map((series) => (
              <div key={series.key} className="ops__total" style={{ borderTopColor: series.colour }}>
                <span>{LABELS[series.key]}</span>
                <strong>{totals[series.key]}</strong>
              </div>
            ))}
            <div className="ops__total">
              <span>{t.conversion}</span>
              <strong>{conversion(totals)}</strong>
            </div>
          </section>
          <section className="ops__card">
            <h2>{t.chartTitle}</h2>
            <FunnelChart
              days={dailyTotals(funnel.rows, funnel.from, funnel.to)}
              labels={LABELS}
              title={`${t.chartTitle}, ${funnel.from} – ${funnel.to}`}
            />
          </section>
          {/* Focusable, so keyboard users can scroll a wide table (narrow windows): axe's
              scrollable-region-focusable asks for exactly this on a labelled region. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <section className="ops__card" tabIndex={0} aria-label={t.tableTitle}>
            {funnel.rows.length ? (
              <table className="ops__table">
                <caption className="visually-hidden">{t.tableTitle}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.day}</th>
                    <th scope="col">{t.template}</th>
                    <th scope="col">{t.utmTag}</th>
                    {FUNNEL_SERIES.map((series) => (
                      <th key={series.key} scope="col" className="num">
                        {LABELS[series.key]}
                      </th>
                    ))}
                    <th scope="col" className="num">
                      {t.conversion}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {funnel.rows.map((row) => (
                    <tr key={`${row.day}-${row.templateId}-${row.utmTag}`}>
                      <td>{row.day}</td>
                      <td className="wrap">
                        {names.get(row.templateId) ? `${row.templateId} · ${names.get(row.templateId)}` : row.templateId || "–"}
                      </td>
                      <td className="wrap">{row.utmTag || "–"}</td>
                      {FUNNEL_SERIES.map((series) => (
                        <td key={series.key} className="num">
                          {row[series.key]}
                        </td>
                      ))}
                      <td className="num">{conversion(row)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p>{t.noData}</p>
            )}
          </section>
        </>
      ) : null}
    </main>
  );
}
