import { describe, expect, it } from "vitest";
import { orderDetailsAfterPayment, paymentReturnCookie, paymentReturnPath, PAYMENT_RETURN_COOKIE } from "./payment-return.server";

/** Finding 3 of the security review: the way back from the gateway carries no session. */
const query = { orderId: "6", productId: "1", userId: "1", sessionId: "victim-session", mobilePhone: "09171234567", language: "en" };

function cookieHeaderOf(setCookie: string) {
  return setCookie.split(";")[0];
}

describe("finding 3: the payment return address has no session; the session comes back from this browser only", () => {
  it("the return address the gateway gets names the page and the order, nothing of the session", () => {
    const path = paymentReturnPath(query);
    expect(path).toBe("/payment-return?orderId=6&productId=1");
    expect(path).not.toMatch(/sessionId|userId|mobilePhone/);
  });

  it("a Filipino session's return address also names the language, so the page without the cookie is Filipino", () => {
    expect(paymentReturnPath({ ...query, language: "fil" })).toBe("/payment-return?orderId=6&productId=1&language=fil");
    expect(paymentReturnPath({ ...query, language: "tl" })).toBe("/payment-return?orderId=6&productId=1&language=fil");
  });

  it("the browser that pressed Payment comes back to Order Details with its session", () => {
    const setCookie = paymentReturnCookie(query, new Request("http://localhost/repayment"));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/payment-return/);
    const next = orderDetailsAfterPayment(
      cookieHeaderOf(setCookie),
      new URLSearchParams("orderId=6&productId=1&txnid=PAUABCDEFGH23&status=S"),
    );
    const url = new URL(next ?? "", "http://x.invalid");
    expect(url.pathname).toBe("/poles");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      userId: "1",
      sessionId: "victim-session",
      mobilePhone: "09171234567",
      language: "en",
      orderId: "6",
      productId: "1",
      txnid: "PAUABCDEFGH23",
      status: "S",
    });
  });

  it("another browser (no cookie), another order or a broken cookie gets no session", () => {
    const cookie = cookieHeaderOf(paymentReturnCookie(query, new Request("http://localhost/repayment")));
    expect(orderDetailsAfterPayment(null, new URLSearchParams("orderId=6"))).toBeNull();
    expect(orderDetailsAfterPayment(cookie, new URLSearchParams("orderId=7"))).toBeNull();
    expect(orderDetailsAfterPayment(`${PAYMENT_RETURN_COOKIE}=%E0%A4%A`, new URLSearchParams("orderId=6"))).toBeNull();
  });
});
