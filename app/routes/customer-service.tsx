import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { contactKfInfo } from "@contract/info";
import { REMINDER_CHOICE_INVALID, reminderPreference, saveReminderPreference } from "@contract/reminders";
import { EmailAddress } from "~/components/email-address";
import { LoadFailed } from "~/components/error-page";
import { WholeHyphenatedWords } from "~/components/whole-hyphenated-words";
import { createLendingClient } from "~/lib/lending-api.server";
import { isLoadFailure } from "~/lib/load-failure";
import { attempt, failureMessage } from "~/lib/loader-helpers.server";
import { contractText } from "~/lib/messages/catalogue.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { readPage } from "~/lib/page-query.server";
import { pageHref } from "~/lib/query";
import { useBridge, usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/bank-info.css";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("info");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "info").customerService.pageTitle }];

/** The documented body field: overall=30 (spec 000 §9). */
const OVERALL = 30;

export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = readPage(request);
  const client = createLendingClient({ query: page, request });
  const [result, reminders] = await Promise.all([
    attempt(() => client.call(contactKfInfo, { overall: OVERALL })),
    attempt(() => client.call(reminderPreference, {})),
  ]);
  if (isLoadFailure(result)) return data(result, result.state === "failed" ? 400 : 200);
  // The switch is shown only when its state is known: a failure here must not hide the contacts.
  return { state: "ok" as const, ...result.data, remindersOn: isLoadFailure(reminders) ? null : reminders.data.remindersOn };
}

/** The reminders switch (a plain form: works without JavaScript; docs/decisions/182). */
export async function action({ request }: ActionFunctionArgs) {
  const { page } = readPage(request);
  const form = await request.formData();
  const choice = form.get("remindersOn");
  // The contract's own words when the form was tampered with, in the page's language.
  if (choice !== "0" && choice !== "1") return data({ saved: null, error: contractText(REMINDER_CHOICE_INVALID, page.language) }, 400);
  const client = createLendingClient({ query: page, request });
  const result = await attempt(() => client.call(saveReminderPreference, { remindersOn: choice }));
  if (isLoadFailure(result)) return data({ saved: null, error: failureMessage(result, page.language) }, 400);
  return { saved: result.data.remindersOn, error: null };
}

export default function CustomerService() {
  const t = useTexts("info").customerService;
  const loaded = useLoaderData<typeof loader>();
  const bridge = useBridge();
  const query = usePageQuery();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.pageTitle} />;
  const phone = loaded.smWa;
  const dialable = phone.replace(/[^\d+]/g, "");
  return (
    <main className="page page--no-bar">
      <h1 className="page-title">{t.pageTitle}</h1>
      <p className="bank-page__intro">{t.intro}</p>
      <section className="card" aria-label={t.pageTitle}>
        <ul className="contact-list">
          <li>
            <span className="contact-list__label">{t.online}</span>
            <span className="contact-list__value">{phone}</span>
          </li>
          <li>
            <span className="contact-list__label">{t.email}</span>
            <a className="contact-list__value" href={`mailto:${loaded.email}`} aria-label={`${t.writeEmail}: ${loaded.email}`}>
              <EmailAddress address={loaded.email} />
            </a>
          </li>
        </ul>
      </section>
      {loaded.remindersOn === null ? null : <ReminderSwitch on={loaded.remindersOn} />}
      {dialable ? (
        <a
          className="button button--block"
          href={`tel:${dialable}`}
          onClick={(event) => {
            // In the app the call goes through the native bridge; a browser follows the tel: link.
            event.preventDefault();
            bridge({ action: "callPhone", phone });
          }}
        >
          {t.call}
        </a>
      ) : null}
      <a className="button button--ghost button--block" href={pageHref("/myData", query)}>
        <WholeHyphenatedWords text={t.myData} />
      </a>
      {/* Customer service is opened from the app's "mine" tab: this goes back there. A browser
          (JavaScript off too) goes to the order list, our nearest page. */}
      <a
        className="button button--ghost button--block"
        href={pageHref("/attic", query)}
        onClick={(event) => {
          event.preventDefault();
          bridge({ action: "goMine" });
        }}
      >
        {t.myAccount}
      </a>
    </main>
  );
}

function ReminderSwitch({ on }: { on: boolean }) {
  const r = useTexts("info").customerService.reminders;
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="card reminder-switch" aria-labelledby="reminders-title">
      <h2 id="reminders-title" className="reminder-switch__title">
        {r.title}
      </h2>
      <p className="reminder-switch__text">{r.explain}</p>
      <p className="reminder-switch__text">{r.lawful}</p>
      <Form method="post" className="reminder-switch__form">
        <input type="hidden" name="remindersOn" value={on ? "0" : "1"} />
        <p className="reminder-switch__state">{on ? r.stateOn : r.stateOff}</p>
        <button type="submit" className="button button--ghost" disabled={busy}>
          {on ? r.turnOff : r.turnOn}
        </button>
      </Form>
      <p role="status" className={answer?.error ? "field-error" : "reminder-switch__saved"}>
        {answer?.error ?? (answer?.saved === true ? r.savedOn : answer?.saved === false ? r.savedOff : "")}
      </p>
    </section>
  );
}
