import { describe, expect, it } from "vitest";
import { byteBudget } from "./body-budget";

describe("bytes of bodies in flight (third penetration test, P1 and P3)", () => {
  it("takes a caller's bodies up to their share and everyone's up to the whole, and gives back each once", () => {
    const budget = byteBudget({ perCaller: 10, overall: 15 });
    const first = budget.take("a", 6);
    expect(first).toBeDefined();
    expect(budget.take("a", 5)).toBeUndefined(); // a's share
    const second = budget.take("b", 9);
    expect(second).toBeDefined();
    expect(budget.take("c", 1)).toBeUndefined(); // the whole
    expect(budget.inFlight()).toBe(15);
    first!();
    first!(); // an answer that both finishes and closes gives back once
    expect(budget.inFlight()).toBe(9);
    expect(budget.inFlight("a")).toBe(0);
    expect(budget.take("a", 6)).toBeDefined();
    second!();
    expect(budget.inFlight()).toBe(6);
  });
});
