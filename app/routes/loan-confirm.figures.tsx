import type { LoanConfirmData } from "@contract";
import { formatPeso } from "@contract/format";
import { CreditBureauNotice, type CreditBureauTexts } from "~/components/credit-bureau-notice";
import { Disclosure } from "~/components/disclosure";
import { useTexts } from "~/lib/messages/texts";
import type { CeilingsTexts } from "~/lib/texts/late-charges-texts.server";

/** The loan confirm page's figures, as the server decided them for the borrower's choice: read only. */

/** The amount asked for, the product, the term and the rate, at the top of the page. */
export function ConfirmHero({ view }: { view: LoanConfirmData }) {
  const t = useTexts("loanConfirm");
  return (
    <section className="card confirm-hero" aria-label={t.loanAmount}>
      <p className="confirm-hero__label">{t.loanAmount}</p>
      <p className="confirm-hero__amount" data-testid="loan-amount">
        {formatPeso(view.amount)}
      </p>
      <div className="confirm-hero__product">
        <img src={view.productLogo} alt="" width={32} height={32} />
        <span>{view.productName}</span>
      </div>
      <dl className="confirm-hero__facts">
        <div>
          <dt>{t.term}</dt>
          <dd>{t.termDays(view.periods)}</dd>
        </div>
        <div>
          <dt>{t.interestRate}</dt>
          <dd>{view.rateDescription}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The loan's rows (fee, amount received, interest, total), as the backend words them. */
export function LoanDetails({ details }: { details: LoanConfirmData["details"] }) {
  const t = useTexts("loanConfirm");
  return (
    <section className="card" aria-labelledby="details-title">
      <h2 id="details-title" className="section-title">
        {t.detailsTitle}
      </h2>
      <dl className="rows">
        {details.map((row) => (
          <div className="rows__row" key={row.text}>
            <dt>{row.text}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The older page's repayment date block: the first due date and how many days away it is. */
export function FirstRepaymentDate({ view }: { view: LoanConfirmData }) {
  const t = useTexts("loanConfirm");
  return (
    <section className="card confirm-date" aria-label={t.firstRepayment}>
      <p className="confirm-date__label">{t.firstRepayment}</p>
      <p className="confirm-date__value">{view.firstPayTime}</p>
      <p className="confirm-date__hint">{t.firstRepaymentIn(view.firstPeriodDay)}</p>
    </section>
  );
}

/** Each repayment: what it is, its amount and its day. */
export function RepaymentPlan({ plans }: { plans: LoanConfirmData["repay_plans"] }) {
  const t = useTexts("loanConfirm");
  return (
    <section className="card" aria-labelledby="plan-title">
      <h2 id="plan-title" className="section-title">
        {t.planTitle}
      </h2>
      <ul className="plan">
        {plans.map((p) => (
          <li key={`${p.title}-${p.pay_time}`} className="plan__row">
            <div>
              <p className="plan__title">{p.title}</p>
              <p className="plan__description">{p.description}</p>
            </div>
            <div className="plan__figures">
              <p className="plan__amount">{formatPeso(p.amount)}</p>
              <p className="plan__time">{p.pay_time}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Disclosure Statement (Truth in Lending Act), the legal ceilings under it and the credit bureau notice. */
export function DisclosureStatement(props: {
  disclosure: LoanConfirmData["disclosure"];
  ceilings: CeilingsTexts;
  legalNotices: CreditBureauTexts;
}) {
  const t = useTexts("loanConfirm");
  return (
    <>
      <section className="card disclosure" id="disclosure" aria-labelledby="disclosure-title">
        <h2 id="disclosure-title" className="section-title">
          {t.disclosureTitle}
        </h2>
        <p className="disclosure__lead">{t.disclosureLead}</p>
        <Disclosure disclosure={props.disclosure} ceilings={props.ceilings} />
        <p className="disclosure__note">{t.estimatedDates}</p>
      </section>
      <CreditBureauNotice texts={props.legalNotices} className="card credit-bureau" />
    </>
  );
}
