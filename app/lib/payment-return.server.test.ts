import { describe, expect, it } from "vitest";
import { orderDetailsAfterPayment, paymentReturnPath, setPaymentReturnCookie } from "./payment-return.server";

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

  it("the browser that pressed Payment comes back to Order Details with its session", async () => {
    const setCookie = await setPaymentReturnCookie(query, new Request("http://localhost/repayment"));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/payment-return/);
    const next = await orderDetailsAfterPayment(
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

  it("another browser (no cookie), another order, a broken or a hand-made cookie gets no session", async () => {
    const cookie = cookieHeaderOf(await setPaymentReturnCookie(query, new Request("http://localhost/repayment")));
    expect(await orderDetailsAfterPayment(null, new URLSearchParams("orderId=6"))).toBeNull();
    expect(await orderDetailsAfterPayment(cookie, new URLSearchParams("orderId=7"))).toBeNull();
    expect(await orderDetailsAfterPayment("pay_return=%E0%A4%A", new URLSearchParams("orderId=6"))).toBeNull();
    // The old, unsigned form naming a session: written by hand, it leads nowhere (decision 247).
    const handMade = `pay_return=${encodeURIComponent("orderId=6&userId=1&sessionId=victim-session")}`;
    expect(await orderDetailsAfterPayment(handMade, new URLSearchParams("orderId=6"))).toBeNull();
  });
});
