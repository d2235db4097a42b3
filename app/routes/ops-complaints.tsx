import {
  data,
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { COMPLAINT_MAX_IMAGE_BYTES, COMPLAINT_MAX_IMAGES } from "@contract/complaint-limits";
import { opsComplaintQueue, opsComplaintReply, opsUploadImage, type ComplaintQueueItem } from "@contract/complaints";
import { type OpsPaymentEntry } from "@contract/receipts";
import { ErrorPage } from "~/components/error-page";
import { OpsNav } from "~/components/ops-nav";
import { formErrors } from "~/lib/form-errors.server";
import { createLendingClient, type LendingClient } from "~/lib/lending-api.server";
import { attempt, failureMessage, isLoadFailure, type LoadFailure } from "~/lib/loader-helpers.server";
import { complaints } from "~/lib/messages/complaints";
import { opsLoginRedirect, opsSessionOf } from "~/lib/ops-auth.server";
import complaintStyles from "~/styles/complaints.css";
import opsStyles from "~/styles/ops.css";
import { ImageGrid } from "./complaint.shared";
import { loadPayments, OrderPayments, PaymentLookup, paymentsByOrder } from "./ops-complaints.payments";

// The agents' console stays English (docs/glossary-fil.md): no borrower sees it.
const t = complaints;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: complaintStyles },
  { rel: "stylesheet", href: opsStyles },
];
export const meta: MetaFunction = () => [{ title: t.opsTitle }, { name: "robots", content: "noindex" }];

async function opsClient(request: Request): Promise<LendingClient> {
  return createLendingClient({ query: {}, request, opsSession: await opsSessionOf(request) });
}

/** No console session, or one that ended: to the login form, and back here after it. */
function loginIfRefused(request: Request, result: LoadFailure) {
  if (result.state === "sessionExpired") throw opsLoginRedirect(request);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const client = await opsClient(request);
  const asked = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1_000_000 ? asked : 1;
  const result = await attempt(() => client.call(opsComplaintQueue, { page: String(page) }));
  if (isLoadFailure(result)) {
    loginIfRefused(request, result);
    return data({ state: "failed" as const, message: failureMessage(result, "en") }, 503);
  }
  const items = result.data.items;
  const lookup = (new URL(request.url).searchParams.get("payment") ?? "").trim().slice(0, 64);
  const payments = await loadPayments(client, [...new Set(items.map((item) => item.orderNo))], lookup);
  return { state: "ok" as const, items, page: result.data.page, pages: result.data.pages, ...payments };
}

type ReplyAnswer = { ok: true; problemId: number } | { ok: false; problemId: number; error: string };

export async function action({ request }: ActionFunctionArgs) {
  const client = await opsClient(request);
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: COMPLAINT_MAX_IMAGE_BYTES }));
  } catch (error) {
    const message = error instanceof MaxPartSizeExceededError ? t.uploadTooLarge : "The form could not be read. Please try again.";
    return data<ReplyAnswer>({ ok: false, problemId: 0, error: message }, 400);
  }
  const problemId = Number(form.get("problemId"));
  const fail = (error: string) => data<ReplyAnswer>({ ok: false, problemId, error }, 400);
  const replyText = String(form.get("replyText") ?? "").trim();
  if (!replyText) return formErrors<ReplyAnswer>({ ok: false, problemId, error: t.opsReplyEmpty });
  const files = form.getAll("replyImages").filter((v): v is File => typeof v !== "string" && v.size > 0);
  if (files.length > COMPLAINT_MAX_IMAGES) return fail(t.uploadTooMany);
  const urls: string[] = [];
  for (const file of files) {
    const body = new FormData();
    body.append("problemImage", file, file.name || "reply");
    const uploaded = await attempt(() => client.call(opsUploadImage, body));
    if (isLoadFailure(uploaded)) {
      loginIfRefused(request, uploaded);
      return fail(failureMessage(uploaded, "en"));
    }
    urls.push(uploaded.data.url);
  }
  const replied = await attempt(() =>
    client.call(opsComplaintReply, { problemId, replyText, replyImages: urls.join(","), agentName: String(form.get("agentName") ?? "") }),
  );
  if (isLoadFailure(replied)) {
    loginIfRefused(request, replied);
    return fail(failureMessage(replied, "en"));
  }
  return data<ReplyAnswer>({ ok: true, problemId });
}

export function ErrorBoundary() {
  return <ErrorPage title={t.opsTitle} body="Please try again in a moment." />;
}

