import { serverConfig } from "../../../config";
import { observeDragonpayCall } from "../../../metrics";
import { collectApi } from "./addresses";
import {
  basicAuthorization,
  type CallbackKey,
  type CollectAnswer,
  type CollectRequest,
  type Processor,
  type StatusAnswer,
} from "./protocol";

/**
 * The merchant's calls to Dragonpay's Collection API v1, Basic-authorised with the merchant id and
 * API password. Each either answers Dragonpay's JSON or throws DragonpayUnavailable: the caller
 * decides what a borrower sees (a code not issued is retried by pressing Payment again).
 */

export class DragonpayUnavailable extends Error {
  constructor(
    what: string,
    cause?: unknown,
    /** The HTTP status Dragonpay answered, when it answered one (409: that txnid exists already). */
    readonly status?: number,
  ) {
    super(`Dragonpay ${what} failed${cause instanceof Error ? `: ${cause.message}` : ""}`, { cause });
    this.name = "DragonpayUnavailable";
  }
}

/** Long enough for a slow provider, short enough that the borrower's Payment press still answers. */
const TIMEOUT_MS = 10_000;

async function call<T>(what: string, path: string, init: { method: "GET" | "POST"; body?: unknown; auth?: boolean }): Promise<T> {
  const started = performance.now();
  try {
    const answer = await callOnce<T>(what, path, init);
    observeDragonpayCall(what, "ok", (performance.now() - started) / 1000);
    return answer;
  } catch (error) {
    observeDragonpayCall(what, "failed", (performance.now() - started) / 1000);
    throw error;
  }
}

async function callOnce<T>(what: string, path: string, init: { method: "GET" | "POST"; body?: unknown; auth?: boolean }): Promise<T> {
  const { DRAGONPAY_MERCHANT_ID, DRAGONPAY_PASSWORD } = serverConfig();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (init.auth !== false) headers.Authorization = basicAuthorization(DRAGONPAY_MERCHANT_ID, DRAGONPAY_PASSWORD);
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(collectApi(path), {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new DragonpayUnavailable(what, error);
  }
  if (!response.ok) throw new DragonpayUnavailable(`${what} (HTTP ${response.status})`, undefined, response.status);
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new DragonpayUnavailable(`${what} (not JSON)`, error);
  }
}

/** Creates the pay code `txnid`; Status "S" carries the pay page's `Url`. */
export function createCollection(txnid: string, request: CollectRequest): Promise<CollectAnswer> {
  return call("create", `/${encodeURIComponent(txnid)}/post`, { method: "POST", body: request });
}

/** The transaction `txnid` as Dragonpay knows it. */
export function collectionStatus(txnid: string): Promise<StatusAnswer> {
  return call("status", `/txnid/${encodeURIComponent(txnid)}`, { method: "GET" });
}

/** Voids the pending code `txnid`: Dragonpay refuses it from then on. */
export function voidCollection(txnid: string): Promise<{ Status: number | string; Message?: string }> {
  return call("void", `/void/${encodeURIComponent(txnid)}`, { method: "GET" });
}

/** The channels Dragonpay offers this merchant. */
export function processors(): Promise<Processor[]> {
  return call("processors", "/processors", { method: "GET" });
}

/** The public keys postbacks are signed with. */
export function callbackKeys(): Promise<CallbackKey[]> {
  return call("keys", "/keys/callback", { method: "GET" });
}
