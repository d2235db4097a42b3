import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageQueries } from "@contract/page-query";
import { channelTemplate, templateIn } from "@contract/promotion";
import { ErrorPage, Unreachable } from "~/components/error-page";
import { LanguageSwitch } from "~/components/language-switch";
import { createLendingClient } from "~/lib/lending-api.server";
import { attempt, isLoadFailure } from "~/lib/loader-helpers.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { readPage } from "~/lib/page-query.server";
import { requestLanguage } from "~/lib/texts/language.server";
import styles from "~/styles/promotion.css";
import { landingHref, templateIdOf } from "./promotion.links";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("common", "promotion");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title:
      data && "template" in data
        ? `${data.template.agreementTitle} · ${metaTexts(matches, "common").appName}`
        : metaTexts(matches, "promotion").pageTitle,
  },
];

/** The registration agreement of a landing template (the documented #/agreementTemplate). */
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
  const language = await requestLanguage(request);
  return {
    state: "ok" as const,
    template: templateIn(found.data.template, language, found.data.figures),
    // The agreement is shown in translation only when the template has its Filipino (decision 131).
    translated: language === "fil" && found.data.template.fil !== undefined,
    backHref: landingHref(page, templateId),
  };
}

export default function PromotionAgreement() {
  const t = useTexts("promotion");
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state === "unreachable") return <Unreachable />;
  if (loaded.state === "failed") return <ErrorPage title={t.pageTitle} body={loaded.message || t.noTemplate} />;
  const { template } = loaded;
  return (
    <main className="promo">
      <LanguageSwitch />
      <article className="card promo__agreement-text">
        <h1>{template.agreementTitle}</h1>
        {/* A translated legal text says the English one prevails (issue 17). */}
        {loaded.translated ? (
          <p className="legal__notice" role="note">
            {t.translationNotice}
          </p>
        ) : null}
        {template.agreementText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </article>
      <a className="button button--ghost button--block" href={loaded.backHref}>
        {t.agreementBack}
      </a>
    </main>
  );
}
