import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { opsDataRequestDecide, opsDataRequests, type OpsDataRequest } from "@contract/my-data";
import { ErrorPage } from "~/components/error-page";
import { OpsNav } from "~/components/ops-nav";
import { createLendingClient, type LendingClient } from "~/lib/lending-api.server";
import { attempt, failureMessage, isLoadFailure, type LoadFailure } from "~/lib/loader-helpers.server";
import { myData } from "~/lib/messages/my-data";
import { opsLoginRedirect, opsSessionOf } from "~/lib/ops-auth.server";
import complaintStyles from "~/styles/complaints.css";
import opsStyles from "~/styles/ops.css";

/**
 * The agents' data requests (docs/decisions/178, 179): a correction is made in the records and
 * marked corrected, or refused with a note; an erasure is approved (the erasure job carries it
 * out) or refused. The borrower sees the status and the note on My data. Plain forms; English
 * only, as the rest of the console.
 */
const t = myData;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: complaintStyles },
  { rel: "stylesheet", href: opsStyles },
];
export const meta: MetaFunction = () => [{ title: t.opsTitle }, { name: "robots", content: "noindex" }];

async function opsClient(request: Request): Promise<LendingClient> {
  return createLendingClient({ query: {}, request, opsSession: await opsSessionOf(request) });
}

function loginIfRefused(request: Request, result: LoadFailure) {
  if (result.state === "sessionExpired") throw opsLoginRedirect(request);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const result = await attempt(async () => (await opsClient(request)).call(opsDataRequests, {}));
  if (isLoadFailure(result)) {
    loginIfRefused(request, result);
    return data({ state: "failed" as const, message: failureMessage(result, "en") }, 503);
  }
  return { state: "ok" as const, items: result.data.items };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const decision = text("decision");
  const decided = await attempt(async () =>
    (await opsClient(request)).call(opsDataRequestDecide, {
      requestId: text("requestId"),
      decision: decision === "approve" || decision === "refuse" || decision === "done" ? decision : "refuse",
      note: text("note"),
      agentName: text("agentName"),
    }),
  );
  if (isLoadFailure(decided)) {
    loginIfRefused(request, decided);
    return data({ ok: false as const, message: failureMessage(decided, "en") }, 400);
  }
  return { ok: true as const, item: decided.data };
}

export default function OpsDataRequests() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (loaded.state !== "ok") return <ErrorPage title={t.opsTitle} body={loaded.message} />;
  const items = loaded.items as OpsDataRequest[];
  return (
    <main className="ops">
      <OpsNav current="dataRequests" />
      <header className="ops__header">
        <h1>{t.opsTitle}</h1>
        <p>{t.opsIntro}</p>
      </header>
      {answer ? (
        <p className="card" role={answer.ok ? "status" : "alert"}>
          {answer.ok
            ? `${t.opsDecided} ${t.requestKind[answer.item.kind]} · ${answer.item.borrowerPhone} · ${t.requestStatus[answer.item.status]}`
            : answer.message}
        </p>
      ) : null}
      {items.length === 0 ? <p className="card">{t.opsNone}</p> : null}
      <ul className="ops-payments">
        {items.map((item) => (
          <li key={item.id} className="card ops-payment">
            <Row item={item} />
          </li>
        ))}
      </ul>
    </main>
  );
}

function Row({ item }: { item: OpsDataRequest }) {
  return (
    <article aria-label={`${t.requestKind[item.kind]} ${item.borrowerPhone}`}>
      <strong>
        {t.requestKind[item.kind]}: {t.requestStatus[item.status]}
      </strong>
      <p>
        {t.opsBorrower} {item.borrowerPhone} · {t.requestedAt} {item.createdAt}
        {item.decidedAt ? ` · ${t.decidedAt} ${item.decidedAt}` : ""}
      </p>
      {item.detail ? <p>{item.detail}</p> : null}
      {item.note ? (
        <p>
          {t.agentNote}: {item.note}
        </p>
      ) : null}
      {item.status === "received" ? (
        <Form method="post" className="form">
          <input type="hidden" name="requestId" value={item.id} />
          {item.kind === "erasure" && item.openLoan ? <p role="note">{t.opsOpenLoan}</p> : null}
          {item.kind === "correction" ? <p role="note">{t.opsCorrectionHint}</p> : null}
          <label className="field">
            <span>{t.opsNote}</span>
            <textarea
              name="note"
              maxLength={500}
              className="input"
              defaultValue={item.kind === "correction" ? t.opsCorrectionNote : undefined}
            />
          </label>
          <label className="field">
            <span>{t.opsAgent}</span>
            <input name="agentName" maxLength={60} className="input" />
          </label>
          {item.kind === "erasure" ? (
            <button type="submit" name="decision" value="approve" className="button" disabled={item.openLoan}>
              {t.opsApprove}
            </button>
          ) : (
            <button type="submit" name="decision" value="done" className="button">
              {t.opsDone}
            </button>
          )}
          <button type="submit" name="decision" value="refuse" className="button button--ghost">
            {t.opsRefuse}
          </button>
        </Form>
      ) : null}
    </article>
  );
}
