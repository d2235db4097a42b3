import type { Request, Router } from "express";
import { z } from "zod";
import {
  FailureCode,
  SESSION_PARAMS,
  pathUnderBase,
  wireFailureCode,
  type Endpoint,
  type Envelope,
  type ParsedRequestOf,
  type WireDataOf,
} from "@contract";
import type { InProcessCall } from "@contract/in-process";
import { textOfMessage } from "@contract/keyed-message";
import { WEB_APP_PROOF_HEADER } from "@contract/web-app-proof";
import { isDatabaseError } from "../database-errors";
import { log } from "../log";
import { countDatabaseError } from "../metrics";
import { believedForwarded } from "../security/forwarded";
import { attemptKey, countCall, refusalOf, type AbuseLimit } from "../security/rate-limits";
import { authenticate, checkOpsSession, type AuthenticatedBorrower } from "./auth";
import { LendingError } from "./errors";
import { backendLanguage, isText, render, renderData, text, type BackendLanguage, type Text } from "./texts";

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
  /** The ops session token on 'ops' endpoints (already checked). */
  opsSession?: string;
}

/**
 * Everything an endpoint's answer is computed from, however the call arrived: over HTTP (the
 * Express route below) or handed over within the process by the web app
 * (./in-process-endpoints.ts). Query and body are already flattened to their first values. One
 * definition for both sides: the contract's (contract/in-process.ts).
 */
export type EndpointCall = InProcessCall;

export type UploadedFile = NonNullable<InProcessCall["file"]>;

export interface EndpointAnswer {
  envelope: Envelope<unknown>;
  /** The HTTP status the envelope goes out with (200, or 429 / 413 for a limit). */
  status: number;
  /** Whether the call succeeded. */
  succeeded: boolean;
}

/**
 * The cross-cutting rules of one endpoint, declared beside its handler and applied by `answerCall`
 * on every path: an abuse limit, and the size of its form. (The session check comes from the
 * endpoint's `auth`, the language from the session's `language`, the caller's address from the web
 * app's proof: the same for every endpoint.)
 */
export interface EndpointRules {
  /** One abuse limit, or several that each call must pass (every one counts it). */
  limit?: AbuseLimit | readonly AbuseLimit[];
  /** At most this many fields and bytes (URL-encoded) in the form; FORM_LIMIT unless said. */
  form?: FormLimit;
}

export interface FormLimit {
  fields: number;
  bytes: number;
}

/** Every documented form is a few fields; the HTTP body parser stops reading at the same bounds. */
export const FORM_LIMIT: FormLimit = { fields: 200, bytes: 64 * 1024 };

