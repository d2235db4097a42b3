import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { opsContactAnswered, opsContactMessages, type OpsContactMessage } from "@contract/info";
import { ErrorPage } from "~/components/error-page";
import { OpsNav } from "~/components/ops-nav";
import { formErrors } from "~/lib/form-errors.server";
import { createLendingClient, type LendingClient } from "~/lib/lending-api.server";
import { attempt, failureMessage, isLoadFailure, type LoadFailure } from "~/lib/loader-helpers.server";
import { opsContactMessages as t } from "~/lib/messages/ops";
import { opsLoginRedirect, opsSessionOf } from "~/lib/ops-auth.server";
import complaintStyles from "~/styles/complaints.css";
import opsStyles from "~/styles/ops.css";

/**
 * The public site's contact messages for the agents (issue 40 W2): the site promises a reply within
 * 1 business day, so every message lands here, unanswered ones first; an agent answers by email or
 * phone and marks it answered with their name. Plain forms (they work with JavaScript off); English
 * only, as the rest of the console.
 */

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: complaintStyles },
  { rel: "stylesheet", href: opsStyles },
];
export const meta: MetaFunction = () => [{ title: t.pageTitle }, { name: "robots", content: "noindex" }];

async function opsClient(request: Request): Promise<LendingClient> {
  return createLendingClient({ query: {}, request, opsSession: await opsSessionOf(request) });
}

function loginIfRefused(request: Request, result: LoadFailure) {
  if (result.state === "sessionExpired") throw opsLoginRedirect(request);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const result = await attempt(async () => (await opsClient(request)).call(opsContactMessages, {}));
  if (isLoadFailure(result)) {
    loginIfRefused(request, result);
    return data({ state: "failed" as const, message: failureMessage(result, "en") }, 503);
  }
  return { state: "ok" as const, items: result.data.items, unanswered: result.data.unanswered };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const marked = await attempt(async () =>
    (await opsClient(request)).call(opsContactAnswered, { messageId: field("messageId"), agentName: field("agentName") }),
  );
  if (isLoadFailure(marked)) {
    loginIfRefused(request, marked);
    return formErrors({ ok: false as const, message: failureMessage(marked, "en") });
  }
  return { ok: true as const, item: marked.data };
}

export default function OpsContactMessages() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (loaded.state !== "ok") return <ErrorPage title={t.pageTitle} body={loaded.message} />;
  const items = loaded.items as OpsContactMessage[];
  return (
    <main className="ops">
      <OpsNav current="contactMessages" />
      <header className="ops__header">
        <h1>{t.pageTitle}</h1>
        <p>{t.intro}</p>
        <p>{t.unanswered(loaded.unanswered)}</p>
      </header>
      {answer ? (
        <p className="card" role={answer.ok ? "status" : "alert"}>
          {answer.ok ? t.saved(answer.item.reference) : answer.message}
        </p>
      ) : null}
      {items.length === 0 ? <p className="card">{t.none}</p> : null}
      <ul className="ops-payments">
        {items.map((item) => (
          <li key={item.id} className={`card ops-payment${item.answeredAt ? " ops-payment--paid" : ""}`}>
            <Message item={item} />
          </li>
        ))}
      </ul>
    </main>
  );
}

function Message({ item }: { item: OpsContactMessage }) {
  const busy = useNavigation().state !== "idle";
  return (
    <article aria-label={`${item.reference} ${item.name}`}>
      <strong>
        {item.reference} · {item.name} · {item.answeredAt ? t.answered(item.answeredBy, item.answeredAt) : t.waiting}
      </strong>
      <p>
        <a href={`mailto:${item.email}`}>{item.email}</a> · <a href={`tel:${item.telephone.replace(/[^\d+]/g, "")}`}>{item.telephone}</a> ·{" "}
        {t.sentAt} {item.sentAt}
      </p>
      <p className="stored-remark">{item.remark}</p>
      {item.answeredAt ? null : (
        <Form method="post" className="form">
          <input type="hidden" name="messageId" value={item.id} />
          <label className="field">
            <span>{t.agent}</span>
            <input name="agentName" maxLength={60} required autoComplete="name" className="input" />
          </label>
          <button type="submit" className="button" disabled={busy}>
            {t.markAnswered}
          </button>
        </Form>
      )}
    </article>
  );
}
