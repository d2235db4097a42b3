import type { Request, Response, Router } from "express";
import { z } from "zod";
import {
  FailureCode,
  SESSION_PARAMS,
  pathUnderBase,
  wireFailureCode,
  type Endpoint,
  type Envelope,
  type FailureCodeName,
  type ParsedRequestOf,
  type WireDataOf,
} from "../../app/lib/contract";
import { authenticate, checkOpsSession, type AuthenticatedBorrower } from "./auth";
import { LendingError } from "./errors";
import { offerInProcess } from "./in-process-endpoints";
import { backendLanguage, isText, render, renderData, text, type BackendLanguage, type Text } from "./texts";
import { textOfMessage } from "../../app/lib/contract/keyed-message";

export { LendingError };

/**
 * HTTP glue shared by every resource router: parse the request with the endpoint's schema,
 * authenticate the session, call the service, and answer the documented envelope. Bad input and
 * unexpected faults become an envelope with a non-success code and a message a person can act on;
 * the backend never answers 500.
 */

export interface HandlerContext<E extends Endpoint, B = AuthenticatedBorrower> {
  input: ParsedRequestOf<E>;
  /** The authenticated borrower on 'borrower' endpoints; null on public ones. */
  borrower: B;
  /** The language the session asked for: texts the service writes into its data follow it. */
  language: BackendLanguage;
  /** The client's address ('trust proxy' follows TRUST_PROXY; see security/forwarded.ts). */
  ip: string;
  /** The photo of an upload endpoint, received by its own middleware (multer). */
  file?: Express.Multer.File;
}

/**
 * Everything an endpoint's answer is computed from, however the call arrived: over HTTP (the
 * Express route below) or handed over within the process by the web app
 * (./in-process-endpoints.ts). Query and body are already flattened to their first values.
 */
export interface EndpointCall {
  query: Record<string, string>;
  body: Record<string, string>;
  ip: string;
  opsSession?: string;
  file?: Express.Multer.File;
}

export interface EndpointAnswer {
  envelope: Envelope<unknown>;
  /** Whether the call succeeded (read by the per-borrower limits, security/rate-limits.ts). */
  succeeded: boolean;
}

/** First value of every key: repeated query keys must not turn a field into an array. */
export function flatten(source: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!source || typeof source !== "object") return out;
  for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") out[key] = first;
    else if (typeof first === "number" || typeof first === "boolean") out[key] = String(first);
  }
  return out;
}

function sessionQuery(call: EndpointCall) {
  return Object.fromEntries(SESSION_PARAMS.filter((k) => call.query[k] !== undefined).map((k) => [k, call.query[k]]));
}

export function inputOf(call: Pick<EndpointCall, "query" | "body">, method: "GET" | "POST"): Record<string, string> {
  const query = { ...call.query };
  for (const key of SESSION_PARAMS) delete query[key];
  return method === "GET" ? query : { ...query, ...call.body };
}

/** The text of a request's first problem: the contract names its texts by key (contract/keyed-message.ts). */
export function firstIssueText(error: z.ZodError): Text | string {
  const issue = error.issues[0];
  if (!issue) return text("requestInvalid");
  // zod's own wording for a missing field is not for borrowers; name the field instead.
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) {
    return text("fieldRequired", { field: String(issue.path.join(".")) || "A field" });
  }
  // A check without a text of ours keeps zod's (English) wording, as it always has.
  const named = textOfMessage(issue.message);
  return named && isText(named) ? named : issue.message;
}

/**
 * The failure envelope, its message in the session's language: the one place a backend text
 * becomes words (texts inside the failure's data too, e.g. a form's per-field messages).
 */
export function failureEnvelope<T = null>(
  endpoint: Pick<Endpoint, "successCode" | "successFlag">,
  code: number | string,
  message: Text | string,
  language: BackendLanguage,
  data: T = null as T,
): Envelope<T> {
  const words = typeof message === "string" ? message : render(message, language);
  const envelope: Envelope<T> = { code: wireFailureCode(endpoint, code), message: words, data: renderData(data, language) as T };
  if (endpoint.successFlag) envelope.success = false;
  return envelope;
}

export function successEnvelope<T>(endpoint: Pick<Endpoint, "successCode" | "successFlag">, data: T, message = "success"): Envelope<T> {
  const envelope: Envelope<T> = { code: endpoint.successCode, message, data };
  if (endpoint.successFlag) envelope.success = true;
  return envelope;
}

export function codeOf(failure: LendingError["failure"]): number | string {
  return typeof failure === "string" ? FailureCode[failure] : failure.code;
}

