import type { Ref } from "react";
import type { LoanConfirmData } from "@contract";
import { formatPeso } from "@contract/format";
import { useTexts } from "~/lib/messages/texts";

export type ChoiceErrors = Partial<Record<"loanAmount" | "term" | "instalments", string>>;

/**
 * The borrower's choice: amount, term and number of payments, within the product's range. The
 * fields belong to the Next form (form="confirm-next"), so Next always sends what was typed;
 * without JavaScript "Update figures" posts them too and the page comes back with their figures.
 */
export function ChoiceFields(props: {
  choices: LoanConfirmData["choices"];
  instalments: number;
  fieldErrors: ChoiceErrors;
  amountPesos: string;
  onAmountPesos: (value: string) => void;
  term: string;
  onTerm: (value: string) => void;
  /** Any change: with JavaScript the figures follow the typing. */
  onChange: () => void;
  /** The new figures are on their way. */
  updating: boolean;
  fieldsRef: Ref<HTMLDivElement>;
}) {
  const t = useTexts("loanConfirm");
  const { choices: c, fieldErrors } = props;
  return (
    <section className="card" aria-labelledby="choose-title">
      <h2 id="choose-title" className="section-title">
        {t.chooseTitle}
      </h2>
      <div ref={props.fieldsRef} className="choose" onChange={props.onChange}>
        <div className="choose__field">
          <label htmlFor="loanAmount">{t.amountLabel}</label>
          <input
            id="loanAmount"
            name="loanAmount"
            form="confirm-next"
            type="number"
            inputMode="numeric"
            min={c.minAmount / 100}
            max={c.maxAmount / 100}
            step={c.amountStep / 100}
            value={props.amountPesos}
            onChange={(e) => props.onAmountPesos(e.currentTarget.value)}
            aria-invalid={fieldErrors.loanAmount ? true : undefined}
            aria-describedby={fieldErrors.loanAmount ? "loanAmount-error loanAmount-range" : "loanAmount-range"}
          />
          <p id="loanAmount-range" className="choose__hint">
            {t.range(formatPeso(c.minAmount), formatPeso(c.maxAmount))}
          </p>
          <FieldError id="loanAmount-error" error={fieldErrors.loanAmount} />
        </div>
        <div className="choose__field">
          <label htmlFor="term">{t.termLabel}</label>
          <input
            id="term"
            name="term"
            form="confirm-next"
            type="number"
            inputMode="numeric"
            min={c.minTerm}
            max={c.maxTerm}
            step={1}
            value={props.term}
            onChange={(e) => props.onTerm(e.currentTarget.value)}
            aria-invalid={fieldErrors.term ? true : undefined}
            aria-describedby={fieldErrors.term ? "term-error term-range" : "term-range"}
          />
          <p id="term-range" className="choose__hint">
            {t.range(t.termDays(c.minTerm), t.termDays(c.maxTerm))}
          </p>
          <FieldError id="term-error" error={fieldErrors.term} />
        </div>
        {c.instalmentsAllowed.length > 1 ? (
          <fieldset className="choose__field choose__payments" aria-describedby={fieldErrors.instalments ? "instalments-error" : undefined}>
            <legend>{t.instalmentsLabel}</legend>
            {c.instalmentsAllowed.map((n) => (
              <label key={n} className="choose__option">
                {/* aria-invalid stays on each choice, where screen readers announce it. */}
                {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
                <input
                  type="radio"
                  form="confirm-next"
                  name="instalments"
                  value={n}
                  defaultChecked={n === props.instalments}
                  aria-invalid={fieldErrors.instalments ? true : undefined}
                />
                {t.instalmentsOption(n)}
              </label>
            ))}
            <FieldError id="instalments-error" error={fieldErrors.instalments} />
          </fieldset>
        ) : (
          <input type="hidden" form="confirm-next" name="instalments" value={props.instalments} />
        )}
        <button
          type="submit"
          form="confirm-next"
          name="intent"
          value="update"
          formNoValidate
          className="button button--ghost button--small"
        >
          {t.update}
        </button>
        <p className="choose__status" role="status">
          {props.updating ? t.updating : null}
        </p>
      </div>
    </section>
  );
}

/** A field's refusal, announced, and named by the field's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}
