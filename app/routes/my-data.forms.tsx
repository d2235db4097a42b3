import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { MyData } from "@contract";
import { textsHandle, useTexts } from "~/lib/messages/texts";
import type { MyDataAnswer, MyDataIntent } from "./my-data.server";

/** My data's forms (docs/decisions/178): each answers under itself and works without JavaScript. */

export const myDataHandle = textsHandle("common", "myData");

export function useT() {
  return useTexts("myData");
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

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `my-data-${title.replace(/[^A-Za-z]/g, "").toLowerCase()}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
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

export function ProfileForm({ mine }: { mine: MyData }) {
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

export function MarketingSwitch({ mine }: { mine: MyData }) {
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
export function ReminderSwitch({ on }: { on: boolean }) {
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

export function CorrectionRequest() {
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

export function ErasureRequest({ mine }: { mine: MyData }) {
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
