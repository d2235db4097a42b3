import { describe, expect, it } from "vitest";
import { loanDetails } from "@contract/loan-details";
import { isPageId, orderPage, pageQueries, sessionPage } from "@contract/page-query";
import { parsePageQuery } from "./query";

const read = <S extends { parse: (value: unknown) => unknown }>(schema: S, search: string) =>
  schema.parse(parsePageQuery(search)) as ReturnType<S["parse"]>;

describe("the one id rule of a page address", () => {
  it.each(["1", "0", "42", "000000000001", "999999999999"])("takes %s as an id", (value) => {
    expect(isPageId(value)).toBe(true);
    expect(read(orderPage, `orderId=${value}`).orderId).toBe(Number(value));
  });

  it.each(["", "abc", "-4", "1.5", "1e3", " 1", "1 ", "0x10", "9999999999999", "１２", "1,2", "<script>"])(
    "refuses %j, which reads as no id at all",
    (value) => {
      expect(isPageId(value)).toBe(false);
      expect(read(orderPage, `orderId=${encodeURIComponent(value)}&productId=${encodeURIComponent(value)}`)).toMatchObject({
        orderId: undefined,
        productId: undefined,
      });
    },
  );

  it("is the rule of every id a route reads", () => {
    const bad = "orderId=x&productId=x&problemId=x&repayRecordId=x&id=x";
    expect(read(pageQueries.orderDetails, bad)).toMatchObject({ orderId: undefined, productId: undefined });
    expect(read(pageQueries.legacyRepaymentConfirm, bad)).toMatchObject({ orderId: undefined, repayRecordId: undefined });
    expect(read(pageQueries.complaintDetails, bad).problemId).toBeUndefined();
    expect(read(pageQueries.complaintStart, bad).orderId).toBeUndefined();
    expect(read(pageQueries.complaintNext, bad).orderId).toBeUndefined();
    expect(read(pageQueries.productPage, bad).productId).toBeUndefined();
    expect(read(pageQueries.loanAgreement, bad)).toMatchObject({ orderId: undefined, productId: undefined });
    expect(read(pageQueries.bankBinding, bad)).toMatchObject({ orderId: undefined, productId: undefined });
    expect(read(pageQueries.loanConfirm, bad)).toMatchObject({ orderId: undefined, productId: undefined });
    const good = "orderId=7&productId=3&problemId=9&repayRecordId=11";
    expect(read(pageQueries.legacyRepaymentConfirm, good)).toMatchObject({ orderId: 7, productId: 3, repayRecordId: 11 });
    expect(read(pageQueries.complaintDetails, good).problemId).toBe(9);
  });
});

describe("the session parameters", () => {
  const session =
    "deviceId=d1&appVersion=1.0.0&userId=5&sessionId=abcdefgh&clientType=android&merchantNumber=0&mobilePhone=09171234567&language=fil";

  it("are read by every route's schema, by their plain names", () => {
    const expected = {
      deviceId: "d1",
      appVersion: "1.0.0",
      userId: "5",
      sessionId: "abcdefgh",
      clientType: "android",
      merchantNumber: "0",
      mobilePhone: "09171234567",
      language: "fil",
    };
    expect(read(sessionPage, session)).toEqual(expected);
    for (const schema of [orderPage, ...Object.values(pageQueries)]) expect(read(schema, `${session}&orderId=1`)).toMatchObject(expected);
  });

  it("leave out what the address does not carry, and nothing else comes through", () => {
    expect(read(sessionPage, "userId=5&stranger=1")).toEqual({ userId: "5" });
  });
});

describe("each route's own names", () => {
  it("reads product_id, the documented spelling, as productId", () => {
    expect(read(orderPage, "product_id=4&orderId=2")).toEqual({ orderId: 2, productId: 4 });
    expect(read(pageQueries.productPage, "product_id=8").productId).toBe(8);
    expect(read(pageQueries.productPage, "productId=5&product_id=8").productId).toBe(5);
  });

  it("reads Order Details' and the confirm page's dialogs closed without JavaScript", () => {
    expect(read(pageQueries.orderDetails, "orderId=1&dismiss=tips,card").dismiss).toBe("tips,card");
    expect(read(pageQueries.loanConfirm, "productId=1&dismiss=pop&recheck=1")).toMatchObject({ dismiss: "pop", recheck: "1" });
  });

  it("reads the complaint pages' choices: type, pick, the question types and the order number", () => {
    expect(read(pageQueries.complaintStart, "type=5&pick=1")).toMatchObject({ type: "5", pick: true });
    expect(read(pageQueries.complaintStart, "pick=yes").pick).toBe(false);
    expect(read(pageQueries.complaintNext, "problemType=2&problemSonType=7&orderNo=PH1")).toMatchObject({
      problemType: "2",
      problemSonType: "7",
      orderNo: "PH1",
    });
  });

  it("reads the agreement's quote and its compact form", () => {
    expect(read(pageQueries.loanAgreement, "productId=1&amount=1000000&periods=91&instalments=1&embed=1")).toMatchObject({
      productId: 1,
      amount: "1000000",
      periods: "91",
      instalments: "1",
      embed: true,
    });
    expect(read(pageQueries.loanAgreement, "orderId=4").embed).toBe(false);
  });

  it("reads bank binding's source, card type, channel and change", () => {
    expect(read(pageQueries.bankBinding, "source=loanDetail&cardType=2&channelNumber=BDO&change=1")).toMatchObject({
      source: "loanDetail",
      cardType: "2",
      channelNumber: "BDO",
      change: true,
    });
    expect(read(pageQueries.bankBinding, "").change).toBe(false);
  });

  it("reads the card payment's code step: its record, when the code was sent, the card", () => {
    expect(read(pageQueries.legacyRepaymentConfirm, "orderId=1&repayRecordId=3&sentAt=1700000000000&cardId=9")).toMatchObject({
      repayRecordId: 3,
      sentAt: "1700000000000",
      cardId: "9",
    });
  });
});

describe("loan details' obscure wire names", () => {
  const wire = {
    orderId: 1,
    orderNo: "PH1",
    productId: 1,
    orderStatus: 21,
    noticeStatusText: "",
    noticeDesText: "",
    productName: "Cash",
    productLogo: "",
    userOrderDetail: { detail: [] },
    recProducts: [],
    inside: 0,
    h5Url: "",
    isDelay: 0,
    telephone: "",
    isScore: 0,
    playeduL: "https://partner.example/continue",
    reyMsg: "You may withdraw",
    KindTipsMsg: "Use your own account",
    cardNeedPop: 1,
    cardPopTitle: "",
    cardPopMsg: "",
  };

  it("reach the web app under plain names only", () => {
    const details = loanDetails.data.parse(wire);
    expect(details).toMatchObject({
      continueUrl: "https://partner.example/continue",
      withdrawMessage: "You may withdraw",
      kindTips: "Use your own account",
      cardPopDue: true,
    });
    for (const name of ["playeduL", "reyMsg", "KindTipsMsg", "cardNeedPop"]) expect(details).not.toHaveProperty(name);
  });

  it("read no Kind tips and no dialog as empty and false", () => {
    const { KindTipsMsg: _tips, ...without } = wire;
    expect(loanDetails.data.parse({ ...without, cardNeedPop: 0 })).toMatchObject({ kindTips: "", cardPopDue: false });
  });
});
