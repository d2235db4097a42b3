import { useLender } from "./lender-footer";

/**
 * The borrower is told in writing, in the loan flow, that their basic credit data goes to the Credit
 * Information Corporation, and where to see and dispute it (R.A. 9510 and its rules;
 * docs/decisions/171). On both confirm pages and in the loan agreement.
 */
export type CreditBureauTexts = Record<"creditBureauTitle" | "creditBureauBody" | "creditBureauRights" | "creditBureauLink", string>;

/** The texts come from the page (the loan agreement's area, or the confirm pages' loader), in its language. */
export function CreditBureauNotice({
  texts: t,
  className,
  headingLevel = 2,
  title,
}: {
  texts: CreditBureauTexts;
  className?: string;
  headingLevel?: 2 | 3;
  title?: string;
}) {
  const lender = useLender();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={className} aria-labelledby="credit-bureau-title">
      <Heading id="credit-bureau-title" className={className ? "section-title" : undefined}>
        {title ?? t.creditBureauTitle}
      </Heading>
      <p>{t.creditBureauBody}</p>
      <p>
        {t.creditBureauRights}{" "}
        {lender ? (
          <a href={lender.cicUrl} target="_blank" rel="noreferrer">
            {t.creditBureauLink}
          </a>
        ) : null}
      </p>
    </section>
  );
}
