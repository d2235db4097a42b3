import { useEffect, useState } from "react";
import { formatPeso } from "@contract/format";
import { type AllocationLine } from "@contract/receipts";
import { useTexts } from "~/lib/messages/texts";

/** How the lending rules applied a payment, line by line, as stored when it was applied. */
export function AllocationList({ lines }: { lines: AllocationLine[] }) {
  const t = useTexts("receipts");
  return (
    <section className="allocation" aria-label={t.allocationTitle}>
      <h2 className="allocation__title">{t.allocationTitle}</h2>
      <dl className="facts">
        {lines.map((line) => (
          <div key={line.key}>
            <dt>{t.allocation[line.key]}</dt>
            <dd>{formatPeso(line.amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Print, once the page runs scripts (without them the browser's own print is there). */
export function PrintButton({ label }: { label: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <button type="button" className="button button--ghost button--block" onClick={() => window.print()}>
      {label}
    </button>
  );
}
