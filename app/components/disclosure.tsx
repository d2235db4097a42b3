import type { LoanConfirmData } from "@contract";
import { formatPeso } from "@contract/format";
import { CeilingsDisclosureView } from "~/components/ceilings-disclosure";
import { useTexts } from "~/lib/messages/texts";
import type { CeilingsTexts } from "~/lib/texts/late-charges-texts.server";

// Its own module: the loan agreement (/well) shows it without the confirm page's code (JS budget).
/** The Truth in Lending figures, all as the lending rules computed them; the ceilings' sentences from the loader. */
export function Disclosure({ disclosure: d, ceilings }: { disclosure: LoanConfirmData["disclosure"]; ceilings: CeilingsTexts }) {
  const t = useTexts("loanConfirm");
  return (
    <>
      <dl className="rows disclosure__rows">
        <div className="rows__row">
          <dt>{t.principal}</dt>
          <dd>{formatPeso(d.principal)}</dd>
        </div>
        <div className="rows__row">
          <dt>{t.amountFinanced}</dt>
          <dd data-testid="amount-financed">{formatPeso(d.amountFinanced)}</dd>
        </div>
        <div className="rows__row">
          <dt>{t.financeCharge}</dt>
          <dd>{formatPeso(d.financeCharge)}</dd>
        </div>
        <div className="rows__row rows__row--sub">
          <dt>{t.interest}</dt>
          <dd>{formatPeso(d.interest)}</dd>
        </div>
        <div className="rows__row rows__row--sub">
          <dt>{t.serviceFee}</dt>
          <dd>{formatPeso(d.serviceFee)}</dd>
        </div>
        <div className="rows__row">
          <dt>{t.totalRepayable}</dt>
          <dd>{formatPeso(d.totalRepayable)}</dd>
        </div>
        <div className="rows__row">
          <dt>{t.eir}</dt>
          <dd>{t.eirValue(d.eirMonthlyPercent, d.eirAnnualPercent)}</dd>
        </div>
      </dl>
      <p className="disclosure__sum">
        {t.disclosureSum(formatPeso(d.amountFinanced), formatPeso(d.financeCharge), formatPeso(d.totalRepayable))}
      </p>
      <table className="schedule">
        <caption>{t.schedule}</caption>
        <thead>
          <tr>
            <th scope="col">{t.scheduleDue}</th>
            <th scope="col">{t.schedulePrincipal}</th>
            <th scope="col">{t.scheduleInterest}</th>
            <th scope="col">{t.scheduleTotal}</th>
          </tr>
        </thead>
        <tbody>
          {d.schedule.map((row) => (
            <tr key={row.seq}>
              <td>{row.dueDate}</td>
              <td>{formatPeso(row.principal)}</td>
              <td>{formatPeso(row.interest)}</td>
              <td>{formatPeso(row.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CeilingsDisclosureView texts={ceilings} />
    </>
  );
}
