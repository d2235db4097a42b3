/**
 * Kind tips a borrower dismissed stay dismissed on this browser (issue 30 polish). Remembered in a
 * cookie, not on the server: the tips are the backend's free text and the spec keeps their
 * showing a page matter. The cookie is written by the page on Confirm (JavaScript on) or by the
 * loader when Confirm's link comes back with `dismiss=tips` (JavaScript off), and read by the
 * loader either way. Each entry is the borrower's id and a hash of the tips' text: another borrower
 * on the same phone still sees their own tips, and new tips show again.
 */
export const KIND_TIPS_COOKIE = "kindTipsSeen";
const MAX_ENTRIES = 20;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

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

/** The cookie with `entry` added (newest last, the oldest dropped past 20). */
export function kindTipsCookie(cookieValue: string | undefined, entry: string): string {
  const entries = [...entriesOf(cookieValue).filter((e) => e !== entry), entry].slice(-MAX_ENTRIES);
  return `${KIND_TIPS_COOKIE}=${entries.join("~")}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** In the browser: the current value of the cookie. */
export function browserCookieValue(name: string): string | undefined {
  const found = document.cookie.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return found ? found.slice(name.length + 1) : undefined;
}
