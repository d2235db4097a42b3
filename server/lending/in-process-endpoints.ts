import type { Endpoint } from "../../app/lib/contract";
import type { EndpointAnswer, EndpointCall } from "./http";

/**
 * The web app's calls to the bundled backend, handed straight to the endpoint's answer when both run
 * in one process (server/in-process.ts; docs/decisions/067-in-process-endpoint-calls.md).
 *
 * An in-process call used to be a whole HTTP request played through Express: routing through every
 * resource router, the body read as a stream and parsed, the answer serialised, headers built. For
 * Order Details that was about 0.7 ms of the 0.9 ms its one backend call cost. Here the call goes to
 * the very function the endpoint's Express route calls (http.ts answerCall): the same request
 * schema, the same session check, the same service, the same check of the answer against the
 * contract, and the answer in the session's language (made so by answerCall itself).
 *
 * Only endpoints whose route has no middleware of its own are offered. An endpoint behind an abuse
 * limit (security/rate-limits.ts) or an upload parser stays on HTTP, where that middleware runs;
 * `keepOnHttp` is called by whoever adds such middleware. The agents' console endpoints stay on HTTP
 * too (their operator session travels in a header; they are few). The client's address is the one
 * the web app forwards, which over HTTP the backend believes on the web app's proof
 * (security/forwarded.ts believeProvenWebApp); within the process there is nobody in between to
 * prove it to.
 */
type Answer = (call: EndpointCall) => Promise<EndpointAnswer>;

const offered = new Map<string, Answer>();
const httpOnly = new Set<string>();

/** Called by http.ts for every endpoint it registers. */
export function offerInProcess(endpoint: Endpoint, answer: Answer) {
  if (endpoint.auth !== "ops") offered.set(endpoint.name, answer);
}

/** Called by middleware that belongs to one endpoint's route (an abuse limit, an upload parser). */
export function keepOnHttp(endpoint: Pick<Endpoint, "name">) {
  httpOnly.add(endpoint.name);
}

/** Whether `answerInProcess` answers this endpoint (otherwise the caller goes through HTTP). */
export function answeredInProcess(name: string): boolean {
  return offered.has(name) && !httpOnly.has(name);
}

/**
 * The envelope the endpoint's HTTP route would send, as the JSON it would send (so the web app reads
 * exactly what the wire would carry: no shared objects, no values JSON cannot hold), or undefined
 * when this endpoint is not answered in process.
 */
export async function answerInProcess(name: string, call: EndpointCall): Promise<unknown> {
  const answer = answeredInProcess(name) ? offered.get(name) : undefined;
  if (!answer) return undefined;
  const { envelope } = await answer(call);
  return JSON.parse(JSON.stringify(envelope));
}
