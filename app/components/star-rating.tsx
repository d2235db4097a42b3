import { useState } from "react";

/**
 * Five stars as a radio group, so the choice is sent with a plain form when JavaScript is off.
 * Tapping star n fills stars 1 to n (by state with JavaScript, by CSS :has() without).
 */
export function StarRating({
  name = "score",
  legend,
  starLabel,
  value,
  onChange,
  errorId,
}: {
  name?: string;
  legend: string;
  starLabel: (n: number) => string;
  value?: number;
  onChange?: (value: number) => void;
  errorId?: string;
}) {
  const [local, setLocal] = useState(0);
  const chosen = value ?? local;
  return (
    <fieldset className="star-rating" aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
      <legend className="visually-hidden">{legend}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={`star ${n <= chosen ? "star--on" : ""}`}>
          <input
            type="radio"
            name={name}
            value={n}
            className="visually-hidden"
            checked={chosen === n ? true : chosen ? false : undefined}
            onChange={() => {
              setLocal(n);
              onChange?.(n);
            }}
          />
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
            <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
          </svg>
          <span className="visually-hidden">{starLabel(n)}</span>
        </label>
      ))}
    </fieldset>
  );
}
