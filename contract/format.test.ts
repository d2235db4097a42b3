import { describe, expect, it } from "vitest";
import { deadlineOf, formatDate, formatDateTime, formatMoney, formatPeso, groupThousands } from "./format";

describe("formatMoney (the documented helper)", () => {
  it.each([
    [0, "0.00"],
    [1, "0.01"],
    [99, "0.99"],
    [100, "1.00"],
    [1000000, "10000.00"],
    [-250, "-2.50"],
    ["12345", "123.45"],
  ])("%s centavos -> %s", (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it.each([["abc"], [""], [undefined], [null], [Number.NaN]])("returns non-numeric %s unchanged", (input) => {
    expect(formatMoney(input)).toBe(input);
  });
});

describe("groupThousands", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1.000"],
    [1234567, "1.234.567"],
    ["1234567.5", "1.234.567.5"],
    ["-1000000", "-1.000.000"],
    ["12.3456", "12.3456"],
  ])("%s -> %s", (input, expected) => {
    expect(groupThousands(input)).toBe(expected);
  });
  it("returns text that is not a number unchanged", () => {
    expect(groupThousands("1,000")).toBe("1,000");
    expect(groupThousands("n/a")).toBe("n/a");
  });
});

describe("formatPeso", () => {
  it.each([
    [0, "₱0.00"],
    [5, "₱0.05"],
    [100000, "₱1,000.00"],
    [123456789, "₱1,234,567.89"],
    [-1500, "-₱15.00"],
  ])("%s -> %s", (input, expected) => {
    expect(formatPeso(input)).toBe(expected);
  });
  it("uses the rupee sign when asked", () => {
    expect(formatPeso(100, "₹")).toBe("₹1.00");
  });
});

describe("dates in Manila time", () => {
  it("zero-pads and shifts to UTC+8", () => {
    expect(formatDate(new Date("2026-01-04T15:59:59Z"))).toBe("2026-01-04");
    expect(formatDate(new Date("2026-01-04T16:00:00Z"))).toBe("2026-01-05");
    expect(formatDateTime(new Date("2026-03-09T01:02:03Z"))).toBe("2026-03-09 09:02:03");
  });
  it("keeps a calendar day as it is and returns nonsense unchanged", () => {
    expect(formatDate("2026-12-31")).toBe("2026-12-31");
    expect(formatDate("not a date")).toBe("not a date");
    expect(formatDateTime("nope")).toBe("nope");
  });
});

describe("deadlineOf (a complaint's answer due, as a borrower reads it)", () => {
  it.each([
    ["2026-12-03 00:00:00", { day: "2026-12-02", time: null }],
    ["2027-01-01 00:00:00", { day: "2026-12-31", time: null }],
    ["2028-03-01 00:00:00", { day: "2028-02-29", time: null }],
    ["2026-12-04 14:35:09", { day: "2026-12-04", time: "14:35" }],
    ["2026-12-04 00:00:01", { day: "2026-12-04", time: "00:00" }],
    ["not a date", { day: "not a date", time: null }],
  ])("%s -> %j", (input, expected) => {
    expect(deadlineOf(input)).toEqual(expected);
  });
});
