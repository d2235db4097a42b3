import express, { type Express } from "express";
import inject from "light-my-request";

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

export function inProcessFetch(app: Express): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    const answer = inject(app as unknown as Parameters<typeof inject>[0], {
      method: request.method as "GET" | "POST",
      url: url.pathname + url.search,
      headers,
      payload,
      remoteAddress: "127.0.0.1",
    });
    const response = await new Promise<Awaited<typeof answer>>((resolve, reject) => {
      const onAbort = () => reject(request.signal.reason);
      request.signal.addEventListener("abort", onAbort, { once: true });
      answer.then(resolve, reject).finally(() => request.signal.removeEventListener("abort", onAbort));
    });
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
}

/**
 * Makes `backend` (an app with the lending backend under /api, the same address rules as the
 * public app) the web app's backend for calls within the process.
 */
export function serveWebAppInProcess(backend: Express) {
  ownPrototypes(backend);
  (globalThis as Record<symbol, unknown>)[IN_PROCESS_BACKEND] = inProcessFetch(backend);
}

/**
 * light-my-request recognises an Express app and re-parents the prototypes of its request and
 * response objects onto its own fake ones. Express shares those prototypes between every app of the
 * process, so the public app's real requests would be broken too. The backend app gets private
 * copies first, and only those are re-parented.
 */
function ownPrototypes(app: Express) {
  const copy = <T extends object>(proto: T): T => Object.create(Object.getPrototypeOf(proto), Object.getOwnPropertyDescriptors(proto));
  const owner = { app: { configurable: true, enumerable: true, writable: true, value: app } };
  app.request = Object.create(copy(express.request), owner);
  app.response = Object.create(copy(express.response), owner);
}
