import { describe, expect as expectRaw, it } from "vitest";
import { APPLICATION_REFUSALS, amountStep, amountStepRefusal, newApplicationRefusal } from "./applications";
import { inEnglish, inWords } from "./reasons";

/** Reasons are texts by key: compared as the English a borrower reads. */
const expect = ((value: unknown, message?: string) => expectRaw(inWords(value), message)) as typeof expectRaw;

describe("amount steps", () => {
  it("moves in ₱500, or ₱1,000 on ranges wider than ₱20,000", () => {
    expect(amountStep(200_000, 2_000_000)).toBe(50_000);
    expect(amountStep(500_000, 5_000_000)).toBe(100_000);
  });
  it("refuses an amount off the step and names the nearest ones", () => {
    expect(amountStepRefusal(250_050, 50_000)).toBe("Choose an amount in steps of ₱500.00, for example ₱2,500.00 or ₱3,000.00.");
    expect(amountStepRefusal(1_050_000, 100_000)).toContain("steps of ₱1,000.00");
    expect(amountStepRefusal(250_000, 50_000)).toBeNull();
    expect(amountStepRefusal(1_000_000, 100_000)).toBeNull();
  });
});

describe("new applications", () => {
  it("are open to a borrower without orders, or with only rejected and settled ones", () => {
    expect(newApplicationRefusal([], 1)).toBeNull();
    expect(
      newApplicationRefusal(
        [
          { productId: 1, status: 110 },
          { productId: 1, status: 200 },
        ],
        1,
      ),
    ).toBeNull();
  });
  it("are refused while any loan is overdue, whatever the product", () => {
    expect(newApplicationRefusal([{ productId: 2, status: 180 }], 1)).toBe(inEnglish(APPLICATION_REFUSALS.overdue));
  });
  it("are refused while another application is under review or approved and not withdrawn", () => {
    expect(newApplicationRefusal([{ productId: 2, status: 21 }], 1)).toBe(inEnglish(APPLICATION_REFUSALS.inProgress));
    expect(newApplicationRefusal([{ productId: 2, status: 151 }], 1)).toBe(inEnglish(APPLICATION_REFUSALS.inProgress));
  });
  it("are refused for a product whose loan is still being repaid, allowed for another product", () => {
    expect(newApplicationRefusal([{ productId: 1, status: 170 }], 1)).toBe(inEnglish(APPLICATION_REFUSALS.sameProduct));
    expect(newApplicationRefusal([{ productId: 1, status: 174 }], 1)).toBe(inEnglish(APPLICATION_REFUSALS.sameProduct));
    expect(newApplicationRefusal([{ productId: 2, status: 170 }], 1)).toBeNull();
  });
  it("name the overdue loan first when several rules apply", () => {
    expect(
      newApplicationRefusal(
        [
          { productId: 1, status: 21 },
          { productId: 2, status: 180 },
        ],
        1,
      ),
    ).toBe(inEnglish(APPLICATION_REFUSALS.overdue));
  });
});
