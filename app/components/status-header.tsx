import { Fragment } from "react";
import { statusTone, type StatusTone } from "~/lib/order-status";

const ICONS: Record<StatusTone, JSX.Element> = {
  blue: <path d="M12 7v5l3 2M12 3a9 9 0 100 18 9 9 0 000-18z" />,
  green: <path d="M7.5 12.5l3 3 6-6.5M12 3a9 9 0 100 18 9 9 0 000-18z" />,
  red: <path d="M9 9l6 6M15 9l-6 6M12 3a9 9 0 100 18 9 9 0 000-18z" />,
  orange: <path d="M12 7.5v5.5M12 16.5v.5M12 3a9 9 0 100 18 9 9 0 000-18z" />,
};

/**
 * A line may break between words, never inside one: a date ("2026-11-24") or a Filipino word with
 * a hyphen ("na-approve") stays whole on a narrow phone.
 */
function wholeWords(text: string) {
  return text.split(" ").map((word, i) => (
    <Fragment key={i}>
      {i ? " " : ""}
      <span className="nowrap">{word}</span>
    </Fragment>
  ));
}

/** The order's status: icon and colour by status code, with the title saying it in words. */
export function StatusHeader({ status, title, description }: { status: number; title: string; description: string }) {
  const tone = statusTone(status);
  return (
    <header className={`status-header status-header--${tone}`} data-status={status} data-tone={tone}>
      <svg className="status-header__icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          {ICONS[tone]}
        </g>
      </svg>
      <div>
        <h1 className="status-header__title">{wholeWords(title)}</h1>
        <p className="status-header__description">{wholeWords(description)}</p>
      </div>
    </header>
  );
}