export default function OpsComplaints() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state !== "ok") return <ErrorPage title={t.opsTitle} body={loaded.message} />;
  const items = loaded.items as ComplaintQueueItem[];
  const byOrder = paymentsByOrder(loaded.orderPayments as OpsPaymentEntry[]);
  return (
    <main className="ops">
      <OpsNav current="complaints" />
      <header className="ops__header">
        <h1>{t.opsTitle}</h1>
        <p>{t.opsIntro}</p>
      </header>
      <PaymentLookup lookup={loaded.lookup} found={loaded.found as OpsPaymentEntry[] | null} />
      {items.length === 0 ? <p className="card">{t.opsEmpty}</p> : null}
      <ol className="ops__queue">
        {items.map((item) => (
          <QueueItem key={item.id} item={item} payments={byOrder.get(item.orderNo) ?? []} />
        ))}
      </ol>
      {loaded.pages > 1 ? (
        <nav className="ops__pages" aria-label={t.opsPages}>
          {loaded.page > 1 ? <a href={`/ops/complaints?page=${loaded.page - 1}`}>{t.opsPreviousPage}</a> : null}
          <span>
            {loaded.page} / {loaded.pages}
          </span>
          {loaded.page < loaded.pages ? <a href={`/ops/complaints?page=${loaded.page + 1}`}>{t.opsNextPage}</a> : null}
        </nav>
      ) : null}
    </main>
  );
}

function QueueItem({ item, payments }: { item: ComplaintQueueItem; payments: OpsPaymentEntry[] }) {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const mine = answer && answer.problemId === item.id ? answer : null;
  const sending = navigation.state === "submitting" && navigation.formData?.get("problemId") === String(item.id);
  const replied = item.repliedAt !== "";
  const headingId = `complaint-${item.id}`;
  return (
    <li className={`card ops-item ${item.overdue ? "ops-item--overdue" : ""}`}>
      <div className="ops-item__head">
        <h2 id={headingId}>
          {item.referenceNo} {item.type}
          {item.subType ? ` · ${item.subType}` : ""}
        </h2>
        {item.overdue ? <span className="ops-badge ops-badge--overdue">{t.opsOverdue}</span> : null}
        {replied ? <span className="ops-badge ops-badge--replied">{t.opsReplied}</span> : null}
        {item.unsatisfied ? <span className="ops-badge ops-badge--overdue">{t.opsUnsatisfied}</span> : null}
      </div>
      <dl className="ops-item__facts">
        <div>
          <dt>{t.opsDue}</dt>
          <dd>{item.dueAt}</dd>
        </div>
        <div>
          <dt>{t.opsFiled}</dt>
          <dd>{item.filedAt}</dd>
        </div>
        <div>
          <dt>{t.opsOrder}</dt>
          <dd>
            {item.orderNo} ({item.productName})
          </dd>
        </div>
        <div>
          <dt>{t.opsBorrower}</dt>
          <dd>{item.borrowerPhone}</dd>
        </div>
      </dl>
      <p className="ops-item__detail">{item.detail}</p>
      <ImageGrid urls={item.images} label={t.images} />
      <OrderPayments payments={payments} headingId={`payments-${item.id}`} />
      {replied ? (
        <div className="ops-item__reply">
          <h3>
            {t.processResult} · {item.agentName || t.agentLabel} · {item.repliedAt}
          </h3>
          <p>{item.replyText}</p>
          <ImageGrid urls={item.replyImages} label={t.replyImages} />
          <p className="ops-item__score">{item.score !== null ? t.opsRating(item.score) : t.opsNotRated}</p>
        </div>
      ) : (
        <Form method="post" encType="multipart/form-data" className="ops-reply">
          <input type="hidden" name="problemId" value={item.id} />
          <label className="field__label" htmlFor={`reply-${item.id}`}>
            {t.opsReplyLabel}
          </label>
          <textarea
            id={`reply-${item.id}`}
            name="replyText"
            className="field__textarea"
            rows={3}
            maxLength={2000}
            required
            aria-invalid={mine && !mine.ok ? true : undefined}
            aria-describedby={mine && !mine.ok ? `reply-error-${item.id}` : undefined}
          />
          <div className="ops-reply__row">
            <label className="ops-reply__field">
              <span className="field__label">{t.opsAgentName}</span>
              <input name="agentName" className="field__input" maxLength={60} autoComplete="name" />
            </label>
            <label className="ops-reply__field">
              <span className="field__label">{t.opsReplyImages}</span>
              <input type="file" name="replyImages" accept="image/*" multiple className="field__input" />
            </label>
          </div>
          {mine && !mine.ok ? (
            <p id={`reply-error-${item.id}`} className="field-error" role="alert">
              {mine.error}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={sending}>
            {t.opsSendReply}
          </button>
        </Form>
      )}
      {mine && mine.ok ? (
        <p className="notice" role="status">
          {t.opsReplySent}
        </p>
      ) : null}
    </li>
  );
}
