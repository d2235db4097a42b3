import { ipKeyGenerator, MemoryStore, type Store } from "express-rate-limit";
import { SMS_ONLY_LIMITS } from "../../app/lib/contract/promotion-rules";
import { serverConfig, type ServerConfig } from "../config";
import { countRateHit, resetRateKey, uncountRateHit } from "../data/rate-counts";
import { sharedDatabase } from "../db";
import { text, type Text } from "../lending/texts";

/**
 * The abuse limits of the endpoints that write something for free. Each limit is declared beside
 * its endpoint's handler (`serve(router, endpoint, handler, { limit })`, lending/http.ts) and
 * counted in `answerCall`, the one function that answers an endpoint whether the call came over
 * HTTP or from the web app in this process: a limit cannot hold on one path only
 * (server/security/limits-on-both-paths.test.ts walks every limited endpoint on both).
 *
 * The counting is express-rate-limit's (its `MemoryStore`, or the database store below through the
 * same `Store` interface); the limits come from configuration and are read on every call. Photo
 * storage is bounded in the database instead (complaints/service.ts storeUpload), since it must
 * hold across restarts to bound the disk.
 *
 * Per-address limits key on the caller's address (the TRUST_PROXY rule, or the borrower's address
 * the web app proved it forwards: security/forwarded.ts). Per-borrower limits key on the borrower
 * the session resolved to, never on a `userId` the caller merely named.
 *
 * Several instances on one PostgreSQL database must share one allowance, so there the counters live
 * in the database (DatabaseStore); a single SQLite process keeps them in memory.
 */
const MINUTE = 60_000;

/** Which calls use up the allowance: all, only refused ones (password guessing), only accepted ones. */
type Counted = "every" | "failures" | "successes";

export interface AbuseLimit {
  /** The counter's name: endpoints that share an allowance share one limit. */
  readonly name: string;
  readonly windowMs: number;
  readonly max: (config: ServerConfig) => number;
  /**
   * Whose allowance a call uses: the caller's address, the borrower the session resolved to, or the
   * phone number the request names (what is sent to a number, whoever asks: counted once the
   * request is read).
   */
  readonly per: "address" | "borrower" | "phone";
  readonly counted: Counted;
  /**
   * What the refused caller reads (answered in the session's language like any text), or the text
   * saying when the allowance comes back (whole minutes, at least 1).
   */
  readonly message: Text | ((retryInMinutes: number) => Text);
}

/** The refusal of a call over `limit`, whose allowance comes back at `resetAt` (when known). */
export function refusalOf(limit: AbuseLimit, resetAt: Date | undefined): Text {
  if (typeof limit.message !== "function") return limit.message;
  const left = resetAt ? resetAt.getTime() - Date.now() : limit.windowMs;
  return limit.message(Math.max(1, Math.ceil(left / MINUTE)));
}

export const opsLoginAttempts: AbuseLimit = {
  name: "ops login",
  windowMs: 15 * MINUTE,
  max: (c) => c.OPS_LOGINS_PER_IP_PER_15_MIN,
  per: "address",
  // An agent who logs in does not use up the office's allowance.
  counted: "failures",
  message: text("opsLoginLimited"),
};

export const contactMessages: AbuseLimit = {
  name: "site contact",
  windowMs: 60 * MINUTE,
  max: (c) => c.CONTACT_MESSAGES_PER_IP_PER_HOUR,
  per: "address",
  counted: "every",
  message: text("contactLimited"),
};

/** Promotion visits and clicks share one allowance: both inflate the same funnel. */
export const promotionTracking: AbuseLimit = {
  name: "promotion tracking",
  windowMs: 60 * MINUTE,
  max: (c) => c.PROMOTION_VISITS_PER_IP_PER_HOUR,
  per: "address",
  counted: "every",
  message: text("visitsLimited"),
};

/**
 * The sign-up code by SMS only (no picture code; docs/decisions/202): stricter than the picture
 * path, per number and per address, counting only codes sent. The refusal says when to try again
 * and that the picture path still works.
 */
export const smsOnlyPerPhone: AbuseLimit = {
  name: "promotion SMS only per phone",
  windowMs: 60 * MINUTE,
  max: () => SMS_ONLY_LIMITS.perPhonePerHour,
  per: "phone",
  counted: "successes",
  message: (minutes) => text("smsOnlyPhoneLimited", { minutes }),
};