/** The abuse limits an endpoint declared, as a list. */
export function limitsOf(rules: EndpointRules): readonly AbuseLimit[] {
  return rules.limit === undefined ? [] : Array.isArray(rules.limit) ? (rules.limit as readonly AbuseLimit[]) : [rules.limit as AbuseLimit];
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
  // zod's own wording for a missing field is not for borrowers; name the field instead (the
  // request is parsed with `reportInput`, so the issue carries the value it found: none).
  if (issue.code === "invalid_type" && "input" in issue && issue.input === undefined) {
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
  if (isDatabaseError(error)) countDatabaseError();
  log().error({ err: error, endpoint: endpoint.name }, "endpoint failed");
  return failureEnvelope(endpoint, FailureCode.unavailable, text("somethingWentWrong"), language);
}

/** Registers one documented borrower endpoint (session required) on a resource router. */
export function serve<E extends Endpoint>(
  router: Router,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<WireDataOf<E>>,
  rules: EndpointRules = {},
) {
  if (endpoint.auth !== "borrower") throw new Error(`${endpoint.name} is public: register it with servePublic`);
  register(router, endpoint, handler as (ctx: HandlerContext<E, AuthenticatedBorrower | null>) => Promise<WireDataOf<E>>, rules);
}

/** Registers one documented public endpoint (no session) on a resource router. */
export function servePublic<E extends Endpoint>(
  router: Router,
  endpoint: E,
  handler: (ctx: HandlerContext<E, null>) => Promise<WireDataOf<E>>,
  rules: EndpointRules = {},
) {
  if (endpoint.auth !== "public") throw new Error(`${endpoint.name} needs a session: register it with serve`);
  register(router, endpoint, handler as (ctx: HandlerContext<E, AuthenticatedBorrower | null>) => Promise<WireDataOf<E>>, rules);
}

/** Registers an ops-console endpoint: the operator's password is checked, no borrower session. */
export function serveOps<E extends Endpoint>(
  router: Router,
  endpoint: E,
  handler: (ctx: HandlerContext<E, null>) => Promise<WireDataOf<E>>,
  rules: EndpointRules = {},
) {
  if (endpoint.auth !== "ops") throw new Error(`${endpoint.name} is not an ops endpoint`);
  register(router, endpoint, handler as (ctx: HandlerContext<E, AuthenticatedBorrower | null>) => Promise<WireDataOf<E>>, rules);
}

/** Every registered endpoint's answer and rules, by name: the web app's calls within the process. */
export interface RegisteredEndpoint {
  endpoint: Endpoint;
  rules: EndpointRules;
  answer: (call: EndpointCall) => Promise<EndpointAnswer>;
}
const registered = new Map<string, RegisteredEndpoint>();

export function registeredEndpoint(name: string): RegisteredEndpoint | undefined {
  return registered.get(name);
}

export function registeredEndpoints(): RegisteredEndpoint[] {
  return [...registered.values()];
}

function register<E extends Endpoint>(
  router: Router,
  endpoint: E,
  handler: (ctx: HandlerContext<E, AuthenticatedBorrower | null>) => Promise<WireDataOf<E>>,
  rules: EndpointRules,
) {
  const answer = (call: EndpointCall) => answerCall(endpoint, rules, handler, call);
  if (registered.has(endpoint.name)) throw new Error(`${endpoint.name} is registered twice`);
  registered.set(endpoint.name, { endpoint, rules, answer });
  const method = endpoint.method === "GET" ? "get" : "post";
  router[method](pathUnderBase(endpoint), async (req, res) => {
    // A borrower's or an agent's data must not stay in a shared or browser cache (docs/security.md).
    if (endpoint.auth !== "public") res.set("Cache-Control", "no-store");
    const { envelope, status } = await answer(callOf(req));
    // Already in the session's language (answerCall): sent as it is.
    res.status(status).type("application/json").send(JSON.stringify(envelope));
  });
}

/** An HTTP request as an endpoint call. */
function callOf(req: Request): EndpointCall {
  return {
    query: flatten(req.query),
    body: flatten(req.body),
    peer: req.ip ?? "",
    forwarded: {
      for: req.get("X-Forwarded-For") ?? "",
      host: req.get("X-Forwarded-Host") ?? "",
      proto: req.get("X-Forwarded-Proto") ?? "",
      proof: req.get(WEB_APP_PROOF_HEADER),
    },
    opsSession: req.get("X-Ops-Session"),
    file: req.file,
  };
}

/** The caller's address: the one the web app forwards when its proof holds, else the peer's. */
function callerAddress(call: EndpointCall): string {
  return (call.forwarded && believedForwarded(call.forwarded)?.for) || call.peer;
}

function formTooLarge(body: Record<string, string>, limit: FormLimit): boolean {
  const names = Object.keys(body);
  if (names.length > limit.fields) return true;
  let bytes = 0;
  for (const name of names) bytes += encodeURIComponent(name).length + encodeURIComponent(body[name]).length + 2;
  return bytes > limit.bytes;
}

/**
 * The abuse limits one call is counted against (an endpoint may declare several), each told the
 * call's outcome once it is known.
 */
function countedLimits(endpoint: Endpoint, language: BackendLanguage) {
  const counted: Array<(succeeded: boolean) => Promise<void>> = [];
  const settle = async (succeeded: boolean) => {
    for (const one of counted.splice(0)) await one(succeeded);
  };
  /** Counts the call against `limit` for `who`: the refusal's envelope when it is over, else null. */
  const overLimit = async (limit: AbuseLimit, who: string): Promise<Envelope<unknown> | null> => {
    const counting = await countCall(limit, who);
    counted.push(counting.settle);
    if (!counting.refused) return null;
    // A refused call gives back what the other limits counted for it (where they count only successes).
    await settle(false);
    return failureEnvelope(endpoint, FailureCode.rateLimited, refusalOf(limit, counting.resetAt), language);
  };
  return { settle, overLimit };
}

/**
 * The one place an endpoint's answer is computed, on every path: the operator's or the borrower's
 * session, the form's size, the abuse limit, the request schema, the service, the answer checked
 * against the contract, the envelope in the session's language. Never throws.
 */
async function answerCall<E extends Endpoint>(
  endpoint: E,
  rules: EndpointRules,
  handler: (ctx: HandlerContext<E, AuthenticatedBorrower | null>) => Promise<WireDataOf<E>>,
  call: EndpointCall,
): Promise<EndpointAnswer> {
  const language = backendLanguage(call.query.language);
  const spoken = (envelope: Envelope<unknown>, status: number, succeeded: boolean): EndpointAnswer => ({ envelope, status, succeeded });
  const limits = countedLimits(endpoint, language);
  try {
    if (endpoint.method === "POST" && formTooLarge(call.body, rules.form ?? FORM_LIMIT)) {
      return spoken(failureEnvelope(endpoint, FailureCode.invalidInput, text("requestTooLarge"), language), 413, false);
    }
    const ip = callerAddress(call);
    if (endpoint.auth === "ops") await checkOpsSession(call.opsSession);
    const borrower = endpoint.auth === "borrower" ? await authenticate(sessionQuery(call)) : null;
    const readsInput = ({ per }: AbuseLimit) => per === "phone" || per === "attempt";
    for (const limit of limitsOf(rules).filter((limit) => !readsInput(limit))) {
      const refused = await limits.overLimit(limit, limit.per === "borrower" ? String(borrower?.id ?? "") : ip);
      if (refused) return spoken(refused, 429, false);
    }
    const input = endpoint.request.parse(inputOf(call, endpoint.method), { reportInput: true }) as ParsedRequestOf<E>;
    // A limit on a phone number or a password tried needs the request read: what it names.
    for (const limit of limitsOf(rules).filter(readsInput)) {
      const named = input as { phone?: unknown; password?: unknown };
      const who = limit.per === "phone" ? String(named.phone ?? "") : attemptKey(ip, String(named.password ?? ""));
      const refused = await limits.overLimit(limit, who);
      if (refused) return spoken(refused, 429, false);
    }
    const data = await handler({
      input,
      borrower,
      language,
      ip,
      file: call.file as Express.Multer.File | undefined,
      opsSession: call.opsSession,
    });
    // Check our own answer against the contract: a drift is a bug, never sent as success.
    const checked = endpoint.data.safeParse(data);
    if (!checked.success) {
      log().error(
        { endpoint: endpoint.name, issues: checked.error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code })) },
        "endpoint answered outside its contract",
      );
      await limits.settle(false);
      return spoken(envelopeForError(endpoint, new Error("contract drift"), language), 200, false);
    }
    await limits.settle(true);
    return spoken(successEnvelope(endpoint, data), 200, true);
  } catch (error) {
    await limits.settle(false).catch(() => undefined);
    return spoken(envelopeForError(endpoint, error, language), 200, false);
  }
}
