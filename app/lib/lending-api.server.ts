import type { z } from "zod";
import { envelopeSchema, isSessionExpired, isSuccessCode, pathUnderBase, type DataOf, type Endpoint, type RequestOf } from "@contract";
import { inProcessBackend, type InProcessAnswer, type InProcessBackend, type InProcessCall } from "@contract/in-process";
import type { sessionPage } from "@contract/page-query";
import { WEB_APP_PROOF_HEADER, webAppProof } from "@contract/web-app-proof";
import { appEnv } from "./env.server";
import { readPage } from "./page-query.server";
import { headerParamsOf, sessionParamsOf, type CarriedParams } from "./query";

/**
 * The one typed client of the lending backend. It speaks the documented conventions: the envelope,
 * form-encoded POST bodies, GET parameters in the query, the common session parameters on every
 * call, the two header variants, a 60 s timeout. Network failures are passed to the caller
 * unchanged (as thrown errors); answers are always returned, successful or not.
 */

export type ApiResult<E extends Endpoint> =
  | { ok: true; code: number | string; message: string; data: DataOf<E> }
  | { ok: false; code: number | string; message: string; data: unknown; sessionExpired: boolean };

export interface LendingClientOptions {
  /** The page query (typed or not): session parameters and header values are taken from it. */
  query: CarriedParams;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * The borrower's request. Its address, host and scheme are passed on (X-Forwarded-For, -Host,
   * -Proto), so the backend's per-IP limits see the real client and the links it builds (the
   * payment page) point at the host the borrower used.
   */
  request?: Request;
  /** For 'ops' endpoints: the operator's console session (docs/decisions/074), passed on unchanged. */
  opsSession?: string;
}

/**
 * How long one page request's forwarded headers, proof included, serve its later calls. A page
 * makes two or three calls (its data, the pay-your-way card, its page view) for the one borrower's
 * one address: the HMAC and the URL parse are done once, not per call (issue 38). Far within the
 * proof's lifetime (WEB_APP_PROOF_LIFETIME_MS), so a proof reused is never one the backend refuses.
 */
export const FORWARDED_REUSE_MS = 5_000;

const forwardedOfRequest = new WeakMap<Request, { at: number; headers: Readonly<Record<string, string>> }>();

/** The borrower's address, host and scheme, as the Express layer established them, with the proof. */
export function forwardedHeadersOf(request: Request): Record<string, string> {
  const kept = forwardedOfRequest.get(request);
  const now = Date.now();
  if (kept && now - kept.at < FORWARDED_REUSE_MS) return { ...kept.headers };
  const headers = madeForwardedHeaders(request, now);
  forwardedOfRequest.set(request, { at: now, headers });
  return { ...headers };
}

function madeForwardedHeaders(request: Request, now: number): Record<string, string> {
  const url = new URL(request.url);
  const headers: Record<string, string> = { "X-Forwarded-Host": url.host, "X-Forwarded-Proto": url.protocol.replace(":", "") };
  const ip = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  if (ip) headers["X-Forwarded-For"] = ip;
  // The backend believes these values only with this proof (docs/decisions/073).
  headers[WEB_APP_PROOF_HEADER] = webAppProof(
    { for: ip ?? "", host: headers["X-Forwarded-Host"], proto: headers["X-Forwarded-Proto"] },
    undefined,
    now,
  );
  return headers;
}

export class LendingApiError extends Error {
  constructor(
    message: string,
    readonly endpoint: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = "LendingApiError";
  }
}

function appendAll(target: URLSearchParams, values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    target.append(key, String(value));
  }
}

/**
 * The backend in this process (LENDING_API_URL unset) answering an endpoint directly: the function
 * its HTTP route calls (contract/in-process.ts, docs/decisions/061 and 249). Undefined for a
 * remote backend, and before the server registered itself; the call then goes over the network.
 */
function inProcessAnswer(inThisProcess: boolean): InProcessBackend | undefined {
  return inThisProcess ? inProcessBackend() : undefined;
}

