import type { ReactNode } from "react";
import { formatPeso } from "@contract/format";
import { type MyData } from "@contract/my-data";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import { CorrectionRequest, ErasureRequest, MarketingSwitch, ProfileForm, ReminderSwitch, Section, useT } from "./my-data.forms";

export { myDataHandle } from "./my-data.forms";

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="my-data__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MyDataView({ mine, remindersOn }: { mine: MyData; remindersOn: boolean | null }) {
  const t = useT();
  const query = usePageQuery();
  const or = (value: string) => value || t.notGiven;
  return (
    <main className="page page--no-bar my-data">
      <h1 className="page-title">{t.pageTitle}</h1>
      <p className="bank-page__intro">{t.intro}</p>
      <Section title={t.downloadsTitle}>
        <a className="button button--ghost button--block" href={pageHref("/myData/json", query)} download>
          {t.downloadJson}
        </a>
        <a className="button button--ghost button--block" href={pageHref("/myData/pdf", query)} download>
          {t.downloadPdf}
        </a>
      </Section>
      <Section title={t.profileTitle}>
        <Facts
          rows={[
            [t.phone, mine.profile.phone],
            [t.name, or(mine.profile.name)],
            [t.email, or(mine.profile.email)],
            [t.address, or(mine.profile.address)],
            [t.since, mine.profile.since],
          ]}
        />
      </Section>
      <ProfileForm mine={mine} />
      <MarketingSwitch mine={mine} />
      {remindersOn === null ? null : <ReminderSwitch on={remindersOn} />}
      <Section title={t.accountsTitle}>
        {mine.accounts.length === 0 ? <p className="my-data__muted">{t.accountsNone}</p> : null}
        <ul className="my-data__list">
          {mine.accounts.map((a, i) => (
            <li key={i}>
              <strong>
                {a.institution} {a.account}
              </strong>
              <span className="my-data__muted">{[a.holderName, a.city, `${t.boundAt} ${a.boundAt}`].filter(Boolean).join(" · ")}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.ordersTitle}>
        {mine.orders.length === 0 ? <p className="my-data__muted">{t.ordersNone}</p> : null}
        <ul className="my-data__list">
          {mine.orders.map((o) => (
            <li key={o.orderNo}>
              <strong>
                {o.productName} · {formatPeso(o.principal)} · {o.statusText}
              </strong>
              <span className="my-data__muted">
                {t.orderNo} {o.orderNo} · {t.appliedAt} {o.appliedAt}
                {o.dueDate ? ` · ${t.dueDate} ${o.dueDate}` : ""}
                {o.settledAt ? ` · ${t.settledAt} ${o.settledAt}` : ""}
                {o.cancelledAt ? ` · ${t.cancelledAt} ${o.cancelledAt}` : ""}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.paymentsTitle}>
        {mine.payments.length === 0 ? <p className="my-data__muted">{t.paymentsNone}</p> : null}
        <ul className="my-data__list">
          {mine.payments.map((p) => (
            <li key={p.receiptNo}>
              <strong>
                {t.paymentKind[p.kind]} {formatPeso(p.amount)} · {p.channel}
              </strong>
              <span className="my-data__muted">
                {t.receiptNo} {p.receiptNo} · {t.orderNo} {p.orderNo} · {p.appliedAt}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.complaintsTitle}>
        {mine.complaints.length === 0 ? <p className="my-data__muted">{t.complaintsNone}</p> : null}
        <ul className="my-data__list">
          {mine.complaints.map((c) => (
            <li key={c.referenceNo}>
              <strong>
                {c.referenceNo} · {c.type} · {t.complaintStatus[c.status]}
              </strong>
              <span>{c.text || t.erased}</span>
              <span className="my-data__muted">
                {c.filedAt} · {t.photos(c.photos)}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.smsTitle}>
        <p className="my-data__muted">{mine.smsCopies.length === 0 ? t.smsNone : t.smsCodeMasked}</p>
        <ul className="my-data__list">
          {mine.smsCopies.map((m, i) => (
            <li key={i}>
              <span>{m.body}</span>
              <span className="my-data__muted">{m.sentAt}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.contactTitle}>
        {mine.contactMessages.length === 0 ? <p className="my-data__muted">{t.contactNone}</p> : null}
        <ul className="my-data__list">
          {mine.contactMessages.map((m) => (
            <li key={m.reference}>
              <strong>
                {m.reference} · {m.answeredAt ? t.contactAnswered(m.answeredAt) : t.contactWaiting}
              </strong>
              <span>{m.remark || t.erased}</span>
              <span className="my-data__muted">{[m.sentAt, m.name, m.email].filter(Boolean).join(" · ")}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.consentsTitle}>
        <ul className="my-data__list">
          <li>
            {mine.consents.marketingSms ? t.marketingOn : t.marketingOff}{" "}
            {mine.consents.marketingSetAt ? t.marketingSince(mine.consents.marketingSetAt) : ""}
          </li>
          {mine.consents.loanAgreements.map((a) => (
            <li key={a.orderNo}>{t.agreementAccepted(a.orderNo, a.agreedAt)}</li>
          ))}
        </ul>
      </Section>
      <Section title={t.pageViewsTitle}>
        <p>{mine.pageViews.total === 0 ? t.pageViewsNone : t.pageViewsTotal(mine.pageViews.total)}</p>
        {mine.pageViews.pages.length > 0 ? <Facts rows={mine.pageViews.pages.map((p) => [p.page, String(p.count)])} /> : null}
      </Section>
      <CorrectionRequest />
      <ErasureRequest mine={mine} />
      <Requests mine={mine} />
      <a className="more-link" href={pageHref("/bungalow", query)}>
        {t.backToService}
      </a>
    </main>
  );
}

function Requests({ mine }: { mine: MyData }) {
  const t = useT();
  if (mine.requests.length === 0) return null;
  return (
    <Section title={t.requestsTitle}>
      <ul className="my-data__list">
        {mine.requests.map((r) => (
          <li key={r.id}>
            <strong>
              {t.requestKind[r.kind]}: {t.requestStatus[r.status]}
            </strong>
            {r.detail ? <span>{r.detail}</span> : null}
            <span className="my-data__muted">
              {t.requestedAt} {r.createdAt}
              {r.decidedAt ? ` · ${t.decidedAt} ${r.decidedAt}` : ""}
              {r.doneAt ? ` · ${t.doneAt} ${r.doneAt}` : ""}
            </span>
            {r.note ? (
              <span>
                {t.agentNote}: {r.note}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
