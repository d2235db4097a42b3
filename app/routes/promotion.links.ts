/** Addresses and cookies shared by the promotion landing, agreement and download pages. */

/** Template 1 is the default landing page when a link carries no (valid) id. */
export const DEFAULT_TEMPLATE_ID = 1;

/** What the promotion pages read from their address (pageQueries.promotion, contract/page-query.ts). */
export interface PromotionAddress {
  /** Already held to the one id rule: undefined when missing or broken. */
  id?: number;
  app_from?: string;
  user_from?: string;
  utm_tag?: string;
}

export function templateIdOf(address: PromotionAddress): number {
  // 0 is no template either.
  return address.id !== undefined && address.id > 0 ? address.id : DEFAULT_TEMPLATE_ID;
}

/** The values of the documented download query (spec 001 §2). */
export interface DownloadQuery {
  app_from: string;
  user_from: string;
  utm_tag: string;
  id: string;
  links_id?: string;
  down_id?: string;
}

/** app_from, user_from, utm_tag, id and either links_id or down_id; every key present, empty when unknown, as the old app sent. */
function downloadQueryOf(values: DownloadQuery): string {
  const params = new URLSearchParams({ app_from: values.app_from, user_from: values.user_from, utm_tag: values.utm_tag, id: values.id });
  if (values.links_id) params.set("links_id", values.links_id);
  else if (values.down_id) params.set("down_id", values.down_id);
  return params.toString();
}

/** The download page with the documented query (spec 001 §2). */
export function downloadHref(values: DownloadQuery): string {
  return `/promotion/download?${downloadQueryOf(values)}`;
}

/**
 * The agreement page carries the same query as the download route (spec 001 §2), the template's
 * links_id or down_id included.
 */
export function agreementHref(query: PromotionAddress, templateId: number, download: { linksId?: string; downId?: string }): string {
  return `/promotion/agreement?${downloadQueryOf({
    app_from: query.app_from ?? "",
    user_from: query.user_from ?? "",
    utm_tag: query.utm_tag ?? "",
    id: String(templateId),
    links_id: download.linksId,
    down_id: download.downId,
  })}`;
}

/** The landing page again, from the agreement or download page. */
export function landingHref(query: PromotionAddress, templateId: number): string {
  const params = new URLSearchParams({ id: String(templateId) });
  for (const key of ["app_from", "user_from", "utm_tag"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  return `/promotion?${params.toString()}`;
}
