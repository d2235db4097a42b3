import { describe, expect, it } from "vitest";
import { PromotionCode, phoneMatchesRule, signUpRefusalOf } from "./promotion";

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

describe("signUpRefusalOf (docs/decisions/206)", () => {
  it("reads the field and the documented refusal a sign-up refusal's data names", () => {
    expect(signUpRefusalOf({ code: "1400", data: { field: "phone", documented: "phoneInvalid" } })).toEqual({
      field: "phone",
      documented: "phoneInvalid",
    });
    expect(signUpRefusalOf({ code: "1400", data: { field: "smsCode", documented: null } })).toEqual({ field: "smsCode", documented: null });
    expect(signUpRefusalOf({ code: "1429", data: { field: null, documented: "resendBlocked" } })).toEqual({
      field: null,
      documented: "resendBlocked",
    });
  });

  it("names nothing for data that names nothing it knows, whatever the data's shape", () => {
    for (const data of [null, undefined, "phone", 7, [], { field: "password", documented: "toString" }, { field: { x: 1 } }]) {
      expect(signUpRefusalOf({ code: "1400", data })).toEqual({ field: null, documented: null });
    }
  });

  it("places a wrong picture code by its documented codes when the data does not name the field", () => {
    expect(signUpRefusalOf({ code: PromotionCode.wrongCaptchaOnSms, data: null }).field).toBe("capcode");
    expect(signUpRefusalOf({ code: Number(PromotionCode.wrongCaptcha), data: null }).field).toBe("capcode");
    expect(signUpRefusalOf({ code: PromotionCode.alreadyRegistered, data: null }).field).toBeNull();
  });
});
