import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies.server";

const withCookie = (cookie: string) => new Request("http://x/", { headers: { Cookie: cookie } });

describe("readCookie", () => {
  it("a malformed cookie reads as no cookie instead of throwing (finding 16)", () => {
    expect(readCookie(withCookie("promo_sms_sent=%E0%A4%A"), "promo_sms_sent")).toBeUndefined();
    expect(readCookie(withCookie("promo_sms_sent=%E0%A4%A; showBankTip=1"), "showBankTip")).toBe("1");
  });

  it("reads an encoded value", () => {
    expect(readCookie(withCookie("a=1; b=x%20y"), "b")).toBe("x y");
  });
});
