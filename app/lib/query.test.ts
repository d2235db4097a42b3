import { describe, expect, it } from "vitest";
import { headerParamsOf, pageHref, parsePageQuery, safeHttpUrl, sessionParamsOf, withCommonParams } from "./query";

describe("parsePageQuery", () => {
  it("fills productId from product_id and the other way round", () => {
    expect(parsePageQuery("product_id=7&orderId=3")).toMatchObject({ productId: "7", product_id: "7", orderId: "3" });
    expect(parsePageQuery("?productId=9")).toMatchObject({ productId: "9", product_id: "9" });
  });
  it("leaves both absent when neither is given, and keeps the first of repeated keys", () => {
    const query = parsePageQuery("a=1&a=2");
    expect(query).toEqual({ a: "1" });
  });
});

describe("session and header parameters", () => {
  const query = parsePageQuery("userId=5&sessionId=abc&deviceId=d&orderId=1&swift=S&building=B");
  it("picks only the common session parameters", () => {
    expect(sessionParamsOf(query)).toEqual({ userId: "5", sessionId: "abc", deviceId: "d" });
  });
  it("gives empty header values when absent", () => {
    expect(headerParamsOf(query)).toEqual({ building: "B", gather: "", swift: "S", eyes: "" });
  });
  it("builds links that carry the session but not page-specific parameters", () => {
    expect(pageHref("/away", query, { orderId: 1, productId: undefined })).toBe(
      "/away?deviceId=d&userId=5&sessionId=abc&building=B&swift=S&orderId=1",
    );
  });
});

describe("safeHttpUrl", () => {
  it.each(["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,x", "/relative", "ftp://x", "", "vbscript:x"])(
    "refuses %s",
    (value) => expect(safeHttpUrl(value)).toBeNull(),
  );
  it("accepts http and https", () => {
    expect(safeHttpUrl("https://pay.example.ph/x?a=1")?.href).toBe("https://pay.example.ph/x?a=1");
    expect(safeHttpUrl("http://127.0.0.1:3000/y")?.host).toBe("127.0.0.1:3000");
  });
  it("adds the common parameters to a partner host without overwriting the URL's own", () => {
    const query = parsePageQuery("userId=5&sessionId=abc");
    const trust = { ownHost: "app.example.ph", partnerHosts: ["x.example"] };
    expect(withCommonParams("https://x.example/p?userId=9", query, trust)).toBe("https://x.example/p?userId=9&sessionId=abc");
    expect(withCommonParams("javascript:alert(1)", query, trust)).toBeNull();
  });
});
