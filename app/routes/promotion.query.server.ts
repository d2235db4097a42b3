import { pageQueries, type PageOf } from "@contract/page-query";
import { promotionSentCookie, readRequestCookie } from "~/lib/cookies.server";
import { readPage } from "~/lib/page-query.server";
import { CARRIED, RESEND_SECONDS } from "./promotion.forms";

/** What the promotion page reads from its address and cookies, for its loader and its action. */

export const SID = /^[A-Za-z0-9_-]{16,64}$/;

export type PromotionPage = PageOf<typeof pageQueries.promotion>;

export function promotionPageOf(request: Request): PromotionPage {
  return readPage(request, pageQueries.promotion).page;
}

export function carriedOf(query: PromotionPage) {
  return Object.fromEntries(CARRIED.map((key) => [key, query[key] ?? ""])) as Record<(typeof CARRIED)[number], string>;
}

/** Seconds left of the last code's countdown, from the cookie the action set (JavaScript off). */
export async function resendInOf(request: Request): Promise<number> {
  const sentAt = Number(await readRequestCookie(promotionSentCookie, request));
  if (!Number.isFinite(sentAt) || sentAt <= 0) return 0;
  const left = Math.ceil((sentAt + RESEND_SECONDS * 1000 - Date.now()) / 1000);
  return left > 0 && left <= RESEND_SECONDS ? left : 0;
}

export function actionUrlOf(request: Request, sid: string | null): string {
  const params = new URL(request.url).searchParams;
  if (sid) params.set("sid", sid);
  return `/promotion?${params.toString()}`;
}
