import { deadlineOf } from "@contract/format";
import { textsHandle, useTexts, type Texts } from "~/lib/messages/texts";
import { verbatimComplaints } from "~/lib/messages/verbatim-complaints";
import { safeHttpUrl } from "~/lib/query";

/** Helpers and pieces the complaint screens (start, next, list, details) and the console share. */

/** The complaint texts in the page's language. */
export function useComplaintTexts(): Texts<"complaints"> {
  return useTexts("complaints", verbatimComplaints);
}

/** The areas a borrower's complaint screen shows, loaded together on a Filipino page. */
export const complaintsHandle = textsHandle("common", "complaints");

/**
 * What the details page says while no answer is there: the 3-weekday promise only while it still
 * holds; once the answer is overdue, that it is late (issue 40 W6).
 */
export function awaitingReplyText(t: Texts<"complaints">, ticket: { status: string; dueAt: string }): string {
  return ticket.status === "overdue" ? t.awaitingReplyOverdue(t.dueWhen(deadlineOf(ticket.dueAt))) : t.awaitingReply;
}

/**
 * A complaint's answer due as a borrower reads it (deadlineOf): "2026-12-02, end of day", not
 * "2026-12-03 00:00:00" (issue 40). The day and time stay whole; the words after them may wrap.
 */
export function DueWhen({ at }: { at: string }) {
  const t = useComplaintTexts();
  const { day, time } = deadlineOf(at);
  if (time) return <time className="nowrap">{`${day} ${time}`}</time>;
  return (
    <>
      <time className="nowrap">{day}</time>, {t.endOfDay}
    </>
  );
}

/**
 * An image the backend gave: shown only when it is an http(s) URL or a path on our own host, so a
 * `javascript:` or `data:` value is never put into the page.
 */
export function imageSrc(url: string): string | null {
  if (/^\/(?!\/)[A-Za-z0-9/_.-]+$/.test(url)) return url;
  const web = safeHttpUrl(url);
  return web ? web.toString() : null;
}

export function ImageGrid({ urls, label }: { urls: string[]; label: string }) {
  const t = useComplaintTexts();
  const shown = urls.map(imageSrc).filter((u): u is string => Boolean(u));
  if (shown.length === 0) return null;
  return (
    <ul className="photo-grid" aria-label={label}>
      {shown.map((src, i) => (
        <li key={src} className="photo-grid__item">
          <a href={src} target="_blank" rel="noreferrer">
            <img src={src} alt={t.photo(i + 1)} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function TypeTags({ type, subType }: { type: string; subType?: string }) {
  const t = useComplaintTexts();
  return (
    <ul className="type-tags" aria-label={t.typeTags}>
      <li className="type-tag">{type}</li>
      {subType ? <li className="type-tag type-tag--son">{subType}</li> : null}
    </ul>
  );
}
