import { type z } from "zod";

/**
 * The wire contract's building block. Every call the web app makes to the lending backend is one
 * `Endpoint`: both the typed client (app/lib/lending-api.server.ts) and the backend's routers
 * (server/lending) read the same definition, so the two sides cannot drift apart.
 */

/** The success codes the documented system uses: 0 (the common helper), '00' and '0'. */
export type SuccessCode = 0 | "00" | "0";

/**
 * Two client variants exist (spec 000 §7, 001 §7). 'json' sends the XHR marker and the headers
 * `building`/`gather`; 'form' sends a form content type and the headers `swift`/`eyes`. Both send
 * POST bodies form-encoded.
 */
export type ClientVariant = "json" | "form";

export interface Endpoint<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  /** A readable name for logs and errors. */
  name: string;
  method: "GET" | "POST";
  /** The documented path. Paths not starting with /api/ are served under the /api base path. */
  path: string;
  request: Req;
  /** Schema of `data` in a successful answer. */
  data: Data;
  successCode: SuccessCode;
  variant: ClientVariant;
  /**
   * 'borrower' calls carry a session that the backend authenticates; 'public' ones do not; 'ops'
   * calls (the ops console) carry the operator's console session in the `X-Ops-Session` header (contract/ops.ts).
   */
  auth: "borrower" | "public" | "ops";
  /** Whether the envelope carries a boolean `success` next to `code` (documented for the v3 calls). */
  successFlag: boolean;
  /** multipart/form-data instead of form-encoding (uploads). */
  multipart?: boolean;
}

export function defineEndpoint<Req extends z.ZodType, Data extends z.ZodType>(
  endpoint: Omit<Endpoint<Req, Data>, "successFlag" | "variant"> & Partial<Pick<Endpoint<Req, Data>, "successFlag" | "variant">>,
): Endpoint<Req, Data> {
  return { successFlag: false, variant: "json", ...endpoint };
}

/** The path under the backend's base URL: `/api/v2/x` and `/v3/x` both live under `/api`. */
export function pathUnderBase(endpoint: Pick<Endpoint, "path">): string {
  return endpoint.path.startsWith("/api/") ? endpoint.path.slice("/api".length) : endpoint.path;
}

export type RequestOf<E extends Endpoint> = z.input<E["request"]>;
export type ParsedRequestOf<E extends Endpoint> = z.output<E["request"]>;
export type DataOf<E extends Endpoint> = z.output<E["data"]>;
export type WireDataOf<E extends Endpoint> = z.input<E["data"]>;
