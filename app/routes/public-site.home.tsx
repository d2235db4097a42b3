import { Link } from "@remix-run/react";
import { fill } from "~/components/legal-document";
import { useTexts } from "~/lib/messages/texts";
import type { AppStores } from "~/lib/texts/company.server";
import { withFigures } from "~/lib/texts/marketing-fill";

/** The public site's home section: the claims, the steps and the features (spec 000 §2 "Public site"). */

export function Home({
  company,
  figures,
  features: claims,
  stores,
}: {
  company: Record<string, string>;
  figures: Record<string, string>;
  /** About us' "What we offer" list in the page's language, from the loader (docs/decisions/122). */
  features: readonly string[];
  /** The app's store pages; none configured: the first step is the web sign-up (docs/decisions/271). */
  stores: AppStores;
}) {
  const t = useTexts("info").site;
  // Claims with figures are filled from the catalogue and the rules, or left out (decision 116).
  const claim = (text: string) => (withFigures(text, figures) ? fill(text, figures) : "");
  const features = claims.map(claim).filter(Boolean);
  return (
    <>
      <section className="hero">
        <h1>{t.heroTitle}</h1>
        {claim(t.heroBody) ? <p>{claim(t.heroBody)}</p> : null}
        <p>
          <Link className="button button--ghost hero__cta" to="/?section=contact">
            {t.nav.contact}
          </Link>
        </p>
      </section>
      <section aria-labelledby="steps-title" className="site-block">
        <h2 id="steps-title" className="section-title">
          {t.stepsTitle}
        </h2>
        <ol className="steps">
          <li>
            {stores.googlePlay || stores.appStore ? (
              <>
                {t.stepDownload}
                <span className="steps__stores">
                  {stores.googlePlay ? (
                    <a className="button button--small" href={stores.googlePlay} rel="noopener noreferrer">
                      Google Play
                    </a>
                  ) : null}
                  {stores.appStore ? (
                    <a className="button button--small" href={stores.appStore} rel="noopener noreferrer">
                      App Store
                    </a>
                  ) : null}
                </span>
              </>
            ) : (
              <Link to="/promotion?id=1">{t.stepSignUp}</Link>
            )}
          </li>
          {t.heroSteps
            .map(claim)
            .filter(Boolean)
            .map((step) => (
              <li key={step}>{step}</li>
            ))}
        </ol>
      </section>
      <section aria-labelledby="features-title" className="site-block">
        <h2 id="features-title" className="section-title">
          {fill(t.featuresTitle, company)}
        </h2>
        <ul className="features">
          {features.map((feature) => {
            const [title, ...rest] = feature.split(": ");
            return (
              <li key={feature}>
                <strong>{title}</strong>
                {capitalise(rest.join(": "))}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
