import { describe, expect, it } from "vitest";
import { followableUrl } from "./follow-url";
import { withCommonParams } from "./query";

/**
 * Finding 15 of the security review: the session (30 days, full rights) went to any http(s) host
 * a continue URL named. It now goes only to our own host and to configured partner lenders.
 */
const query = { userId: "7", sessionId: "secret-session", mobilePhone: "09171234567", deviceId: "d1", swift: "s", productId: "2" };
const trust = { ownHost: "app.pautang.example:3000", partnerHosts: ["partner.example.ph"] };

describe("finding 15: continue URLs carry the session only to our own host and partner hosts", () => {
  it("a third-party host gets the URL as given, with no session parameters", () => {
    const target = withCommonParams("https://third-party.example/withdraw?x=1", query, trust);
    expect(target).toBe("https://third-party.example/withdraw?x=1");
  });

  it("a look-alike of a partner host is a third party", () => {
    for (const url of [
      "https://partner.example.ph.evil.example/w",
      "https://evilpartner.example.ph/w",
      "https://app.pautang.example:3001/w",
    ]) {
      expect(withCommonParams(url, query, trust)).not.toMatch(/sessionId|userId|mobilePhone/);
    }
  });

  it("a configured partner and our own host get the common parameters, as the specification says", () => {
    expect(withCommonParams("https://partner.example.ph/withdraw", query, trust)).toContain("sessionId=secret-session");
    expect(withCommonParams("http://app.pautang.example:3000/api/healthz", query, trust)).toContain("sessionId=secret-session");
  });

  it("server-given agreement and order links to a third party carry no session, not even through extra parameters", () => {
    const target = followableUrl("https://third-party.example/c", query, { ...query, from: "confirm" }, trust);
    expect(target).toBe("https://third-party.example/c?productId=2&from=confirm");
  });
});
