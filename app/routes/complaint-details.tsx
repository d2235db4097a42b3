import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { complaintKind } from "@contract/complaint-limits";
import { LoadFailed } from "~/components/error-page";
import { Modal } from "~/components/modal";
import { StarRating } from "~/components/star-rating";
import { useToast } from "~/components/toast";
import { isLoadFailure } from "~/lib/load-failure";
import { metaTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { usePageQuery } from "~/lib/use-page-query";
import styles from "~/styles/complaints.css";
import type { action, loader } from "./complaint-details.server";
import { EscalateToSec, MarkUnsatisfied, TicketRecordLink, TicketSummary, TicketTimeline } from "./complaint-details.ticket";
import { SentTicket } from "./complaint-next.notice";
import { awaitingReplyText, ImageGrid, useComplaintTexts, complaintsHandle, TypeTags } from "./complaint.shared";

/** Complaint details (/complainDetails): the ticket, its timeline, the rating and the way to the SEC. */
export { action, loader } from "./complaint-details.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const handle = complaintsHandle;
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "complaints").detailsTitle }];

/** The rating modal opens this long after the page loads (spec 000 §4, §9). */
const RATING_DELAY_MS = 3000;

type OkData = Extract<Awaited<ReturnType<typeof loader>>, { state: "ok" }>;

export default function ComplaintDetails() {
  const t = useComplaintTexts();
  const loaded = useLoaderData<typeof loader>();
  if (isLoadFailure(loaded)) return <LoadFailed failure={loaded} title={t.detailsTitle} />;
  return <DetailsView loaded={loaded as OkData} />;
}

function DetailsView({ loaded }: { loaded: OkData }) {
  const t = useComplaintTexts();
  const { detail } = loaded;
  const query = usePageQuery();
  const toast = useToast();
  const fetcher = useFetcher<typeof action>();
  const actionData = useActionData<typeof action>();
  const [ratingOpen, setRatingOpen] = useState(false);
  const [stars, setStars] = useState(0);
  const [ratingError, setRatingError] = useState<string | null>(null);
  const needScore = detail.ratingDue;
  const hasResult = detail.replyText.trim() !== "" || detail.replyImages.length > 0;

  useEffect(() => {
    if (!needScore) return;
    const timer = setTimeout(() => setRatingOpen(true), RATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needScore]);

  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.rated) {
      // No toast: the page's own "You rated..." line (a status) confirms it, and a toast would cover it.
      setRatingOpen(false);
    } else if (result.error) {
      setRatingError(result.error);
      toast.show(result.error, "error");
    }
  }, [fetcher.data, toast]);

  function submitRating(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stars) {
      setRatingError(t.rateNoStar);
      return;
    }
    setRatingError(null);
    fetcher.submit({ score: String(stars) }, { method: "post" });
  }

  const serverError = actionData && !actionData.rated ? actionData.error : null;
  const navigation = useNavigation();
  // Just sent (the form's action led here with `sent`): "Successfully Sent" stays until closed.
  const [sentOpen, setSentOpen] = useState(/^\d+$/.test(query.sent ?? ""));
  const withoutSent = pageHref("/complainDetails", query, { problemId: detail.problemId });

  return (
    <>
      <main className="page complaint">
        <h1 className="page-title">{t.detailsTitle}</h1>
        <TicketSummary ticket={detail} />
        <TypeTags type={detail.type} subType={detail.subType} />
        <section className="card field" aria-labelledby="content-label">
          <h2 id="content-label" className="field__label">
            {t.content}
          </h2>
          {/* The borrower's own words, as sent: plain text, not a box that looks editable, and no
              "x/200" counter, which counts what may still be typed (issue 40; decision 266). */}
          <p className="complaint__sent-text">{detail.content}</p>
          <time className="field__hint">{detail.time}</time>
          <ImageGrid urls={detail.images} label={t.images} />
        </section>

        {hasResult ? (
          <section className="card process-result" aria-labelledby="process-result">
            <h2 id="process-result" className="section-title">
              {t.processResult}
            </h2>
            <p className="process-result__agent">{t.agentLabel}</p>
            {detail.replyText ? <p className="process-result__text">{detail.replyText}</p> : null}
            <ImageGrid urls={detail.replyImages} label={t.replyImages} />
            <p className="process-result__score" role="status">
              {detail.score !== null ? t.yourRating(detail.score) : null}
            </p>
          </section>
        ) : (
          <p className="card notice">{awaitingReplyText(t, detail)}</p>
        )}

        {detail.canMarkUnsatisfied ? <MarkUnsatisfied busy={navigation.state !== "idle"} /> : null}
        {detail.canEscalate ? <EscalateToSec ticket={detail} /> : null}
        <TicketTimeline ticket={detail} />
        <TicketRecordLink ticket={detail} query={query} />

        {/* Without JavaScript there is no timed modal: the rating form is part of the page. */}
        {needScore ? (
          <noscript>
            <section className="card" aria-labelledby="rate-inline">
              <h2 id="rate-inline" className="section-title">
                {t.rateTitle}
              </h2>
              <Form method="post" className="rating-form">
                <StarRating legend={t.rateLegend} starLabel={t.star} errorId={serverError ? "rate-inline-error" : undefined} />
                {serverError ? (
                  <p id="rate-inline-error" className="field-error" role="alert">
                    {serverError}
                  </p>
                ) : null}
                <button type="submit" className="button button--block">
                  {t.rateSend}
                </button>
              </Form>
            </section>
          </noscript>
        ) : null}

        <Link className="button button--ghost button--block" to={pageHref("/complaintList", query)}>
          {t.myComplaints}
        </Link>
      </main>

      <Modal
        open={sentOpen}
        title={t.sentTitle}
        actions={
          <Link className="button" to={withoutSent} replace onClick={() => setSentOpen(false)}>
            {t.seeComplaint}
          </Link>
        }
      >
        <p>{t.sentBody[complaintKind(query.sent)]}</p>
        <SentTicket referenceNo={detail.referenceNo} dueAt={detail.dueAt} />
      </Modal>
      <Modal open={ratingOpen} title={t.rateTitle} onClose={() => setRatingOpen(false)}>
        <Form method="post" onSubmit={submitRating} noValidate>
          <p>{t.rateLegend}</p>
          <StarRating
            legend={t.rateLegend}
            starLabel={t.star}
            value={stars || undefined}
            onChange={(n) => {
              setStars(n);
              setRatingError(null);
            }}
            errorId={ratingError ? "rating-error" : undefined}
          />
          {ratingError ? (
            <p id="rating-error" className="field-error" role="alert">
              {ratingError}
            </p>
          ) : null}
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={() => setRatingOpen(false)}>
              {t.rateCancel}
            </button>
            <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
              {t.rateSend}
            </button>
          </div>
        </Form>
      </Modal>
    </>
  );
}
