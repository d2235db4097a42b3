import type { CeilingsTexts } from "~/lib/texts/late-charges-texts.server";

/**
 * The ceilings that apply to a loan and the late-charge rule in plain words, inside the Truth in
 * Lending disclosure (both confirm pages and the agreement). Every figure comes from the backend;
 * the sentences come with the page's data, in the page's language (`late-charges-texts.server.ts`).
 */
export function CeilingsDisclosureView({ texts: t }: { texts: CeilingsTexts }) {
  return (
    <section className="ceilings" aria-labelledby="ceilings-title">
      <h3 id="ceilings-title" className="section-title">
        {t.title}
      </h3>
      <p>{t.lead}</p>
      <ul>
        {t.ceilings.map((ceiling) => (
          <li key={ceiling}>{ceiling}</li>
        ))}
      </ul>
      <h3 className="section-title">{t.lateRuleTitle}</h3>
      <p>{t.lateRule}</p>
      <p>{t.lateRuleCeiling}</p>
      <p>{t.lateRuleExample}</p>
    </section>
  );
}
