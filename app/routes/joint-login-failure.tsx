import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { jointLoginDefine, jointLoginFailure, jointLoginTrack } from "@contract/joint-login";
import { pageQueries } from "@contract/page-query";
import { type RecommendedProduct } from "@contract/products";
import { SessionExpired, Unreachable } from "~/components/error-page";
import { LoadRefused } from "~/components/load-refused";
import { ProductList } from "~/components/product-list";
import { ToastView } from "~/components/toast";
import { lendingFor } from "~/lib/lending-api.server";
import { attempt, isLoadFailure } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { productTapSchema } from "~/lib/product-tap/product-tap.server";
import { useFollowProductTap } from "~/lib/product-tap/use-product-tap";
import { pageHref, safeHttpUrl } from "~/lib/query";
import styles from "~/styles/bank-info.css";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("common", "info");

const MODULE_ID = "joint_login_failure";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "info").jointLogin.pageTitle }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, client } = lendingFor(request, pageQueries.productPage);
  const result = await attempt(() => client.call(jointLoginFailure, { productId: page.productId }));
  if (isLoadFailure(result)) return data(result, result.state === "failed" ? 400 : 200);
  return { state: "ok" as const, ...result.data };
}

export async function action({ request }: ActionFunctionArgs) {
  const { page, client } = lendingFor(request);
  // The answer shows as the page's toast: in the session's language.
  const common = serverTexts("common", page.language);
  const parsed = productTapSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: common.somethingWrongBody }, 400);
  const { productId, position, mode } = parsed.data;
  // The tap is tracked first; tracking never blocks the borrower.
  await client.call(jointLoginTrack, { productId, position }).catch(() => undefined);
  const result = await attempt(() => client.call(jointLoginDefine, { productId }));
  if (isLoadFailure(result)) {
    const error =
      result.state === "failed" ? result.message : result.state === "sessionExpired" ? common.sessionExpiredBody : common.unreachableBody;
    return data({ error }, 400);
  }
  const web = safeHttpUrl(result.data.url);
  if (mode === "json") return { productId, url: web ? web.toString() : null, target: result.data.url };
  if (web) return redirect(web.toString());
  // Without JavaScript there is no native app to hand the link to: our product page is nearest.
  return redirect(pageHref("/matter", page, { productId }));
}

export default function JointLoginFailure() {
  const t = useTexts("info").jointLogin;
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state === "sessionExpired") return <SessionExpired />;
  if (loaded.state === "unreachable") return <Unreachable />;
  // A refusal from the backend: its message as a toast over the page's frame (spec 001 §8).
  if (loaded.state === "failed") return <LoadRefused title={t.pageTitle} message={loaded.message} />;
  return <FailureView noticeMessage={loaded.noticeMessage} errMessage={loaded.errMessage} products={loaded.products} />;
}

function FailureView({
  noticeMessage,
  errMessage,
  products,
}: {
  noticeMessage: string;
  errMessage: string;
  products: RecommendedProduct[];
}) {
  const t = useTexts("info").jointLogin;
  const fetcher = useFetcher<typeof action>();
  const actionData = useActionData<typeof action>();

  useFollowProductTap(fetcher.data);

  const select = (product: RecommendedProduct, position: number) =>
    fetcher.submit({ intent: "product", productId: String(product.id), position: String(position), mode: "json" }, { method: "post" });

  return (
    <main className="page page--no-bar" aria-busy={fetcher.state !== "idle"}>
      <h1 className="page-title">{t.pageTitle}</h1>
      <section className="card failure-head">
        <svg className="failure-head__icon" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
          <circle cx="24" cy="24" r="21" fill="currentColor" opacity="0.12" />
          <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M16 16l16 16M32 16L16 32" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        </svg>
        <h2>{noticeMessage}</h2>
        <p>{errMessage}</p>
      </section>
      {products.length > 0 ? (
        <section aria-labelledby="recommended-title" className="recommended">
          <h2 id="recommended-title" className="section-title">
            {t.recommendedTitle}
          </h2>
          <ProductList products={products} moduleId={MODULE_ID} onSelect={select} />
        </section>
      ) : null}
      {actionData && "error" in actionData ? (
        <div className="toast-region">
          <ToastView message={actionData.error} kind="error" />
        </div>
      ) : null}
    </main>
  );
}
