import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ErrorPage, LoadFailed } from "~/components/error-page";
import { isLoadFailure } from "~/lib/load-failure";
import { metaTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/complaints.css";
import type { loader } from "./complaint-next.server";
import { NextView } from "./complaint-next.view";
import { useComplaintTexts, complaintsHandle } from "./complaint.shared";

/** The complaint form (/complainPageNext; spec 000 §7): the detail, photos, and the send. */
export { action, loader } from "./complaint-next.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const handle = complaintsHandle;
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "complaints").nextTitle }];

export default function ComplaintNext() {
  const t = useComplaintTexts();
  const loaded = useLoaderData<typeof loader>();
  const query = usePageQuery();
  if (loaded.state === "noType") {
    return (
      <ErrorPage
        title={t.nextTitle}
        body={t.missingType}
        action={
          <Link className="button" to={pageHref("/complaint", query, { orderId: query.orderId })}>
            {t.backToStart}
          </Link>
        }
      />
    );
  }
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.nextTitle} />;
  return <NextView loaded={loaded} />;
}