/** Turns any thrown value into the envelope a caller can act on. */
export function envelopeForError(
  endpoint: Pick<Endpoint, "successCode" | "successFlag" | "name">,
  error: unknown,
  language: BackendLanguage,
): Envelope<unknown> {
  if (error instanceof LendingError) return failureEnvelope(endpoint, codeOf(error.failure), error.text, language, error.data);
  if (error instanceof z.ZodError) return failureEnvelope(endpoint, FailureCode.invalidInput, firstIssueText(error), language);
  console.error(`[lending] ${endpoint.name} failed`, error);
  return failureEnvelope(endpoint, FailureCode.unavailable, text("somethingWentWrong"), language);
}

/** Registers one documented borrower endpoint (session required) on a resource router. */
export function serve<E extends Endpoint>(router: Router, endpoint: E, handler: (ctx: HandlerContext<E>) => Promise<WireDataOf<E>>) {
  if (endpoint.auth !== "borrower") throw new Error(`${endpoint.name} is public: register it with servePublic`);
  register(router, endpoint, handler as (ctx: HandlerContext<E, AuthenticatedBorrower | null>) => Promise<WireDataOf<E>>);
}

/** Registers one documented public endpoint (no session) on a resource router. */
export function servePublic<E extends Endpoint>(router: Router, endpoint: E, handler: (ctx: HandlerContext<E, null>) => Promise<WireDataOf<E>>) {
  if (endpoint.auth !== "public") throw new Error(`${endpoint.name} needs a session: register it with serve`);
  register(router, endpoint, handler as (ctx: HandlerContext<E, AuthenticatedBorrower | null>) => Promise<WireDataOf<E>>);
}

/** Registers an ops-console endpoint: the operator's password is checked, no borrower session. */
export function serveOps<E extends Endpoint>(router: Router, endpoint: E, handler: (ctx: HandlerContext<E, null>) => Promise<WireDataOf<E>>) {
  if (endpoint.auth !== "ops") throw new Error(`${endpoint.name} is not an ops endpoint`);
  register(router, endpoint, handler as (ctx: HandlerContext<E, AuthenticatedBorrower | null>) => Promise<WireDataOf<E>>);
}

function register<E extends Endpoint>(
  router: Router,
  endpoint: E,
  handler: (ctx: HandlerContext<E, AuthenticatedBorrower | null>) => Promise<WireDataOf<E>>,
) {
  const answer = (call: EndpointCall) => answerCall(endpoint, handler, call);
  offerInProcess(endpoint, answer);
  const method = endpoint.method === "GET" ? "get" : "post";
  router[method](pathUnderBase(endpoint), async (req, res) => {
    // A borrower's or an agent's data must not stay in a shared or browser cache (docs/security.md).
    if (endpoint.auth !== "public") res.set("Cache-Control", "no-store");
    const { envelope, succeeded } = await answer(callOf(req));
    if (succeeded) res.locals.envelopeSucceeded = true; // read by the per-borrower limits (security/rate-limits.ts)
    res.json(envelope);
  });
}

/** An HTTP request as an endpoint call. */
function callOf(req: Request): EndpointCall {
  return { query: flatten(req.query), body: flatten(req.body), ip: req.ip ?? "", opsSession: req.get("X-Ops-Session"), file: req.file };
}

/**
 * The one place an endpoint's answer is computed: parse the request with the endpoint's schema,
 * authenticate the session, call the service, check the answer against the contract, and wrap it
 * in the envelope. Never throws.
 */
async function answerCall<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: HandlerContext<E, AuthenticatedBorrower | null>) => Promise<WireDataOf<E>>,
  call: EndpointCall,
): Promise<EndpointAnswer> {
  const language = backendLanguage(call.query.language);
  try {
    if (endpoint.auth === "ops") await checkOpsSession(call.opsSession);
    const borrower = endpoint.auth === "borrower" ? await authenticate(sessionQuery(call)) : null;
    const input = endpoint.request.parse(inputOf(call, endpoint.method)) as ParsedRequestOf<E>;
    const data = await handler({ input, borrower, language, ip: call.ip, file: call.file });
    // Check our own answer against the contract: a drift is a bug, never sent as success.
    const checked = endpoint.data.safeParse(data);
    if (!checked.success) {
      console.error(`[lending] ${endpoint.name} answered outside its contract`, checked.error.issues);
      return { envelope: envelopeForError(endpoint, new Error("contract drift"), language), succeeded: false };
    }
    return { envelope: successEnvelope(endpoint, data), succeeded: true };
  } catch (error) {
    return { envelope: envelopeForError(endpoint, error, language), succeeded: false };
  }
}
