/**
 * Kind tips a borrower dismissed stay dismissed on this browser (issue 30 polish). Remembered in a
 * cookie, not on the server: the tips are the backend's free text and the spec keeps their
 * showing a page matter. The cookie (`kindTipsSeen`, app/lib/cookies.server.ts) is written by the
 * loader when Confirm's link comes with `dismiss=tips` (JavaScript off: the page itself; on: the
 * page fetches the link's data in the background), and read by the loader either way. Each entry is the borrower's id and a hash of the tips' text: another borrower
 * on the same phone still sees their own tips, and new tips show again.
 */
const MAX_ENTRIES = 20;

/** FNV-1a, 32 bits: short, the same on the server and in the browser; not a secret. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function kindTipsEntry(userId: string, tips: string): string {
  return `${userId.replace(/[^\d]/g, "")}.${textHash(tips)}`;
}

function entriesOf(cookieValue: string | undefined): string[] {
  return (cookieValue ?? "").split("~").filter((e) => /^\d+\.[0-9a-z]+$/.test(e));
}

export function kindTipsSeen(cookieValue: string | undefined, entry: string): boolean {
  return entriesOf(cookieValue).includes(entry);
}

/** The cookie's value with `entry` added (newest last, the oldest dropped past 20). */
export function withKindTipsSeen(cookieValue: string | undefined, entry: string): string {
  return [...entriesOf(cookieValue).filter((e) => e !== entry), entry].slice(-MAX_ENTRIES).join("~");
}
