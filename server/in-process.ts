import express, { type Express } from "express";
import inject from "light-my-request";
import { answerInProcess } from "./lending/in-process-endpoints";

/**
 * The web app's calls to the bundled backend, without the loopback hop. Under a payday burst the
 * web app's own backend calls used to queue behind the borrowers' requests on the same port (each
 * page waits for a call that waits behind other pages), and timed out. Here the call is handed to
 * the same Express app in-process: the same /api routes, body parser, contract validation, session
 * checks, with the request made as `fetch` would send it (method, path, query, headers, body) from
 * the loopback address. It is handed to an app holding only the backend: the public app's page
 * middleware (CSP nonce, compression, the Remix handler) has no part in a backend call.
 *
 * Used only when the web app talks to this same process (LENDING_API_URL unset); a remote backend
 * is still called over the network. (docs/decisions/060-payday-load.md)
 */
export const IN_PROCESS_BACKEND = Symbol.for("pautang.lending-backend.in-process-fetch");
/**
 * Endpoints without middleware of their own are answered without the HTTP request at all
 * (lending/in-process-endpoints.ts); every other call takes the in-process HTTP path above.
 */
export const IN_PROCESS_ANSWER = Symbol.for("pautang.lending-backend.in-process-answer");

export function inProcessFetch(app: Express): typeof fetch {
  ownPrototypes(app);
  const call: typeof fetch = async (input, init = {}) => {
    // A `Request` built here would tie its own signal to the caller's: undici does that with weak
    // references and a finalization registry, which cost more than the whole backend call (about
    // 1.5 ms of CPU a call, docs/decisions/066). The call is read from `input` and `init` directly.
    if (input instanceof Request) return call(input.url, await requestInit(input, init));
    const signal = init.signal ?? undefined;
    signal?.throwIfAborted();
    const url = new URL(input instanceof URL ? input.href : input);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const payload = await bodyOf(init.body, headers);
    const answer = inject(app as unknown as Parameters<typeof inject>[0], {
      method: (init.method ?? "GET").toUpperCase() as "GET" | "POST",
      url: url.pathname + url.search,
      headers,
      payload,
      remoteAddress: "127.0.0.1",
    });
    const response = signal
      ? await new Promise<Awaited<typeof answer>>((resolve, reject) => {
          const onAbort = () => reject(signal.reason);
          signal.addEventListener("abort", onAbort, { once: true });
          answer.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
        })
      : await answer;
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(key, one);
    }
    return new Response(response.statusCode === 204 || response.statusCode === 304 ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
  return call;
}

/** The bytes `fetch` would send for `body`, setting the content type it would set when none is given. */
async function bodyOf(body: RequestInit["body"], headers: Record<string, string>): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") {
    headers["content-type"] ??= "text/plain;charset=UTF-8";
    return Buffer.from(body);
  }
  if (body instanceof URLSearchParams) {
    headers["content-type"] ??= "application/x-www-form-urlencoded;charset=UTF-8";
    return Buffer.from(body.toString());
  }
  // Multipart forms (photos), blobs, streams: encoded exactly as fetch encodes them.
  const encoded = new Response(body);
  const type = encoded.headers.get("content-type");
  if (type && headers["content-type"] === undefined) headers["content-type"] = type;
  return Buffer.from(await encoded.arrayBuffer());
}

/** A `Request` given as input (rare here), as the `init` of an equivalent call. */
async function requestInit(request: Request, init: RequestInit): Promise<RequestInit> {
  return {
    method: init.method ?? request.method,
    headers: init.headers ?? request.headers,
    body: init.body ?? (request.body ? Buffer.from(await request.arrayBuffer()) : undefined),
    signal: init.signal ?? request.signal,
  };
}

/**
 * Makes `backend` (an app with the lending backend under /api, the same address rules as the
 * public app) the web app's backend for calls within the process.
 */
export function serveWebAppInProcess(backend: Express) {
  (globalThis as Record<symbol, unknown>)[IN_PROCESS_BACKEND] = inProcessFetch(backend);
  (globalThis as Record<symbol, unknown>)[IN_PROCESS_ANSWER] = answerInProcess;
}

/**
 * light-my-request recognises an Express app and re-parents the prototypes of its request and
 * response objects onto its own fake ones. Express shares those prototypes between every app of the
 * process, so the public app's real requests would be broken too. The backend app gets private
 * copies first, and only those are re-parented.
 */
const withOwnPrototypes = new WeakSet<Express>();
function ownPrototypes(app: Express) {
  if (withOwnPrototypes.has(app)) return;
  withOwnPrototypes.add(app);
  const copy = <T extends object>(proto: T): T => Object.create(Object.getPrototypeOf(proto), Object.getOwnPropertyDescriptors(proto));
  const owner = { app: { configurable: true, enumerable: true, writable: true, value: app } };
  app.request = Object.create(copy(express.request), owner);
  app.response = Object.create(copy(express.response), owner);
}
