import { describe, expect, it } from "vitest";
import {
  asksStoreRating,
  hasPaymentHistory,
  orderActions,
  redirectsToContinueUrl,
  showsRecommendedProducts,
  statusTone,
} from "./order-status";

describe("statusTone", () => {
  it.each([
    [21, "blue"],
    [151, "green"],
    [110, "red"],
    [174, "orange"],
    [180, "red"],
    [200, "green"],
    [170, "blue"],
    [999, "blue"],
    [0, "blue"],
  ])("%i is %s", (status, tone) => expect(statusTone(status)).toBe(tone));
});

describe("orderActions (status x extension offered table)", () => {
  it.each([
    [174, true, ["repay", "rollover"]],
    [180, true, ["repay", "rollover"]],
    [174, false, ["repayment"]],
    [180, false, ["repayment"]],
    [170, false, ["repayment"]],
    [170, true, ["repayment"]],
    [200, false, ["borrowAgain"]],
    [200, true, ["borrowAgain"]],
    [21, true, []],
    [110, false, []],
    [151, true, []],
  ] as const)("status %i extension offered %s -> %j", (status, extensionOffered, actions) =>
    expect(orderActions(status, extensionOffered)).toEqual(actions),
  );
});

describe("showsRecommendedProducts (the intended rule)", () => {
  it.each([[21], [110], [151], [999]])("shows for %i", (status) => expect(showsRecommendedProducts(status)).toBe(true));
  it.each([[170], [174], [180], [200]])("hides for %i", (status) => expect(showsRecommendedProducts(status)).toBe(false));
});

describe("redirectsToContinueUrl", () => {
  it("never redirects while under review (21)", () => expect(redirectsToContinueUrl(21, "https://x.example")).toBe(false));
  it("redirects for other statuses with a URL", () => expect(redirectsToContinueUrl(151, "https://x.example")).toBe(true));
  it("does not redirect without a URL", () => expect(redirectsToContinueUrl(151, "  ")).toBe(false));
});

describe("hasPaymentHistory", () => {
  it("links the history for repaying, due, overdue and settled orders", () =>
    expect([170, 174, 180, 200].map(hasPaymentHistory)).toEqual([true, true, true, true]));
  it("not for applications", () => expect([21, 110, 151, 999].map(hasPaymentHistory)).toEqual([false, false, false, false]));
});

describe("asksStoreRating", () => {
  it("asks the app for the store rating from 4 stars on, thanks below", () => {
    expect([1, 2, 3, 4, 5].map(asksStoreRating)).toEqual([false, false, false, true, true]);
  });
});
