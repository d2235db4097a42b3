import { Link } from "@remix-run/react";
import { fill } from "~/components/legal-document";
import { withFigures } from "~/lib/marketing-fill";
import { useTexts } from "~/lib/messages/texts";

/** The public site's home section: the claims, the steps and the features (spec 000 §2 "Public site"). */

export function Home({
  company,
  figures,
  features: claims,
}: {
  company: Record<string, string>;
  figures: Record<string, string>;
  /** About us' "What we offer" list in the page's language, from the loader (docs/decisions/122). */
  features: readonly string[];
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
