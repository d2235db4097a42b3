import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { ErrorPage } from "./components/error-page";
import { LenderFooter } from "./components/lender-footer";
import { PageLinks } from "./components/page-links";
import { ToastProvider } from "./components/toast";
import { useNonce } from "./lib/document/nonce";
import { PreloadAfterFirstPaint } from "./lib/document/script-preloads";
import { htmlLang } from "./lib/messages/resolve-language";
import { metaTexts, TextsGate, useLanguage, useTexts } from "./lib/messages/texts";
import { lenderIdentity } from "./lib/texts/company.server";
import { requestLanguage } from "./lib/texts/language.server";
import styles from "./styles/app.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "common").appName }];

/** The page's language (docs/decisions/130): session `language`, else the switch's cookie, else Accept-Language. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { language: await requestLanguage(request), lender: lenderIdentity() };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang={htmlLang(useLanguage())}>
      <head>
        <meta charSet="utf-8" />
        {/* Zoom stays enabled: people with low vision must be able to enlarge amounts. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#2f6fdf" />
        <TextsGate />
        <Meta />
        <PageLinks />
      </head>
      <body>
        <ToastProvider>{children}</ToastProvider>
        <LenderFooter />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <PreloadAfterFirstPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has taken over, so tests know when enhanced handlers are live.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const common = useTexts("common");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title={common.notFoundTitle} body={common.notFoundBody} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage title={common.somethingWrongTitle} body={common.somethingWrongBody} />;
}
