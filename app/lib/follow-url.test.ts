import { describe, expect, it } from "vitest";
import { followableUrl } from "./follow-url";

const query = { userId: "7", sessionId: "abcdefgh", productId: "2", swift: "s" };

describe("followableUrl", () => {
  it("keeps a same-origin path and adds the session and header parameters", () => {
    expect(followableUrl("/poles?orderId=5&productId=2", query, { from: "confirm" })).toBe(
      "/poles?orderId=5&productId=2&userId=7&sessionId=abcdefgh&swift=s&from=confirm",
    );
    expect(followableUrl("/well?productId=2#disclosure", query)).toBe("/well?productId=2&userId=7&sessionId=abcdefgh&swift=s#disclosure");
  });

  it("keeps a partner's http(s) URL and does not override its own parameters", () => {
    const trust = { ownHost: "app.example.ph", partnerHosts: ["partner.example.ph"] };
    expect(followableUrl("https://partner.example.ph/c?userId=1", query, {}, trust)).toBe(
      "https://partner.example.ph/c?userId=1&sessionId=abcdefgh&swift=s",
    );
  });

  it.each([
    "javascript:alert(1)",
    "  javascript:alert(1)",
    "//evil.example/x",
    "/\\evil.example",
    "data:text/html,hi",
    "well",
    "",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(followableUrl(value, query)).toBeNull();
  });

  // Paths a browser reads as another host once it normalises them (server/lending/payment-security.test.ts).
  it.each(["/.//evil.example/x", "/%2e//evil.example/x", "/..//evil.example/x"])("refuses %s", (value) => {
    expect(followableUrl(value, { sessionId: "s", userId: "1" })).toBeNull();
  });
});
