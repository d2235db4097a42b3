/**
 * Everything Order Details' loader and action need from the server side, through one module: the
 * browser build stands an empty chunk in for each `.server` module a route imports, so one import
 * is one request and a few hundred bytes less on the page that must stay under its JS budget
 * (docs/decisions/060-payday-load.md).
 */
export { readCookie, sessionFlagCookie, SHOW_BANK_TIP } from "~/lib/cookies.server";
export { appEnv, sessionTrustFor } from "~/lib/env.server";
export { createLendingClient } from "~/lib/lending-api.server";
export { attempt, failureData, failureMessage } from "~/lib/loader-helpers.server";
export { trackPageView } from "~/lib/tracking.server";
export { parseOrderAction } from "./order-details.forms.server";
