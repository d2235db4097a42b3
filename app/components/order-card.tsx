import type { ReactNode } from "react";
import type { TextRow } from "@contract";

/** A product's order card: logo, name, optional status, label/value rows (hidden when none). */
export function OrderCard({
  logo,
  name,
  status,
  rows,
  aside,
}: {
  logo: string;
  name: string;
  status?: ReactNode;
  rows: TextRow[];
  aside?: ReactNode;
}) {
  return (
    <section className="card order-card" aria-label={name}>
      <div className="order-card__head">
        <img className="order-card__logo" src={logo} alt="" width={40} height={40} />
        <h2 className="order-card__name">{name}</h2>
        {status ? <span className="order-card__status">{status}</span> : null}
        {aside}
      </div>
      {rows.length > 0 ? (
        <dl className="rows">
          {rows.map((row) => (
            <div className="rows__row" key={row.text}>
              <dt>{row.text}</dt>
              {/* A one-word value (a date, an amount) never breaks at its hyphen when a longer label (Filipino) squeezes it. */}
              <dd className={/^\S+$/.test(row.value) ? "nowrap" : undefined}>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
