import { describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { clientTypeOf } from "./promotion.forms";
import { parseSignUp } from "./promotion.forms.server";

const t = messages.promotion;
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

describe("sign-up form", () => {
  it("asks for phone and picture code to send a code, with the documented messages", () => {
    expect(parseSignUp(form({ intent: "sendCode", phone: "0917", capcode: "" }), "ph")).toEqual({
      ok: false,
      intent: "sendCode",
      fieldErrors: { phone: t.phoneInvalid, capcode: t.captchaInvalid },
    });
    expect(parseSignUp(form({ intent: "sendCode", phone: "09171234567", capcode: "AB34" }), "ph")).toMatchObject({ ok: true });
  });

  it("follows the template's phone rule", () => {
    expect(parseSignUp(form({ intent: "sendCode", phone: "13812345678", capcode: "AB34" }), "ph").ok).toBe(false);
    expect(parseSignUp(form({ intent: "sendCode", phone: "13812345678", capcode: "AB34" }), "cn").ok).toBe(true);
  });

  it("needs the SMS code to register and refuses input longer than the caps", () => {
    expect(parseSignUp(form({ intent: "register", phone: "09171234567", capcode: "AB34", smsCode: "" }), "ph")).toMatchObject({
      ok: false,
      fieldErrors: { smsCode: t.smsInvalid },
    });
    expect(parseSignUp(form({ intent: "register", phone: "09171234567", capcode: "AB345", smsCode: "1234567" }), "ph")).toMatchObject({
      ok: false,
      fieldErrors: { capcode: t.captchaInvalid, smsCode: t.smsInvalid },
    });
  });

  it("asks only for the phone to send the code by SMS only, and registers without a picture code after it", () => {
    expect(parseSignUp(form({ intent: "smsOnly", phone: "0917" }), "ph")).toEqual({
      ok: false,
      intent: "smsOnly",
      fieldErrors: { phone: t.phoneInvalid },
    });
    expect(parseSignUp(form({ intent: "smsOnly", phone: "09171234567", capcode: "" }), "ph")).toMatchObject({ ok: true });
    const register = { intent: "register", phone: "09171234567", capcode: "", smsCode: "123456" };
    expect(parseSignUp(form(register), "ph")).toMatchObject({ ok: false, fieldErrors: { capcode: t.captchaInvalid } });
    expect(parseSignUp(form({ ...register, withoutPicture: "1" }), "ph")).toMatchObject({ ok: true });
  });

  it("reads ios or android from the user agent", () => {
    expect(clientTypeOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148")).toBe("ios");
    expect(clientTypeOf("Mozilla/5.0 (Linux; Android 13)")).toBe("android");
    expect(clientTypeOf(null)).toBe("android");
  });
});
