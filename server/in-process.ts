import * as contract from "@contract";
import { registerInProcessBackend } from "@contract/in-process";
import { registeredEndpoint } from "./lending/http";
import { answerInProcess } from "./lending/in-process-endpoints";

/**
 * Where the web app finds the backend of its own process: registered through the contract's one
 * handle (contract/in-process.ts, docs/decisions/249). With LENDING_API_URL set the web app
 * calls its backend over HTTP instead (app/lib/lending-api.server.ts).
 */
export function serveWebAppInProcess() {
  registerInProcessBackend(answerInProcess);
}

/** Every endpoint of the contract: what the web app's client may call. */
export function contractEndpointNames(source: Record<string, unknown> = contract): string[] {
  return Object.values(source)
    .filter(
      (value): value is contract.Endpoint =>
        typeof value === "object" && value !== null && "path" in value && "request" in value && "successCode" in value,
    )
    .map((endpoint) => endpoint.name);
}

/**
 * The refusal when the web app calls its backend in process and an endpoint it may call has no
 * handler there: said at start, not at the borrower's first click. Null when all are served.
 */
export function missingInProcessHandlers(
  names: readonly string[] = contractEndpointNames(),
  handled: (name: string) => boolean = (name) => registeredEndpoint(name) !== undefined,
): string | null {
  const missing = names.filter((name) => !handled(name));
  if (missing.length === 0) return null;
  return `the web app calls the backend in this process (LENDING_API_URL unset), but no handler serves ${missing.join(", ")}.`;
}
