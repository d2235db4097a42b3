import { Form, useActionData, useNavigation } from "@remix-run/react";
import { formatPeso } from "@contract/format";
import { LoadingToast, ActionFailure } from "~/components/toast";
import { useTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import type { action, RepayWaysLoaded } from "./repay-your-way.server";

/** A date never broken at its hyphens on a narrow phone. */
const unbroken = (date: string) => date.replace(/-/g, "\u2011");

/** The three ways as one form: the button pressed names the way; the channel and amount go with it. */
export function RepayWaysView({ loaded }: { loaded: RepayWaysLoaded }) {
  const t = useTexts("repayment");
  const w = t.ways;
  const query = usePageQuery();
  const { ways } = loaded;
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const busy = navigation.state !== "idle";
  const amountError = actionData?.fieldErrors.amount;
  const channelError = actionData?.fieldErrors.channelNumber;
  const { payoff, part, coolingOff } = ways;
  const row = (label: string, value: string) => (
    <div className="rows__row" key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <>
      <main className="page" aria-busy={busy}>
        <h1 className="page-title">{w.title}</h1>
        <p className="ways__order">
          {ways.productName} · <span className="nowrap">{ways.orderNo}</span>
        </p>
        <ActionFailure message={actionData?.error} />
        {ways.overdue ? (
          <p className="notice" role="status">
            {w.lateChargesRunning}
          </p>
        ) : null}

        <Form method="post" id="ways-form" noValidate>
          {/* Enter in the amount field pays that amount: the first submit button is the form's default. */}
          <button type="submit" name="way" value="part" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
          <fieldset className="card ways__channels" aria-describedby={channelError ? "channel-error" : undefined}>
            <legend className="section-title">{w.payThrough}</legend>
            {ways.channels.map((c, index) => (
              <label className="channel" key={c.channel_number}>
                <img src={c.logo} alt="" width={64} height={32} />
                <span className="channel__name">{c.name}</span>
                <input type="radio" name="channelNumber" value={c.channel_number} defaultChecked={index === 0} />
              </label>
            ))}
            {channelError ? (
              <p id="channel-error" className="field-error" role="alert">
                {channelError}
              </p>
            ) : null}
          </fieldset>

          {coolingOff ? (
            <section className="card ways__way" id="cancel" aria-labelledby="cancel-title">
              <h2 id="cancel-title" className="section-title">
                {w.cancelTitle}
              </h2>
              <p>{w.cancelIntro(unbroken(coolingOff.lastDay))}</p>
              <dl className="rows">{row(w.cancelAmount, formatPeso(coolingOff.amount))}</dl>
              <p className="ways__note">{w.cancelNoFees}</p>
              <button type="submit" name="way" value="cancel" className="button button--ghost button--block" disabled={busy}>
                {w.cancelButton(formatPeso(coolingOff.amount))}
              </button>
            </section>
          ) : null}

          <section className="card ways__way" id="payoff" aria-labelledby="payoff-title">
            <h2 id="payoff-title" className="section-title">
              {w.payoffTitle}
            </h2>
            {payoff.allowed ? (
              <>
                <p>{w.payoffIntro}</p>
                <p className="repay-head__amount">{formatPeso(payoff.amount)}</p>
                <dl className="rows">
                  {row(w.principal, formatPeso(payoff.principal))}
                  {row(w.interest, formatPeso(payoff.interest))}
                  {payoff.charges > 0 ? row(w.charges, formatPeso(payoff.charges)) : null}
                  {payoff.rebate > 0 ? row(w.rebate, formatPeso(payoff.rebate)) : null}
                </dl>
                {/* No "₱0.00" rebate line (issue 40); that paying early gives none is said only to a
                    loan that could be paying early, not to an overdue one. */}
                {payoff.rebate === 0 && !ways.overdue ? <p className="ways__note">{w.noRebate}</p> : null}
                <button type="submit" name="way" value="payoff" className="button button--block" disabled={busy}>
                  {w.payoffButton(formatPeso(payoff.amount))}
                </button>
              </>
            ) : (
              <p className="notice">{payoff.reason}</p>
            )}
          </section>

          <section className="card ways__way" id="part" aria-labelledby="part-title">
            <h2 id="part-title" className="section-title">
              {w.partTitle}
            </h2>
            {part.allowed ? (
              <>
                <p>{w.partRange(formatPeso(part.min), formatPeso(part.max))}</p>
                <label className="field__label" htmlFor="part-amount">
                  {w.amountLabel}
                </label>
                <input
                  id="part-amount"
                  className="input"
                  name="amount"
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={actionData?.way === "part" ? actionData.amount : ""}
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={amountError ? "amount-error" : "amount-note"}
                />
                {amountError ? (
                  <p id="amount-error" className="field-error" role="alert">
                    {amountError}
                  </p>
                ) : null}
                <p id="amount-note" className="ways__note">
                  {w.lateChargesRun}
                </p>
                <button type="submit" name="way" value="part" className="button button--block" disabled={busy}>
                  {w.partButton}
                </button>
              </>
            ) : (
              <p className="notice">{part.reason}</p>
            )}
          </section>
        </Form>
        {/* A way on besides the app's back button (issue 40 W10). */}
        <a className="more-link" href={pageHref("/poles", query, { orderId: query.orderId, productId: query.productId })}>
          {t.backToOrderDetails}
        </a>
      </main>
      <LoadingToast on={busy && navigation.formMethod === "POST"} />
    </>
  );
}
