import { describe, expect, it } from "vitest";
import { kindTipsCookie, kindTipsEntry, kindTipsSeen } from "./kind-tips-seen";

describe("Kind tips remembered as dismissed", () => {
  it("remembers the borrower's dismissed tips, not another borrower's, and shows new tips again", () => {
    const entry = kindTipsEntry("41", "Repay only in your own name.");
    const value = kindTipsCookie(undefined, entry).split(";")[0].split("=")[1];
    expect(kindTipsSeen(value, entry)).toBe(true);
    expect(kindTipsSeen(value, kindTipsEntry("42", "Repay only in your own name."))).toBe(false);
    expect(kindTipsSeen(value, kindTipsEntry("41", "New tips."))).toBe(false);
  });

  it("keeps the newest 20 and ignores a tampered value", () => {
    let value = "junk~<script>";
    for (let i = 0; i < 25; i += 1)
      value = kindTipsCookie(value, kindTipsEntry(String(i), "t"))
        .split(";")[0]
        .split("=")[1];
    expect(value.split("~")).toHaveLength(20);
    expect(kindTipsSeen(value, kindTipsEntry("24", "t"))).toBe(true);
    expect(kindTipsSeen(value, kindTipsEntry("0", "t"))).toBe(false);
  });
});
