import type { LegalDocument as Doc } from "~/lib/messages/legal";

/** Replaces {name} placeholders; unknown names stay visible so a missing value is noticed. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * A legal or information text: a title, an introduction and numbered sections with paragraphs and
 * lists. `headingLevel` lets the public site nest it under its own page heading.
 */
export function LegalDocument({ doc, values, headingLevel = 1 }: { doc: Doc; values: Record<string, string>; headingLevel?: 1 | 2 }) {
  const Title = headingLevel === 1 ? "h1" : "h2";
  const Section = headingLevel === 1 ? "h2" : "h3";
  return (
    <article className="legal">
      <Title>{doc.title}</Title>
      {doc.notice ? (
        <p className="legal__notice" role="note">
          {doc.notice}
        </p>
      ) : null}
      {doc.intro.map((p) => (
        <p key={p}>{fill(p, values)}</p>
      ))}
      {doc.sections.map((section) => (
        <section key={section.heading} className="legal__section">
          <Section>{section.heading}</Section>
          {section.paragraphs?.map((p) => (
            <p key={p}>{fill(p, values)}</p>
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{fill(item, values)}</li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((p) => (
            <p key={p}>{fill(p, values)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
