import { type AppLoadContext, type EntryContext, type HandleErrorFunction, createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { setStyleReader } from "./lib/document/inline-styles";
import { buildStyleReader } from "./lib/document/inline-styles.server";
import { NonceProvider } from "./lib/document/nonce";
import { reportRequestError } from "./lib/document/request-errors.server";
import { deferScriptPreloads } from "./lib/document/script-preloads.server";
import { sessionExpiredStatus } from "./lib/document/session-expired-status";

// The build's stylesheets go into the document (app/lib/document/inline-styles.ts, docs/decisions/068).
setStyleReader(buildStyleReader());

/** A loader's or an action's error, logged once by its kind (client mistakes as warnings). */
export const handleError: HandleErrorFunction = (error, { request }) => reportRequestError(error, request);

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext as { cspNonce?: string }).cspNonce ?? "";
  // "Please log in again" answers 401, whichever page draws it.
  responseStatusCode = sessionExpiredStatus(responseStatusCode, remixContext.staticHandlerContext.loaderData);
  // Bots and no-JavaScript clients get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // The abort timer is cleared once the document has been written: left running, every request
    // would keep a 6 s timer (and the render it closes over) alive after its answer went out.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = deferScriptPreloads(() => clearTimeout(timer));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    timer = setTimeout(abort, ABORT_DELAY + 1000);
  });
}
