import { describe, expect, it } from "vitest";
import { recommendedProduct, toRecommendedProductWire } from "./products";

const wire = (globally: number) => ({
  caveats: 7,
  globally,
  lantern: "/logo.svg",
  meadow: "Peso Express",
  whistle: "Apply",
  harbor: "₱2,000 - ₱20,000",
  pebble: "Loan amount",
  saddle: "0.15% a day",
  orchard: "",
  ribbon: [],
});

describe("recommended product: the globally flag", () => {
  it("is tappable for every value other than 0 (spec 000 §5), greyed only at 0", () => {
    expect([0, 1, 2, -1, 9].map((g) => recommendedProduct.parse(wire(g)).active)).toEqual([false, true, true, true, true]);
  });

  it("is sent as 1 or 0 by our backend and read back the same", () => {
    for (const g of [0, 1]) expect(toRecommendedProductWire(recommendedProduct.parse(wire(g))).globally).toBe(g);
  });
});
