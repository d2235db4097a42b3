import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { flag, id } from "./fields";
import { keyed } from "./keyed-message";
import { sessionCredentials } from "./session";

/**
 * A recommended product. The documented system sends it under obfuscated, meaningless field names
 * (only `globally` and `caveats` are known); they are named once here and mapped to plain names,
 * so nothing else in the code base ever sees the wire names.
 */
export const recommendedProductWire = z.object({
  caveats: z.number().int(), // product id
  globally: z.number().int(), // 0 greyed out and not tappable; any other value active (docs/decisions/100)
  lantern: z.string(), // logo URL
  meadow: z.string(), // name
  whistle: z.string(), // button text
  harbor: z.string(), // amount range
  pebble: z.string(), // range description
  saddle: z.string(), // rate
  orchard: z.string(), // description
  ribbon: z.array(z.string()).default([]), // tags
});

export const recommendedProduct = recommendedProductWire.transform((p) => ({
  id: p.caveats,
  // Spec 000 §5: "globally other than 0 are tappable"; §3's "1 active, otherwise greyed" is read
  // as naming the two values the product sends, so a 2 from a real backend is not lost.
  active: p.globally !== 0,
  logo: p.lantern,
  name: p.meadow,
  buttonText: p.whistle,
  amountRange: p.harbor,
  rangeDescription: p.pebble,
  rate: p.saddle,
  description: p.orchard,
  tags: p.ribbon,
}));
export type RecommendedProduct = z.output<typeof recommendedProduct>;
export type RecommendedProductWire = z.input<typeof recommendedProduct>;

export function toRecommendedProductWire(p: RecommendedProduct): RecommendedProductWire {
  return {
    caveats: p.id,
    globally: p.active ? 1 : 0,
    lantern: p.logo,
    meadow: p.name,
    whistle: p.buttonText,
    harbor: p.amountRange,
    pebble: p.rangeDescription,
    saddle: p.rate,
    orchard: p.description,
    ribbon: p.tags,
  };
}

/** Where tapping a recommended product leads (path not shown in the specification). */
export const productDefine = defineEndpoint({
  name: "product define",
  method: "POST",
  path: "/v3/product/define",
  auth: "borrower",
  successCode: "00",
  request: z.object({
    productId: id("Product"),
    moduleId: z.string().max(40).optional(),
    positionId: z.string().max(40).optional(),
  }),
  data: z.object({ url: z.string() }),
});

/** Event tracking; the caller ignores the answer. */
export const eventSave = defineEndpoint({
  name: "event save",
  method: "POST",
  path: "/service/event/save",
  auth: "borrower",
  successCode: 0,
  request: z.object({
    productId: z.union([id("Product"), z.literal("").transform(() => undefined)]).optional(),
    moduleId: z
      .string()
      .trim()
      .min(1, keyed("fieldRequired", { field: "moduleId" }))
      .max(40),
    positionId: z.string().trim().max(40).default(""),
    page: z.string().trim().max(60).default(""),
  }),
  data: z.null(),
});

/** Most events one batch may carry. */
export const EVENT_BATCH_MAX = 100;
/** Most characters of one batch's `events` JSON. */
export const EVENT_BATCH_MAX_CHARS = 64_000;
/**
 * The distinct sessions one batch may name (third penetration test, P2: a public batch of 100
 * unknown sessions cost a lookup each). A page's batch names one; the web app's batches are cut per
 * borrower address and so name few (app/lib/tracking.server.ts).
 */
export const EVENT_BATCH_SESSIONS_MAX = 5;

/** The distinct `userId sessionId` pairs the events of a batch name (items that are not events aside). */
export function batchSessions(events: readonly unknown[]): Set<string> {
  const sessions = new Set<string>();
  for (const event of events) {
    if (typeof event !== "object" || event === null) continue;
    const { userId, sessionId } = event as { userId?: unknown; sessionId?: unknown };
    sessions.add(`${String(userId)} ${String(sessionId)}`);
  }
  return sessions;
}

/** One event of a batch: what `eventSave` takes, plus the session it is made under. */
export const batchedEvent = eventSave.request.and(sessionCredentials);

/**
 * Ours (the documented system does not show it): the page views the web app gathered over a moment,
 * sent together after the pages were answered (docs/decisions/066). Each event carries its own
 * borrower's session and is checked on its own (`batchedEvent`), exactly as `eventSave` would: an
 * event that does not read, or whose session is not live, is refused alone, and the others are
 * saved. `events` is a JSON array in the form body.
 */
export const eventSaveBatch = defineEndpoint({
  name: "event save batch",
  method: "POST",
  path: "/v3/event/save-batch",
  auth: "public",
  successCode: 0,
  request: z.object({
    events: z
      .string()
      .max(EVENT_BATCH_MAX_CHARS, keyed("tooLong", { field: "events" }))
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: "custom", message: keyed("jsonArray", { field: "events" }) });
          return z.NEVER;
        }
      })
      .pipe(
        z
          .array(z.unknown(), { error: keyed("jsonArray", { field: "events" }) })
          .min(1, keyed("emptyList", { field: "events" }))
          .max(EVENT_BATCH_MAX, keyed("atMostAtOnce", { count: EVENT_BATCH_MAX, what: "events" }))
          .refine((events) => batchSessions(events).size <= EVENT_BATCH_SESSIONS_MAX, {
            error: keyed("atMostAtOnce", { count: EVENT_BATCH_SESSIONS_MAX, what: "sessions" }),
          }),
      ),
  }),
  data: z.object({ saved: z.number().int().nonnegative(), refused: z.number().int().nonnegative() }),
});

export { flag };
