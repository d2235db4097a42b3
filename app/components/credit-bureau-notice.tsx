import { useTexts } from "~/lib/messages/texts";
import { useLender } from "./lender-footer";

/**
 * The borrower is told in writing, in the loan flow, that their basic credit data goes to the Credit
 * Information Corporation, and where to see and dispute it (R.A. 9510 and its rules;
 * docs/decisions/171). On both confirm pages and in the loan agreement.
 */
export function CreditBureauNotice({ className, headingLevel = 2, title }: { className?: string; headingLevel?: 2 | 3; title?: string }) {
  const t = useTexts("loanConfirm");
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
