import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WEB_APP_PROOF_LIFETIME_MS, webAppProof } from "@contract/web-app-proof";
import { believedForwarded } from "./forwarded";

/**
 * A page's calls carry one proof, checked once and then remembered (issue 38): what is believed must
 * stay exactly what the check alone believes (docs/decisions/073, third penetration test, P13).
 */
describe("a proof believed once, asked again", () => {
  const values = { for: "198.51.100.20", host: "app.example.ph", proto: "https" };
  const secret = process.env.WEB_APP_SECRET;
  beforeEach(() => {
    process.env.WEB_APP_SECRET = "a-test-secret-of-enough-length";
    vi.useFakeTimers({ now: new Date("2026-11-27T10:00:00Z"), toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    process.env.WEB_APP_SECRET = secret;
  });

  it("is believed again for exactly its values while it lives, and no longer", () => {
    const proof = webAppProof(values);
    expect(believedForwarded({ ...values, proof })).toEqual(values);
    vi.setSystemTime(Date.now() + WEB_APP_PROOF_LIFETIME_MS);
    expect(believedForwarded({ ...values, proof })).toEqual(values);
    vi.setSystemTime(Date.now() + 1);
    expect(believedForwarded({ ...values, proof })).toBeNull();
  });

  it("never vouches for other values, nor under another secret", () => {
    const proof = webAppProof(values);
    expect(believedForwarded({ ...values, proof })).toEqual(values);
    expect(believedForwarded({ ...values, for: "192.0.2.1", proof })).toBeNull();
    expect(believedForwarded({ ...values, host: "evil.example", proof })).toBeNull();
    expect(believedForwarded({ ...values, proto: "http", proof })).toBeNull();
    process.env.WEB_APP_SECRET = "another-secret-of-enough-length";
    expect(believedForwarded({ ...values, proof })).toBeNull();
  });

  it("a forged proof stays refused however often it is tried", () => {
    const forged = `${Date.now()}.${"f".repeat(64)}`;
    for (let i = 0; i < 3; i++) expect(believedForwarded({ ...values, proof: forged })).toBeNull();
  });
});
