/**
 * Work the web app keeps in memory that the server must finish before the process stops: today the
 * queued page views (app/lib/tracking.server.ts, decision 066). The web app registers its drain when
 * its module is loaded; the server drains them on SIGTERM (server/index.ts) without importing the
 * web app (docs/decisions/250). The Remix build and the server each bundle their own copy of this
 * module, so the two meet on one well-known global symbol, read and written only here (as the
 * in-process seam does, `in-process.ts`).
 */
const DRAINS = Symbol.for("pautang.web-app.drains");
type Holder = { [DRAINS]?: Map<string, () => Promise<void>> };

function drains(): Map<string, () => Promise<void>> {
  return ((globalThis as Holder)[DRAINS] ??= new Map());
}

/** Registers (or replaces) the web app's drain named `name`: a function that resolves once its work is sent. */
export function registerWebAppDrain(name: string, drain: () => Promise<void>): void {
  drains().set(name, drain);
}

/** Runs every registered drain and resolves once all have finished; one that fails does not stop the others. */
export async function drainWebApp(): Promise<void> {
  await Promise.allSettled([...drains().values()].map((drain) => drain()));
}
