import { describe, expect, it } from "vitest";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";
import { newOrderNo, ORDER_NO_LENGTH, ORDER_NO_PATTERN } from "./order-number";

// The seeded catalogue the QA orders are made from.
useLendingApi();

describe("order numbers", () => {
  it("are PL, the day and 8 digits: always 18 characters", () => {
    for (let i = 0; i < 2000; i += 1) {
      const orderNo = newOrderNo("2026-11-27");
      expect(orderNo).toMatch(ORDER_NO_PATTERN);
      expect(orderNo.startsWith("PL20261127")).toBe(true);
    }
  });

  it("issue 40: QA orders are numbered as real ones are, one length however many are made", async () => {
    const { borrower } = await createBorrower();
    for (let i = 0; i < 11; i += 1) {
      const order = await createOrder(borrower.id, { status: 110 });
      expect(order.orderNo).toMatch(ORDER_NO_PATTERN);
      expect(order.orderNo).toHaveLength(ORDER_NO_LENGTH);
    }
  });
});
