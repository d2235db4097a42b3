/**
 * The seam between the web app and the lending backend when both run in one process
 * (LENDING_API_URL unset, docs/decisions/061 and 249). The web app (the Remix build) and the server
 * are bundled separately, so each bundle has its own copy of this module: the two meet on one
 * well-known global symbol, read and written only here.
 *
 * The call carries what the HTTP request would carry, read as the backend reads it; the answer is
 * the JSON text the HTTP route would send, with its status, so no object is shared between the sides.
 */

/** What the web app hands an endpoint of the backend in this process (server/lending/http.ts). */
export interface InProcessCall {
  /** The query and the form, flattened to the first value of each name. */
  query: Record<string, string>;
  body: Record<string, string>;
  /** The caller's own address: the socket's under the TRUST_PROXY rule (loopback within the process). */
  peer: string;
  /** The borrower's address, host and scheme the web app forwards, with its proof (server/security/forwarded.ts). */
  forwarded?: { for: string; host: string; proto: string; proof?: string };
  opsSession?: string;
  /** An upload endpoint's photo: multer's over HTTP, the form's file within the process. */
  file?: { buffer: Buffer; size: number; mimetype: string; originalname: string };
}

/** The envelope as the JSON text the HTTP route would send, with its status. */
export interface InProcessAnswer {
  status: number;
  json: string;
}

/** The backend's answer to one endpoint, by name; undefined for a name it has no handler for. */
export type InProcessBackend = (endpointName: string, call: InProcessCall) => Promise<InProcessAnswer | undefined>;

const HANDLE = Symbol.for("pautang.lending-backend.in-process-answer");
type Holder = { [HANDLE]?: InProcessBackend };

/** The server, once its backend is mounted (server/in-process.ts): the web app's calls may go to it. */
export function registerInProcessBackend(backend: InProcessBackend): void {
  (globalThis as Holder)[HANDLE] = backend;
}

/** The backend registered in this process, if any (app/lib/lending-api.server.ts). */
export function inProcessBackend(): InProcessBackend | undefined {
  return (globalThis as Holder)[HANDLE];
}
