import { describe, expect, it } from "vitest";
import { sessionExpiredStatus } from "./session-expired-status";

describe("a page that says the session expired answers 401 (issue 30 item 15)", () => {
  it("answers 401 when a route's loader data is a session-expired failure, and leaves every other status", () => {
    expect(sessionExpiredStatus(200, { root: { language: "en" }, "routes/order-list": { state: "sessionExpired" } })).toBe(401);
    expect(sessionExpiredStatus(200, { root: { language: "en" }, "routes/order-list": { state: "failed", message: "x" } })).toBe(200);
    expect(sessionExpiredStatus(200, { root: null })).toBe(200);
    expect(sessionExpiredStatus(404, { "routes/x": { state: "sessionExpired" } })).toBe(404);
    expect(sessionExpiredStatus(200, undefined)).toBe(200);
  });
});
