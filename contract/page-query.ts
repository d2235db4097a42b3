import { z } from "zod";
import { HEADER_PARAMS, SESSION_PARAMS, type HeaderParamName, type SessionParamName } from "./session-params";

/**
 * The page address query, typed: the session parameters every page carries and each route's own
 * parameters, parsed once by the route's schema (`readPage`, app/lib/page-query.server.ts). A
 * loader or action reads plain names with their types; wire names the documented links use
 * (`product_id`) are named here and nowhere else in route code.
 * Server-only (zod): a page's view reads what its loader chose to send.
 */

/** The one rule for an id in a page address: 1 to 12 digits. */
export const PAGE_ID = /^\d{1,12}$/;

export function isPageId(value: string | null | undefined): value is string {
  return typeof value === "string" && PAGE_ID.test(value);
}

/**
 * An id from the page address as a number; undefined when it is missing or breaks the rule, so each
 * route answers a bad id exactly as it answers a missing one.
 */
export const pageId = z.string().regex(PAGE_ID).transform(Number).optional().catch(undefined);

/** Free text from the address (never trusted further than the route's own use). */
const text = z.string().optional();
/** A yes/no switch in the address: "1" is yes, anything else no. */
const yes = z
  .string()
  .optional()
  .transform((value) => value === "1");

/** The session and the header values: what every page carries on to links and to the backend. */
const sessionShape = Object.fromEntries([...SESSION_PARAMS, ...HEADER_PARAMS].map((name) => [name, text])) as Record<
  SessionParamName | HeaderParamName,
  typeof text
>;

/** `product_id` is the documented spelling of some links; both name the product. */
function withPlainNames(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null) return raw;
  const query = raw as Record<string, string | undefined>;
  const productId = query.productId || query.product_id;
  return productId ? { ...query, productId } : query;
}

/** A route's page query: the session parameters plus the route's own. */
export function pageQuery<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess(withPlainNames, z.object({ ...sessionShape, ...shape }));
}

export type PageSchema = ReturnType<typeof pageQuery>;
export type PageOf<S extends z.ZodType> = z.output<S>;

/** A page that reads only the session. */
export const sessionPage = pageQuery({});

/** An order's pages: Order Details, repayment, repay your way, history, statements, payment codes. */
export const orderPage = pageQuery({ orderId: pageId, productId: pageId });

/** Each route's own parameters (the name is the route module's). */
export const pageQueries = {
  orderDetails: pageQuery({
    orderId: pageId,
    productId: pageId,
    /** The dialogs the borrower closed without JavaScript, comma-separated. */
    dismiss: text,
  }),
  legacyRepaymentConfirm: pageQuery({
    orderId: pageId,
    productId: pageId,
    /** The card payment's record, from the SMS code step's link. */
    repayRecordId: pageId,
    sentAt: text,
    cardId: text,
  }),
  productPage: pageQuery({ productId: pageId }),
  complaintStart: pageQuery({
    orderId: pageId,
    /** `type=<collection type>` opens the collection complaint. */
    type: text,
    /** `pick=1` shows the order picker. */
    pick: yes,
  }),
  complaintNext: pageQuery({ orderId: pageId, problemType: text, problemSonType: text, orderNo: text }),
  complaintDetails: pageQuery({ problemId: pageId }),
  loanAgreement: pageQuery({ orderId: pageId, productId: pageId, amount: text, periods: text, instalments: text, embed: yes }),
  bankBinding: pageQuery({
    orderId: pageId,
    productId: pageId,
    /** `loanDetail` when Order Details sent the borrower here. */
    source: text,
    cardType: text,
    channelNumber: text,
    /** `change=1` shows the form over a bound account. */
    change: yes,
  }),
  loanConfirm: pageQuery({
    productId: pageId,
    orderId: pageId,
    dismiss: text,
    recheck: text,
    /** The borrower's choice, as "Update figures" put it in the address (read by parseChoice). */
    loanAmount: text,
    term: text,
    instalments: text,
  }),
  /** The promotion landing, agreement and download pages (spec 001 §2). */
  promotion: pageQuery({
    /** The template; missing, 0 or a bad id is the default template (promotion.links.ts). */
    id: pageId,
    sid: text,
    app_from: text,
    user_from: text,
    utm_tag: text,
    appName: text,
    invite_code: text,
  }),
  /** The repayment code page: public, the gateway page links here (repayment-code.tsx). */
  repaymentCode: pageQuery({ payCode: text, showType: text, payCodeImg: text, real: text, back: text }),
  /** `from=extend`: the steps' way to Payment is the extension page. */
  repaymentCode2: pageQuery({ orderId: pageId, productId: pageId, from: text }),
  /** A receipt and its PDF. */
  paymentReceipt: pageQuery({ receiptNo: text }),
  complaintList: pageQuery({ tab: text }),
  opsPromotion: pageQuery({ from: text, to: text, templateId: text, utm_tag: text }),
} as const;
