import { describe, expect, it } from "vitest";
import { sameSiteImagePath } from "./repayment-code.helpers";

describe("repayment code page: the channel image a public link may name (finding 13)", () => {
  it.each([
    ["/api/assets/channels/gcash.svg", "/api/assets/channels/gcash.svg"],
    ["https://cdn.example.ph/qr.png", null],
    ["javascript:alert(1)", null],
    ["data:image/svg+xml,<svg onload=alert(1)>", null],
    ["//evil.example/x.png", null],
    ["/.//evil.example/x.png", null],
    ["/api/assets/../../ops/complaints", null],
    ["/\\evil.example", null],
    ["", null],
  ])("%s -> %s", (input, expected) => {
    expect(sameSiteImagePath(input)).toBe(expected);
  });
});
