import { describe, expect, it } from "vitest";
import { phoneMatchesRule } from "./promotion";

describe("phoneMatchesRule", () => {
  it.each([
    ["13812345678", true],
    ["19912345678", true],
    ["12812345678", false], // second digit must be 3-9
    ["1381234567", false], // 10 digits
    ["138123456789", false], // 12 digits
    ["09171234567", false],
    ["1381234567a", false],
  ])("the documented rule (cn): %s -> %s", (phone, ok) => {
    expect(phoneMatchesRule(phone, "cn")).toBe(ok);
  });

  it.each([
    ["09171234567", true],
    ["09991234567", true],
    ["0917123456", false], // 10 digits
    ["091712345678", false], // 12 digits
    ["08171234567", false], // not 09
    ["+639171234567", false], // international form is not what the page asks for
    ["13812345678", false],
    [" 09171234567", false],
  ])("the Philippine rule (ph): %s -> %s", (phone, ok) => {
    expect(phoneMatchesRule(phone, "ph")).toBe(ok);
  });
});
