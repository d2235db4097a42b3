import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { productDetail } from "@contract/orders";
import { pageQueries } from "@contract/page-query";
import { LoadFailed } from "~/components/error-page";
import { lendingFor } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureData } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/bank-info.css";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("info");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "info").product.pageTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, client } = lendingFor(request, pageQueries.productPage);
  if (page.productId === undefined) {
    return data({ state: "failed" as const, message: serverTexts("info", page.language).product.missing }, 400);
  }
  const result = await attempt(() => client.call(productDetail, { productId: page.productId }));
  if (isLoadFailure(result)) return failureData(result);
  return { state: "ok" as const, product: result.data };
}

export default function ProductDetail() {
  const t = useTexts("info").product;
  const common = useTexts("common");
  const loaded = useLoaderData<typeof loader>();
  const query = usePageQuery();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.pageTitle} />;
  const { product } = loaded;
  return (
    <>
      <main className="page">
        <h1 className="page-title">{t.pageTitle}</h1>
        <section className="card product-hero">
          <img src={product.logo} alt="" width={64} height={64} />
          <h2>{product.name}</h2>
          <p className="product-hero__amount">{product.amountRange}</p>
          {product.description ? <p>{product.description}</p> : null}
        </section>
        <section className="card" aria-label={t.pageTitle}>
          <dl className="rows product-rows">
            {[
              [t.amount, product.amountRange],
              [t.term, product.termRange],
              [t.rate, product.rate],
              [t.fee, product.serviceFee],
            ].map(([label, value]) => (
              <div className="rows__row" key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {product.tags.length ? (
            <ul className="tags" aria-label={common.features}>
              {product.tags.map((tag) => (
                <li key={tag} className="tag">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        {/* A way on besides the app's back button (issue 40 W10): the other loans on offer. */}
        <a className="more-link" href={pageHref("/stump", query)}>
          {t.otherLoans}
        </a>
      </main>
      <div className="bottom-bar">
        <div className="bottom-bar__inner">
          {product.open ? (
            <Link className="button button--block" to={pageHref("/opened", query, { productId: product.productId })} reloadDocument>
              {t.apply}
            </Link>
          ) : (
            <p role="status">{t.closed}</p>
          )}
        </div>
      </div>
    </>
  );
}
