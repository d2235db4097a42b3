import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { recommendList } from "@contract/orders";
import { eventSave, productDefine, type RecommendedProduct } from "@contract/products";
import { LoadFailed } from "~/components/error-page";
import { ProductList } from "~/components/product-list";
import { ToastView } from "~/components/toast";
import { lendingFor } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { productTapSchema } from "~/lib/product-tap/product-tap.server";
import { useFollowProductTap } from "~/lib/product-tap/use-product-tap";
import { pageHref, safeHttpUrl } from "~/lib/query";
import styles from "~/styles/bank-info.css";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("common", "info");

const MODULE_ID = "recommend_list";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "info").recommend.pageTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { client } = lendingFor(request);
  const result = await attempt(() => client.call(recommendList, {}));
  if (isLoadFailure(result)) return data(result, result.state === "failed" ? 400 : 200);
  return { state: "ok" as const, products: result.data };
}

export async function action({ request }: ActionFunctionArgs) {
  const { page, client } = lendingFor(request);
  // The answer shows as the page's toast: in the session's language.
  const common = serverTexts("common", page.language);
  const parsed = productTapSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: common.somethingWrongBody }, 400);
  const { productId, position, mode } = parsed.data;
  await client.call(eventSave, { moduleId: MODULE_ID, positionId: String(position), productId }).catch(() => undefined);
  const result = await attempt(() => client.call(productDefine, { productId, moduleId: MODULE_ID, positionId: String(position) }));
  if (isLoadFailure(result)) return data({ error: result.state === "failed" ? result.message : common.unreachableBody }, 400);
  const web = safeHttpUrl(result.data.url);
  if (mode === "json") return { productId, url: web ? web.toString() : null, target: result.data.url };
  if (web) return redirect(web.toString());
  return redirect(pageHref("/matter", page, { productId }));
}

export default function RecommendList() {
  const t = useTexts("info").recommend;
  const loaded = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const actionData = useActionData<typeof action>();
  useFollowProductTap(fetcher.data);

  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.pageTitle} />;
  const select = (product: RecommendedProduct, position: number) =>
    fetcher.submit({ productId: String(product.id), position: String(position), mode: "json" }, { method: "post" });
  return (
    <main className="page page--no-bar">
      <h1 className="page-title">{t.pageTitle}</h1>
      {loaded.products.length ? (
        <ProductList products={loaded.products} moduleId={MODULE_ID} onSelect={select} />
      ) : (
        <p className="card">{t.empty}</p>
      )}
      {actionData && "error" in actionData ? (
        <div className="toast-region">
          <ToastView message={actionData.error} kind="error" />
        </div>
      ) : null}
    </main>
  );
}
