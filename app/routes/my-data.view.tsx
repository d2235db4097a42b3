import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatPeso, type MyData } from "~/lib/contract";
import { routeTexts } from "~/lib/messages/route-texts";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import type { MyDataAnswer, MyDataIntent } from "./my-data.server";

export const myDataTexts = routeTexts("common", "myData");

function useT() {
  return myDataTexts.useTexts().myData;
}

/** The action's answer under the form that sent it (role status or alert), else nothing. */
function Answer({ intent, id }: { intent: MyDataIntent; id?: string }) {
  const answer = useActionData<MyDataAnswer>();
  if (!answer || answer.intent !== intent) return null;
  return (
    <p id={id} className={`my-data__answer${answer.ok ? "" : " my-data__answer--error"}`} role={answer.ok ? "status" : "alert"}>
      {answer.message}
    </p>
  );
}

function failedFor(intent: MyDataIntent): boolean {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- called at the top of components only
  const answer = useActionData<MyDataAnswer>();
  return Boolean(answer && !answer.ok && answer.intent === intent);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `my-data-${title.replace(/[^A-Za-z]/g, "").toLowerCase()}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

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
                {o.productName} · {formatPeso(o.principal)} ·{" "}
                {t.orderStatus[String(o.status) as keyof typeof t.orderStatus] ?? t.orderStatus["21"]}
              </strong>
              <span className="my-data__muted">
                {t.orderNo} {o.orderNo} · {t.appliedAt} {o.appliedAt}
                {o.dueDate ? ` · ${t.dueDate} ${o.dueDate}` : ""}
                {o.settledAt ? ` · ${t.settledAt} ${o.settledAt}` : ""}
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

function SubmitButton({ children, intent, ghost }: { children: ReactNode; intent: MyDataIntent; ghost?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} className={`button button--block${ghost ? " button--ghost" : ""}`} disabled={busy}>
      {children}
    </button>
  );
}

function ProfileForm({ mine }: { mine: MyData }) {
  const t = useT();
  const invalid = failedFor("profile");
  return (
    <Section title={t.correctTitle}>
      <p className="my-data__note">{t.correctIntro}</p>
      <Form method="post" className="form" replace preventScrollReset>
        <label className="field">
          <span className="field__label">{t.email}</span>
          <input
            className="input"
            type="email"
            name="email"
            maxLength={120}
            defaultValue={mine.profile.email}
            autoComplete="email"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "my-data-profile-answer" : undefined}
          />
        </label>
        <label className="field">
          <span className="field__label">{t.address}</span>
          <textarea
            className="input"
            name="address"
            maxLength={300}
            defaultValue={mine.profile.address}
            autoComplete="street-address"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "my-data-profile-answer" : undefined}
          />
        </label>
        <Answer intent="profile" id="my-data-profile-answer" />
        <SubmitButton intent="profile">{t.save}</SubmitButton>
      </Form>
    </Section>
  );
}

function MarketingSwitch({ mine }: { mine: MyData }) {
  const t = useT();
  const on = mine.consents.marketingSms;
  return (
    <Section title={t.marketingTitle}>
      <p className="my-data__note">{t.marketingIntro}</p>
      <p>
        <strong>{on ? t.marketingOn : t.marketingOff}</strong>
      </p>
      <Form method="post" replace preventScrollReset>
        <input type="hidden" name="marketingSms" value={on ? "0" : "1"} />
        <SubmitButton intent="marketing" ghost>
          {on ? t.turnOff : t.turnOn}
        </SubmitButton>
      </Form>
      <Answer intent="marketing" />
    </Section>
  );
}

/** Payment reminders by SMS (docs/decisions/182): the same switch as on customer service. */
function ReminderSwitch({ on }: { on: boolean }) {
  const r = useT().reminders;
  return (
    <Section title={r.title}>
      <p className="my-data__note">{r.explain}</p>
      <p className="my-data__note">{r.lawful}</p>
      <p>
        <strong>{on ? r.stateOn : r.stateOff}</strong>
      </p>
      <Form method="post" replace preventScrollReset>
        <input type="hidden" name="remindersOn" value={on ? "0" : "1"} />
        <SubmitButton intent="reminders" ghost>
          {on ? r.turnOff : r.turnOn}
        </SubmitButton>
      </Form>
      <Answer intent="reminders" />
    </Section>
  );
}

function CorrectionRequest() {
  const t = useT();
  const invalid = failedFor("correction");
  return (
    <Section title={t.requestTitle}>
      <Form method="post" className="form" replace preventScrollReset>
        <label className="field">
          <span className="field__label">{t.requestLabel}</span>
          <textarea
            className="input"
            name="detail"
            maxLength={1000}
            required
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "my-data-correction-answer" : undefined}
          />
        </label>
        <Answer intent="correction" id="my-data-correction-answer" />
        <SubmitButton intent="correction" ghost>
          {t.requestSend}
        </SubmitButton>
      </Form>
    </Section>
  );
}

function ErasureRequest({ mine }: { mine: MyData }) {
  const t = useT();
  const invalid = failedFor("erasure");
  return (
    <Section title={t.erasureTitle}>
      <p className="my-data__note">{t.retentionIntro}</p>
      <ul className="my-data__rules">
        <li>{t.retentionLoans(mine.retention.loanRecordYears)}</li>
        <li>{t.retentionTicket}</li>
        <li>{t.retentionErased}</li>
        <li>{t.retentionPhotos}</li>
        <li>{t.retentionMarketing}</li>
      </ul>
      <Answer intent="erasure" id="my-data-erasure-answer" />
      {mine.erasure.pending ? (
        <p className="my-data__note">{t.erasurePending}</p>
      ) : mine.erasure.openLoan ? (
        <p className="my-data__note">{t.erasureOpenLoan}</p>
      ) : (
        <Form method="post" className="form" replace preventScrollReset>
          <label className="my-data__check">
            <input
              type="checkbox"
              name="understood"
              value="1"
              required
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? "my-data-erasure-answer" : undefined}
            />
            <span>{t.erasureConfirm}</span>
          </label>
          <SubmitButton intent="erasure" ghost>
            {t.erasureAsk}
          </SubmitButton>
        </Form>
      )}
    </Section>
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
