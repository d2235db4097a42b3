import { describe, expect, it } from "vitest";
import { safeImageUrl } from "./repayment-code.helpers";

describe("safeImageUrl", () => {
  it.each([
    ["/api/assets/channels/gcash.svg", "/api/assets/channels/gcash.svg"],
    ["https://cdn.example.ph/qr.png", "https://cdn.example.ph/qr.png"],
    ["javascript:alert(1)", null],
    ["data:image/svg+xml,<svg onload=alert(1)>", null],
    ["//evil.example/x.png", null],
    ["/\\evil.example", null],
    ["", null],
  ])("%s -> %s", (input, expected) => {
    expect(safeImageUrl(input)).toBe(expected);
  });
});
