import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { ErrorPage, Unreachable } from "~/components/error-page";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import styles from "~/styles/promotion.css";
import type { loader } from "./promotion.server";
import { SignUp } from "./promotion.view";

/** The promotion sign-up landing (/promotion; spec 001 §5). */
export { action, loader } from "./promotion.server";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("common", "promotion");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  {
    title:
      data && "template" in data
        ? `${data.template.headline} · ${metaTexts(matches, "common").appName}`
        : metaTexts(matches, "promotion").pageTitle,
  },
];

// Fetcher posts answer for themselves; reloading the page data would issue a new captcha.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export default function Promotion() {
  const t = useTexts("promotion");
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state === "unreachable") return <Unreachable />;
  if (loaded.state === "failed") return <ErrorPage title={t.pageTitle} body={loaded.message || t.noTemplate} />;
  return <SignUp loaded={loaded} />;
}
