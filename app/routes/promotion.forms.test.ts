import { describe, expect, it } from "vitest";
import { clientTypeOf } from "./promotion.forms";
import { parseSignUp } from "./promotion.forms.server";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

describe("sign-up form", () => {
  it("asks for phone and picture code to send a code, naming the documented refusals by key", () => {
    expect(parseSignUp(form({ phone: "0917", capcode: "" }), "ph", "sendCode")).toEqual({
      ok: false,
      intent: "sendCode",
      fieldErrors: { phone: "phoneInvalid", capcode: "captchaInvalid" },
    });
    expect(parseSignUp(form({ phone: "09171234567", capcode: "AB34" }), "ph", "sendCode")).toMatchObject({ ok: true });
  });

  it("follows the template's phone rule", () => {
    expect(parseSignUp(form({ phone: "13812345678", capcode: "AB34" }), "ph", "sendCode").ok).toBe(false);
    expect(parseSignUp(form({ phone: "13812345678", capcode: "AB34" }), "cn", "sendCode").ok).toBe(true);
  });

  it("needs the SMS code to register and refuses input longer than the caps", () => {
    expect(parseSignUp(form({ phone: "09171234567", capcode: "AB34", smsCode: "" }), "ph", "register")).toMatchObject({
      ok: false,
      fieldErrors: { smsCode: "smsInvalid" },
    });
    expect(parseSignUp(form({ phone: "09171234567", capcode: "AB345", smsCode: "1234567" }), "ph", "register")).toMatchObject({
      ok: false,
      fieldErrors: { capcode: "captchaInvalid", smsCode: "smsInvalid" },
    });
  });

  it("parses the intent the action resolved, not the button's value (Enter registers once an SMS code is typed)", () => {
    const typed = { intent: "auto", phone: "09171234567", capcode: "AB34", smsCode: "123456" };
    expect(parseSignUp(form(typed), "ph", "register")).toMatchObject({ ok: true, value: { intent: "register", smsCode: "123456" } });
  });

  it("refuses a request without the fields as if they were empty", () => {
    expect(parseSignUp(form({}), "ph", "register")).toEqual({
      ok: false,
      intent: "register",
      fieldErrors: { phone: "phoneInvalid", capcode: "captchaInvalid", smsCode: "smsInvalid" },
    });
  });

  it("asks only for the phone to send the code by SMS only, and registers without a picture code after it", () => {
    expect(parseSignUp(form({ phone: "0917" }), "ph", "smsOnly")).toEqual({
      ok: false,
      intent: "smsOnly",
      fieldErrors: { phone: "phoneInvalid" },
    });
    expect(parseSignUp(form({ phone: "09171234567", capcode: "" }), "ph", "smsOnly")).toMatchObject({ ok: true });
    const register = { phone: "09171234567", capcode: "", smsCode: "123456" };
    expect(parseSignUp(form(register), "ph", "register")).toMatchObject({ ok: false, fieldErrors: { capcode: "captchaInvalid" } });
    expect(parseSignUp(form({ ...register, withoutPicture: "1" }), "ph", "register")).toMatchObject({ ok: true });
  });

  it("reads ios or android from the user agent", () => {
    expect(clientTypeOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148")).toBe("ios");
    expect(clientTypeOf("Mozilla/5.0 (Linux; Android 13)")).toBe("android");
    expect(clientTypeOf(null)).toBe("android");
  });
});