export const smsOnlyPerAddress: AbuseLimit = {
  name: "promotion SMS only per address",
  windowMs: 60 * MINUTE,
  max: () => SMS_ONLY_LIMITS.perAddressPerHour,
  per: "address",
  counted: "successes",
  message: (minutes) => text("smsOnlyAddressLimited", { minutes }),
};

export const complaintFilings: AbuseLimit = {
  name: "complaint filing",
  windowMs: 24 * 60 * MINUTE,
  max: (c) => c.COMPLAINTS_PER_BORROWER_PER_DAY,
  per: "borrower",
  // Only filings that went through count.
  counted: "successes",
  message: text("complaintsLimited"),
};

/** express-rate-limit's store interface over the database's RateCount rows (PostgreSQL). */
class DatabaseStore implements Store {
  localKeys = false;
  private windowMs = MINUTE;
  constructor(readonly prefix: string) {}
  init(options: { windowMs: number }) {
    this.windowMs = options.windowMs;
  }
  async increment(key: string) {
    const { hits, resetAt } = await countRateHit(`${this.prefix}:${key}`, this.windowMs);
    return { totalHits: hits, resetTime: resetAt };
  }
  async decrement(key: string) {
    await uncountRateHit(`${this.prefix}:${key}`);
  }
  async resetKey(key: string) {
    await resetRateKey(`${this.prefix}:${key}`);
  }
}

/** One store per limit and per process, whichever path the call came by. */
const stores = new Map<string, Store>();

function storeOf(limit: AbuseLimit): Store {
  let store = stores.get(limit.name);
  if (!store) {
    store = sharedDatabase() ? new DatabaseStore(limit.name) : new MemoryStore();
    store.init?.({ windowMs: limit.windowMs } as Parameters<NonNullable<Store["init"]>>[0]);
    stores.set(limit.name, store);
  }
  return store;
}

export interface Counting {
  /** Whether this call is over the limit (it is then refused with `limit.message`). */
  refused: boolean;
  /** When the allowance comes back, as the store knows it. */
  resetAt?: Date;
  /** Told whether the call succeeded, so a limit that counts only some calls can give one back. */
  settle(succeeded: boolean): Promise<void>;
}

/**
 * Counts one call against `limit` for `who` (an address or a borrower id). The hit is counted
 * before the call runs, so concurrent calls cannot all slip under the limit; a call the limit does
 * not count after all is given back once its outcome is known.
 */
export async function countCall(limit: AbuseLimit, who: string): Promise<Counting> {
  const store = storeOf(limit);
  const key = limit.per === "address" ? ipKeyGenerator(who) : `${limit.per}:${who}`;
  const { totalHits, resetTime } = await store.increment(key);
  const refused = totalHits > limit.max(serverConfig());
  return {
    refused,
    resetAt: resetTime,
    async settle(succeeded) {
      // A refused call is a failed one: it stays counted where failures count.
      const givenBack = (limit.counted === "failures" && succeeded) || (limit.counted === "successes" && !succeeded);
      if (givenBack) await store.decrement(key);
    },
  };
}

/**
 * An allowance per borrower counted by the service that knows the borrower (events: each event of a
 * batch names its own borrower, and the web app's own batches must not be limited as one caller,
 * second penetration test N3). `spend(borrowerId)` counts one use and says whether it is within the
 * limit; the service runs on every path the endpoint is reached by (in process or HTTP).
 */
export function borrowerAllowance(name: string, windowMs: number, max: (config: ServerConfig) => number) {
  const limit: AbuseLimit = { name, windowMs, max, per: "borrower", counted: "every", message: text("eventsLimited") };
  return {
    async spend(borrowerId: number): Promise<boolean> {
      const { totalHits } = await storeOf(limit).increment(`borrower:${borrowerId}`);
      return totalHits <= max(serverConfig());
    },
    /** Forgets every count (tests). */
    async reset(borrowerId: number) {
      await storeOf(limit).resetKey(`borrower:${borrowerId}`);
    },
  };
}

/** Events (page views, clicks) each borrower may write per hour (N3). */
export const eventAllowance = borrowerAllowance("events", 60 * MINUTE, (c) => c.EVENTS_PER_BORROWER_PER_HOUR);
