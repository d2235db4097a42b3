import { Form } from "@remix-run/react";
import type { TicketStatus } from "@contract/complaints";
import { deadlineOf } from "@contract/format";
import { useLender } from "~/components/lender-footer";
import { pageHref, type PageQuery } from "~/lib/query";
import { DueWhen, useComplaintTexts } from "./complaint.shared";

/**
 * The complaint as a ticket (R.A. 11765 and the SEC's rules under it; docs/decisions/172): its
 * reference number, when our answer is due, what happened so far, its record as a PDF, and, when
 * the due date passed without an answer or the borrower did not accept it, the route to the SEC.
 */
export interface Ticket {
  problemId: number;
  referenceNo: string;
  status: TicketStatus;
  time: string;
  dueAt: string;
  acknowledgedAt: string;
  repliedAt: string;
  unsatisfiedAt: string;
  canEscalate: boolean;
  canMarkUnsatisfied: boolean;
}

export function TicketSummary({ ticket }: { ticket: Ticket }) {
  const t = useComplaintTexts();
  return (
    <section className="card ticket" aria-labelledby="ticket-reference">
      <dl className="ticket__facts">
        <div>
          <dt id="ticket-reference">{t.referenceNo}</dt>
          <dd className="ticket__reference">{ticket.referenceNo}</dd>
        </div>
        <div>
          <dt>{t.statusLabel}</dt>
          <dd className={`ticket__status ticket__status--${ticket.status}`}>{t.status[ticket.status]}</dd>
        </div>
        <div>
          <dt>{t.answerDue}</dt>
          <dd>
            <DueWhen at={ticket.dueAt} /> ({t.manilaTime})
          </dd>
        </div>
      </dl>
      <p className="field__hint">{t.referenceNote}</p>
    </section>
  );
}

export function TicketTimeline({ ticket }: { ticket: Ticket }) {
  const t = useComplaintTexts();
  const steps: Array<{ label: string; at: string; done: boolean }> = [
    { label: t.stepFiled, at: ticket.time, done: true },
    { label: t.stepAcknowledged, at: ticket.acknowledgedAt, done: ticket.acknowledgedAt !== "" },
    { label: t.stepDue, at: t.dueWhen(deadlineOf(ticket.dueAt)), done: ticket.repliedAt !== "" || ticket.status === "overdue" },
    { label: t.stepAnswered, at: ticket.repliedAt, done: ticket.repliedAt !== "" },
  ];
  if (ticket.unsatisfiedAt) steps.push({ label: t.stepUnsatisfied, at: ticket.unsatisfiedAt, done: true });
  return (
    <section className="card" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="section-title">
        {t.timelineTitle}
      </h2>
      <ol className="timeline">
        {steps.map((step) => (
          <li key={step.label} className={`timeline__step${step.done ? " timeline__step--done" : ""}`}>
            <span className="timeline__label">{step.label}</span>
            <time className="timeline__time">{step.at || t.stepPending}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The record as a PDF: a link, so it works without JavaScript (complaint-record-pdf.ts). */
export function TicketRecordLink({ ticket, query }: { ticket: Ticket; query: PageQuery }) {
  const t = useComplaintTexts();
  return (
    <a
      className="button button--ghost button--block no-print"
      href={pageHref("/complainDetails/pdf", query, { problemId: ticket.problemId })}
      download
    >
      {t.downloadRecord}
    </a>
  );
}

/** A form of its own (intent=unsatisfied), posted to the details page's action: works without JavaScript. */
export function MarkUnsatisfied({ busy }: { busy: boolean }) {
  const t = useComplaintTexts();
  return (
    <section className="card no-print" aria-labelledby="unsatisfied-title">
      <h2 id="unsatisfied-title" className="section-title">
        {t.unsatisfiedTitle}
      </h2>
      <p>{t.unsatisfiedBody}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="unsatisfied" />
        <button type="submit" className="button button--ghost button--block" disabled={busy}>
          {t.markUnsatisfied}
        </button>
      </Form>
    </section>
  );
}

/** The SEC's complaint channels, from configuration (root loader, lib/texts/company.server.ts). */
export function EscalateToSec({ ticket }: { ticket: Ticket }) {
  const t = useComplaintTexts();
  const sec = useLender()?.sec;
  return (
    <section className="card escalate" aria-labelledby="escalate-title">
      <h2 id="escalate-title" className="section-title">
        {t.escalateTitle}
      </h2>
      <p>{ticket.status === "unsatisfied" ? t.escalateUnsatisfied : t.escalateOverdue}</p>
      <p>{t.escalateQuote(ticket.referenceNo)}</p>
      {sec ? (
        <ul className="escalate__channels">
          <li>
            <a href={sec.url} target="_blank" rel="noreferrer">
              {t.secPortal}
            </a>
          </li>
          <li>
            <a href={sec.website} target="_blank" rel="noreferrer">
              {t.secWebsite}
            </a>
          </li>
          {sec.email ? (
            <li>
              <a href={`mailto:${sec.email}`}>{t.secEmail(sec.email)}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
