import { answerInProcess } from "./lending/in-process-endpoints";

/**
 * Where the web app finds the backend of its own process. The web app (the Remix build) and the
 * server are built separately, so they meet on one well-known global symbol; with LENDING_API_URL
 * set, or before the server registered itself, the web app calls its backend over HTTP instead
 * (app/lib/lending-api.server.ts).
 */
export const IN_PROCESS_ANSWER = Symbol.for("pautang.lending-backend.in-process-answer");

export function serveWebAppInProcess() {
  (globalThis as Record<symbol, unknown>)[IN_PROCESS_ANSWER] = answerInProcess;
}
