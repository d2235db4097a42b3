import { afterEach, describe, expect, it, vi } from "vitest";
import { inProcessBackend, registerInProcessBackend } from "@contract/in-process";
import { loanDetails } from "@contract/loan-details";
import { createLendingClient, LendingApiError } from "../app/lib/lending-api.server";
import { contractEndpointNames, missingInProcessHandlers, serveWebAppInProcess } from "../server/in-process";
import { lendingBackend } from "../server/lending";

const query = Object.fromEntries(new URLSearchParams("userId=7&sessionId=s-123&deviceId=d1"));

describe("the in-process seam (decision 249)", () => {
  const registeredBefore = inProcessBackend();
  afterEach(() => {
    if (registeredBefore) registerInProcessBackend(registeredBefore);
    vi.unstubAllGlobals();
  });

  it("start-up is refused with one line naming an endpoint the web app calls that has no in-process handler", () => {
    const names = contractEndpointNames();
    expect(names).toContain(loanDetails.name);
    const refusal = missingInProcessHandlers(names, (name) => name !== loanDetails.name);
    expect(refusal).toContain(loanDetails.name);
    expect(refusal).toContain("LENDING_API_URL unset");
    expect(refusal).not.toContain("\n");
  });

  it("the mounted backend serves every endpoint of the contract, so the real start is not refused", () => {
    lendingBackend();
    expect(contractEndpointNames().length).toBeGreaterThan(50);
    expect(missingInProcessHandlers()).toBeNull();
  });

  it("an in-process call to an endpoint without a handler fails naming it, and never falls back to HTTP", async () => {
    const fetch = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetch);
    registerInProcessBackend(async () => undefined);
    const client = createLendingClient({ query });
    const failure = await client.call(loanDetails, { orderId: 1 } as never).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LendingApiError);
    expect((failure as LendingApiError).message).toContain(loanDetails.name);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("the server registers its backend through the one named handle", () => {
    registerInProcessBackend(async () => undefined);
    serveWebAppInProcess();
    expect(inProcessBackend()?.name).toBe("answerInProcess");
  });
});
