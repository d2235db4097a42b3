// No imports: pages draw with it in the browser too (JS budget).
/**
 * False when a sentence names a figure the page could not read ("" from marketingValuesFor): the
 * page leaves the sentence out rather than show it with a hole (docs/decisions/116).
 */
export function withFigures(text: string, values: Record<string, string>): boolean {
  return [...text.matchAll(/\{(\w+)\}/g)].every(([, name]) => values[name] !== "");
}

interface Sections {
  intro: readonly string[];
  sections: readonly { paragraphs?: readonly string[]; items?: readonly string[] }[];
}

/** A document without the sentences whose figures could not be read (see withFigures). */
export function docWithFigures<D extends Sections>(doc: D, values: Record<string, string>): D {
  const keep = (texts: readonly string[] | undefined) => texts?.filter((text) => withFigures(text, values));
  return {
    ...doc,
    intro: keep(doc.intro) ?? [],
    sections: doc.sections.map((section) => ({ ...section, paragraphs: keep(section.paragraphs), items: keep(section.items) })),
  };
}
