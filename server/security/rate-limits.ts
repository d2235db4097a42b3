import { ipKeyGenerator, type Store } from "express-rate-limit";
import crypto from "node:crypto";
import { SMS_ONLY_LIMITS } from "@contract/promotion-rules";
import { serverConfig, type ServerConfig } from "../config";
import { countRateHit, resetRateKey, uncountRateHit } from "../data/rate-counts";
import { text, type Text } from "../lending/texts";

/**
 * The abuse limits of the endpoints that write something for free. Each limit is declared beside
 * its endpoint's handler (`serve(router, endpoint, handler, { limit })`, lending/http.ts) and
 * counted in `answerCall`, the one function that answers an endpoint whether the call came over
 * HTTP or from the web app in this process: a limit cannot hold on one path only
 * (integration/limits-on-both-paths.test.ts walks every limited endpoint on both).
 *
 * The counting goes through express-rate-limit's `Store` interface to the database (DatabaseStore
 * below, on both engines); the limits come from configuration and are read on every call. Photo
 * storage is bounded in the database instead (complaints/service.ts storeUpload), since it must
 * hold across restarts to bound the disk.
 *
 * Per-address limits key on the caller's address (the TRUST_PROXY rule, or the borrower's address
 * the web app proved it forwards: security/forwarded.ts); an IPv6 caller by its /64, the block one
 * subscriber is given, so walking the addresses of one's own block is no fresh allowance. Per-borrower limits key on the borrower
 * the session resolved to, never on a `userId` the caller merely named.
 *
 * Every counter lives in the database, on SQLite too (third penetration test): counted in memory, a
 * crash or restart handed out a fresh allowance (eleven wrong console passwords, a crash, and the
 * twelfth was answered again), and several instances on one PostgreSQL database must share one.
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
   * Whose allowance a call uses: the caller's address, the borrower the session resolved to, the
   * phone number the request names (what is sent to a number, whoever asks: counted once the
   * request is read), or the caller's address with the password it tries (`attempt`: a digest of
   * the request's `password`, counted once the request is read).
   */
  readonly per: "address" | "borrower" | "phone" | "attempt";
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

/**
 * Console password guessing, counted per address AND per password tried (third penetration test):
 * counted per address alone, ten wrong passwords from an office's one public address locked every
 * agent behind it out for 15 minutes, the right password too. Now repeating one wrong password is
 * limited, the right one (never a failure) still logs in, and guessing many passwords is bounded
 * per address by the second, larger limit (docs/security.md).
 */
export const opsLoginAttempts: AbuseLimit = {
  name: "ops login",
  windowMs: 15 * MINUTE,
  max: (c) => c.OPS_LOGINS_PER_IP_PER_15_MIN,
  per: "attempt",
  // An agent who logs in does not use up the allowance.
  counted: "failures",
  message: text("opsLoginLimited"),
};

export const opsLoginGuesses: AbuseLimit = {
  name: "ops login guesses",
  windowMs: 15 * MINUTE,
  max: (c) => c.OPS_LOGIN_GUESSES_PER_IP_PER_15_MIN,
  per: "address",
  counted: "failures",
  message: text("opsLoginLimited"),
};

/**
 * The key of one address trying one password. Only 32 bits of a digest: two passwords meet on one
 * key once in four billion (the right one is not locked out by chance), while a database reader
 * learns next to nothing about the password from the rows of the right one.
 */
export function attemptKey(address: string, password: string): string {
  const digest = crypto.createHash("sha256").update(`ops-login-attempt\0${password}`).digest("hex").slice(0, 8);
  return `${addressKey(address)} ${digest}`;
}

/**
 * Event batches (`save-batch`, public) per address (third penetration test, P2: unlimited, eight
 * connections of batches made /healthz wait 6.8 s). The web app's own batches are sent per borrower
 * address with its proof, so they count against each borrower's address, never as one caller (N3).
 */
export const eventBatches: AbuseLimit = {
  name: "event batches",
  windowMs: MINUTE,
  max: (c) => c.EVENT_BATCHES_PER_IP_PER_MINUTE,
  per: "address",
  counted: "every",
  message: text("eventsLimited"),
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

/** express-rate-limit's store interface over the database's RateCount rows (data/rate-counts.ts). */
class DatabaseStore implements Store {
  localKeys = false;
  private windowMs = MINUTE;
  constructor(readonly prefix: string) {}
  init(options: { windowMs: number }) {
    this.windowMs = options.windowMs;
  }
  async increment(key: string) {
    return this.incrementBy(key, 1);
  }
  /** Counts `hits` uses at once (the events of a batch). */
  async incrementBy(key: string, hits: number) {
    const counted = await countRateHit(`${this.prefix}:${key}`, this.windowMs, hits);
    return { totalHits: counted.hits, resetTime: counted.resetAt };
  }
  async decrement(key: string) {
    await uncountRateHit(`${this.prefix}:${key}`);
  }
  async resetKey(key: string) {
    await resetRateKey(`${this.prefix}:${key}`);
  }
}

/** One store per limit and per process, whichever path the call came by. */
const stores = new Map<string, DatabaseStore>();

function storeOf(limit: AbuseLimit): DatabaseStore {
  let store = stores.get(limit.name);
  if (!store) {
    store = new DatabaseStore(limit.name);
    store.init({ windowMs: limit.windowMs });
    stores.set(limit.name, store);
  }
  return store;
}

/** The key of `who` under a per-address limit: the address, an IPv6 one cut to its /64. */
export function addressKey(who: string): string {
  return ipKeyGenerator(who, 64);
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
  const key = limit.per === "address" ? addressKey(who) : `${limit.per}:${who}`;
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
 * second penetration test N3). `spend(borrowerId, uses)` counts the uses at once and says how many
 * of them are within the limit; the service runs on every path the endpoint is reached by (in
 * process or HTTP).
 */
export function borrowerAllowance(name: string, windowMs: number, max: (config: ServerConfig) => number) {
  const limit: AbuseLimit = { name, windowMs, max, per: "borrower", counted: "every", message: text("eventsLimited") };
  return {
    async spend(borrowerId: number, uses = 1): Promise<number> {
      const { totalHits } = await storeOf(limit).incrementBy(`borrower:${borrowerId}`, uses);
      const before = totalHits - uses;
      return Math.max(0, Math.min(uses, max(serverConfig()) - before));
    },
    /** Forgets every count (tests). */
    async reset(borrowerId: number) {
      await storeOf(limit).resetKey(`borrower:${borrowerId}`);
    },
  };
}

/** Events (page views, clicks) each borrower may write per hour (N3). */
export const eventAllowance = borrowerAllowance("events", 60 * MINUTE, (c) => c.EVENTS_PER_BORROWER_PER_HOUR);