/** `work`, or a rejection after `ms` (the timer is cleared either way). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function createLendingClient(options: LendingClientOptions) {
  const env = appEnv();
  const baseUrl = (options.baseUrl ?? env.LENDING_API_URL).replace(/\/$/, "");
  const timeoutMs = options.timeoutMs ?? env.LENDING_API_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const answerHere = options.fetch === undefined && options.baseUrl === undefined ? inProcessAnswer(env.backendInThisProcess) : undefined;
  const session = sessionParamsOf(options.query);
  const headerValues = headerParamsOf(options.query);

  function headersFor(endpoint: Endpoint): Record<string, string> {
    const headers: Record<string, string> = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
    if (endpoint.variant === "json") {
      headers.building = headerValues.building;
      headers.gather = headerValues.gather;
    } else {
      headers.swift = headerValues.swift;
      headers.eyes = headerValues.eyes;
    }
    if (options.request) Object.assign(headers, forwardedHeadersOf(options.request));
    if (endpoint.auth === "ops" && options.opsSession !== undefined) headers["X-Ops-Session"] = options.opsSession;
    return headers;
  }

  async function call<E extends Endpoint>(endpoint: E, input: RequestOf<E> | FormData): Promise<ApiResult<E>> {
    if (answerHere) {
      let answer: InProcessAnswer | undefined;
      try {
        answer = await within(
          timeoutMs,
          inProcessCall(endpoint, input).then((handed) => answerHere(endpoint.name, handed)),
        );
      } catch (cause) {
        throw new LendingApiError(`The lending service could not be reached (${endpoint.name}).`, endpoint.name, cause);
      }
      // The backend of this process has no handler for the endpoint: a fault of this build (the
      // server refuses to start so), never a reason to try the network instead.
      if (!answer) throw new LendingApiError(`The lending service in this process has no handler for ${endpoint.name}.`, endpoint.name);
      return readAnswer(endpoint, JSON.parse(answer.json));
    }
    const url = new URL(baseUrl + pathUnderBase(endpoint));
    appendAll(url.searchParams, session);
    const headers = headersFor(endpoint);
    let body: BodyInit | undefined;
    if (endpoint.method === "GET") {
      appendAll(url.searchParams, input as Record<string, unknown>);
    } else if (input instanceof FormData) {
      body = input; // multipart: fetch sets the boundary
    } else {
      const form = new URLSearchParams();
      appendAll(form, input as Record<string, unknown>);
      body = form;
      headers["Content-Type"] = "application/x-www-form-urlencoded;charset=UTF-8";
    }
    return readAnswer(endpoint, await overHttp(url, { method: endpoint.method, headers, body }, endpoint.name));
  }

  /**
   * The query and form the HTTP call would carry, as the backend reads them (the first value of each
   * name: the session's parameters before a GET's input), the address, host and scheme the client
   * would forward with its proof, and an upload's photo as the backend's upload parser gives it.
   */
  async function inProcessCall(endpoint: Endpoint, input: RequestOf<Endpoint> | FormData): Promise<InProcessCall> {
    const query: Record<string, string> = {};
    const form: Record<string, string> = {};
    const put = (target: Record<string, string>, values: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(values))
        if (value !== undefined && value !== null && !(key in target)) target[key] = String(value);
    };
    put(query, session);
    let file: InProcessCall["file"];
    if (input instanceof FormData) {
      for (const [key, value] of input.entries()) {
        if (typeof value === "string") put(form, { [key]: value });
        else if (!file) {
          const buffer = Buffer.from(await value.arrayBuffer());
          file = { buffer, size: buffer.length, mimetype: value.type || "application/octet-stream", originalname: value.name };
        }
      }
    } else {
      put(endpoint.method === "GET" ? query : form, input as Record<string, unknown>);
    }
    const call: InProcessCall = { query, body: form, peer: "127.0.0.1", file };
    if (options.request) {
      const headers = forwardedHeadersOf(options.request);
      call.forwarded = {
        for: headers["X-Forwarded-For"] ?? "",
        host: headers["X-Forwarded-Host"],
        proto: headers["X-Forwarded-Proto"],
        proof: headers[WEB_APP_PROOF_HEADER],
      };
    }
    if (endpoint.auth === "ops") call.opsSession = options.opsSession;
    return call;
  }

  async function overHttp(url: URL, init: RequestInit, endpointName: string): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      throw new LendingApiError(`The lending service could not be reached (${endpointName}).`, endpointName, cause);
    }
    try {
      return await response.json();
    } catch (cause) {
      throw new LendingApiError(`The lending service answered in an unexpected way (${endpointName}).`, endpointName, cause);
    }
  }

  return { call };
}

/** The envelope checked, and the data checked against the endpoint's contract. */
function readAnswer<E extends Endpoint>(endpoint: E, json: unknown): ApiResult<E> {
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    throw new LendingApiError(`The lending service answered in an unexpected way (${endpoint.name}).`, endpoint.name);
  }
  const { code, message, data, success } = envelope.data;
  const succeeded = isSuccessCode(endpoint.successCode, code) && (endpoint.successFlag ? success !== false : true);
  if (!succeeded) {
    return { ok: false, code, message, data, sessionExpired: isSessionExpired(code) };
  }
  const parsed = endpoint.data.safeParse(data);
  if (!parsed.success) {
    throw new LendingApiError(`The lending service sent data this app cannot read (${endpoint.name}).`, endpoint.name, parsed.error);
  }
  return { ok: true, code, message, data: parsed.data as DataOf<E> };
}

export type LendingClient = ReturnType<typeof createLendingClient>;

/**
 * A route's usual start: its page query read by the route's schema (`page`, typed plain names with
 * the session and header values; the session only without one), and a client that carries the
 * session and the borrower's request.
 */
export function lendingFor<S extends z.ZodType<CarriedParams> = typeof sessionPage>(request: Request, schema?: S) {
  const { page } = readPage(request, schema);
  return { page, client: createLendingClient({ query: page, request }) };
}
