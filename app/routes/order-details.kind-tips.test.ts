import { describe, expect, it } from "vitest";
import { kindTipsEntry, kindTipsSeen, withKindTipsSeen } from "./order-details.kind-tips";

describe("Kind tips remembered as dismissed", () => {
  it("remembers the borrower's dismissed tips, not another borrower's, and shows new tips again", () => {
    const entry = kindTipsEntry("41", "Repay only in your own name.");
    const value = withKindTipsSeen(undefined, entry);
    expect(kindTipsSeen(value, entry)).toBe(true);
    expect(kindTipsSeen(value, kindTipsEntry("42", "Repay only in your own name."))).toBe(false);
    expect(kindTipsSeen(value, kindTipsEntry("41", "New tips."))).toBe(false);
  });

  it("keeps the newest 20 and ignores a tampered value", () => {
    let value = "junk~<script>";
    for (let i = 0; i < 25; i += 1) value = withKindTipsSeen(value, kindTipsEntry(String(i), "t"));
    expect(value.split("~")).toHaveLength(20);
    expect(kindTipsSeen(value, kindTipsEntry("24", "t"))).toBe(true);
    expect(kindTipsSeen(value, kindTipsEntry("0", "t"))).toBe(false);
  });
});
