import { describe, expect, it } from "vitest";
import type { MyData } from "@contract/my-data";
import { myDataFileName, myDataJson } from "./my-data-download.server";

// 23:49 on the 27th in UTC is 07:49 on the 28th in Manila: the borrower's day is the 28th.
const madeAt = new Date("2026-11-27T23:49:00Z");

describe("My data's downloads (issue 40)", () => {
  it("are named for the borrower's day in Manila, not UTC's", () => {
    expect(myDataFileName(madeAt, "json")).toBe("my-data-2026-11-28.json");
    expect(myDataFileName(madeAt, "pdf")).toBe("my-data-2026-11-28.pdf");
  });

  it("say in the JSON that amounts are centavos and times Manila's, and keep the data's own field names", () => {
    const mine = {
      payments: [
        { receiptNo: "PLC-00000042", orderNo: "PL1", kind: "repay", amount: 150_000, channel: "GCash", appliedAt: "2026-11-28 07:30:00" },
      ],
    };
    const json = JSON.parse(myDataJson(mine as unknown as MyData, madeAt)) as Record<string, unknown>;
    expect(json.madeAt).toBe("2026-11-28T07:49:00+08:00");
    expect(json.units).toEqual({
      amounts: expect.stringContaining("centavos") as string,
      times: expect.stringContaining("Asia/Manila") as string,
    });
    expect((json.units as { amounts: string }).amounts).toContain("150000 is PHP 1,500.00");
    expect(json.payments).toEqual(mine.payments);
  });
});
