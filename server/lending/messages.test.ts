import { beforeEach, describe, expect, it } from "vitest";
import { FailureCode } from "@contract";
import { db } from "../db";
import { createBorrower, createOrder } from "../qa/factories";
import { crossSiteCheck } from "../security/cross-site";
import { useLendingApi } from "../test/api";
import { signedPostback } from "./gateway/local-dragonpay/sign-postback";
import { PromotionText, seedPromotionTemplates } from "./promotion/service";
import { backendLanguage, render, renderAll, text } from "./texts";

const api = useLendingApi();
beforeEach(async () => {
  await seedPromotionTemplates();
});

/** A recommended product's figures and identity (its words are texts, and change with the language). */
function productFigures(products: Array<Record<string, unknown>>) {
  const figure = (v: unknown) => typeof v === "number" || (typeof v === "string" && (/^[\d₱.,% -]+$/.test(v) || /^(https?:|\/)/.test(v)));
  return products.map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => figure(v))));
}

const NOT_FOUND_EN = "We could not find this order. Please check the link or open it from your order list.";
const NOT_FOUND_FIL = "Hindi namin makita ang order na ito. Tingnan ang link o buksan ito mula sa listahan ng iyong mga order.";

describe("which language values are Filipino", () => {
  it.each(["fil", "tl", "FIL", " tl ", "fil-PH", "tl_PH"])("%j is Filipino", (value) => {
    expect(backendLanguage(value)).toBe("fil");
  });
  it.each([undefined, null, "", "en", "zh", "es", "id", "filipino", "tlh", "f il", "ｆｉｌ", ["fil"], { fil: 1 }, 7])(
    "%j is not",
    (value) => {
      expect(backendLanguage(value)).toBe("en");
    },
  );
  it("a very long value is not, even one that starts like Filipino", () => {
    expect(backendLanguage(`fil-${"x".repeat(50_000)}`)).toBe("en");
  });
});

describe("the backend's texts by key", () => {
  it("says a key in either language, with its values", () => {
    expect(render(text("orderNotFound"), "fil")).toBe(NOT_FOUND_FIL);
    expect(render(text("orderNotFound"), "en")).toBe(NOT_FOUND_EN);
    expect(render(text("payCodeNotPending", { status: "expired" }), "fil")).toBe("Ang payment code na ito ay expired; walang nailapat.");
    expect(render(text("smsCodeWrong", { left: 2 }), "fil")).toBe("Mali ang SMS code. 2 subok na lang ang natitira.");
    expect(renderAll([text("loanFullyPaid"), text("overpaid")], "fil")).toBe(
      "Bayad na nang buo ang loan na ito. Mas malaki ang bayad kaysa sa utang ng loan; ibabalik sa iyo ang sobra.",
    );
  });
});

describe("the backend answers in the session's language", () => {
  async function missingOrder(language?: string | string[]) {
    const { query } = await createBorrower();
    const base = query.replace(/(^|&)language=[^&]*/, "");
    const languages = language === undefined ? [] : Array.isArray(language) ? language : [language];
    const session = [base, ...languages.map((l) => `language=${encodeURIComponent(l)}`)].join("&");
    return api.post("/v3/loan-details/loan-details", { orderId: 999_999 }, session);
  }

  it.each(["fil", "tl", "fil-PH"])("answers a refusal in Filipino for language=%s, with the same code", async (language) => {
    const english = await missingOrder("en");
    const filipino = await missingOrder(language);
    expect(english.body).toMatchObject({ code: FailureCode.notFound, success: false, message: NOT_FOUND_EN, data: null });
    expect(filipino.status).toBe(english.status);
    expect(filipino.body).toEqual({ ...english.body, message: NOT_FOUND_FIL });
  });

  it.each(["de", "xx", "", "filipino"])("answers English for an unknown language %j", async (language) => {
    const { body } = await missingOrder(language);
    expect(body).toMatchObject({ code: FailureCode.notFound, message: NOT_FOUND_EN });
  });

  it("answers English without a language", async () => {
    expect((await missingOrder()).body.message).toBe(NOT_FOUND_EN);
  });

  it.each([
    // Under the HTTP server's header limit (longer URLs end at Node's own 431, before the backend).
    ["very long", `fil-${"x".repeat(4_000)}`],
    ["unicode", "фил🇵🇭\u202e\u0000"],
    ["script", "<script>alert(1)</script>"],
  ])("never fails on a hostile language (%s)", async (_label, language) => {
    const { status, body } = await missingOrder(language);
    expect(status).toBeLessThan(500);
    expect(body).toMatchObject({ code: FailureCode.notFound, success: false, message: NOT_FOUND_EN, data: null });
  });

  it("takes the first of a repeated language, and ignores language[]", async () => {
    expect((await missingOrder(["tl", "en"])).body.message).toBe(NOT_FOUND_FIL);
    const { query } = await createBorrower();
    const bracketed = await api.post(
      "/v3/loan-details/loan-details",
      { orderId: 999_999 },
      `${query.replace(/(^|&)language=[^&]*/, "")}&language[]=fil`,
    );
    expect(bracketed.status).toBeLessThan(500);
    expect(bracketed.body).toMatchObject({ code: FailureCode.notFound, message: NOT_FOUND_EN });
  });

  it("answers the same data in either language: only texts change", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 180, cardPop: true });
    const en = await api.post("/v3/loan-details/loan-details", { orderId: order.id }, query);
    const fil = await api.post("/v3/loan-details/loan-details", { orderId: order.id }, query.replace(/language=[^&]*/, "language=fil"));
    expect(en.body.code).toBe(0);
    expect(fil.body.code).toBe(0);
    // Order Details' texts in Filipino: the status header, the detail rows, the bank-card modal.
    expect(en.body.data.noticeStatusText).toBe("Overdue");
    expect(fil.body.data.noticeDesText).toMatch(
      /^\d+ araw nang overdue ang bayad mo at may late charges na\. Magbayad ng ₱[\d,]+\.\d\d ngayon\.$/,
    );
    expect(fil.body.data.cardPopTitle).toBe("I-bind ang iyong bank account");
    const rows = (body: typeof en.body) => body.data.userOrderDetail.detail as Array<{ text: string; value: string }>;
    expect(rows(fil.body).map((r) => r.text)).toContain("Halagang dapat bayaran");
    expect(rows(fil.body).find((r) => r.text === "Termino ng loan")?.value).toMatch(/^\d+ araw$/);
    // Every amount, date and count is the same: only the words around them change.
    const figures = (body: typeof en.body) => rows(body).map((r) => r.value.replace(/ (days|araw)$/, ""));
    expect(figures(fil.body)).toEqual(figures(en.body));
    // The recommended products: the same products and figures, their words in Filipino.
    expect(productFigures(fil.body.data.recProducts)).toEqual(productFigures(en.body.data.recProducts));
    expect(fil.body.data.recProducts.map((p: { saddle: string }) => p.saddle)).toContain("0.12% kada araw");
    // Everything else (codes, figures, flags, links) is the same in both languages.
    const worded = ["noticeStatusText", "noticeDesText", "userOrderDetail", "cardPopTitle", "cardPopMsg", "recProducts"];
    const unworded = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([key]) => !worded.includes(key)));
    expect(unworded(fil.body.data)).toEqual(unworded(en.body.data));
  });

  it("answers a session refusal and a validation failure in Filipino, with the same codes", async () => {
    const expired = (language: string) =>
      api.post("/v3/loan-details/loan-details", { orderId: 1 }, `userId=1&sessionId=not-a-real-session&language=${language}`);
    const [en, fil] = [await expired("en"), await expired("fil")];
    expect(fil.body.code).toBe(en.body.code);
    expect(en.body.code).toBe(FailureCode.sessionExpired);
    expect(fil.body.message).toBe("Nag-expire na ang iyong session. Mag-log in ulit.");

    const { query } = await createBorrower();
    const bad = (language: string) =>
      api.post("/v3/loan-details/loan-details", { orderId: "abc" }, query.replace(/language=[^&]*/, `language=${language}`));
    const [badEn, badFil] = [await bad("en"), await bad("tl")];
    expect(badFil.body.code).toBe(badEn.body.code);
    expect(badEn.body.code).toBe(FailureCode.invalidInput);
    expect(badEn.body.message).toBe("Order must be a number");
    expect(badFil.body.message).toBe("Dapat numero ang Order.");
  });

  it("answers the checks of fields only a machine sends by key too: a missing field named, a wrong one in Filipino", async () => {
    const payCode = (query: Record<string, string>) => api.get("/v3/repayment/pay-code", query);
    // A missing field is named (not zod's own wording), in the session's language.
    expect((await payCode({})).body).toMatchObject({ code: FailureCode.invalidInput, message: "payCode is required." });
    expect((await payCode({ language: "fil" })).body.message).toBe("Kailangan ang payCode.");
    expect((await payCode({ payCode: "no" })).body.message).toBe("payCode must be a pay code: 6 to 40 capital letters and digits.");
    expect((await payCode({ payCode: "no", language: "fil" })).body.message).toBe(
      "Dapat payment code ang payCode: 6 hanggang 40 na malaking letra at digit.",
    );
    const { query } = await createBorrower();
    const tracked = await api.post("/v3/event/save-batch", { events: "not json" }, query.replace(/language=[^&]*/, "language=fil"));
    expect(tracked.body).toMatchObject({ code: FailureCode.invalidInput, message: "Dapat JSON array ang events." });
  });

  it("answers the service-not-found fallback in Filipino too", async () => {
    const { body } = await api.get("/v3/no-such-service", { language: "fil" });
    expect(body).toMatchObject({ code: FailureCode.notFound, message: "Walang ganitong serbisyo." });
  });
});

describe("the repayment pages' texts in Filipino", () => {
  it("answers the instalment page's rows in Filipino, with the same figures", async () => {
    const { borrower, query } = await createBorrower();
    // Instalment plans come from the product that offers them (Bayanihan Credit: 3 or 6).
    const product = await db().product.findFirstOrThrow({ where: { periodsAllowed: { contains: "3" }, minTermDays: { lte: 91 } } });
    const order = await createOrder(borrower.id, { status: 180, periods: 3, productId: product.id });
    const ask = (language: string) =>
      api.post("/v3/installment/loan-play-detail", { orderId: order.id }, query.replace(/language=[^&]*/, `language=${language}`));
    const [en, fil] = [await ask("en"), await ask("fil")];
    expect(fil.body.code).toBe(en.body.code);
    const rows = (body: typeof en.body) => body.data.detail as Array<{ text: string; value: string }>;
    expect(rows(en.body).map((r) => r.text)).toContain("Amount to pay now");
    expect(rows(fil.body).map((r) => r.text)).toContain("Halagang babayaran ngayon");
    expect(rows(fil.body).some((r) => /^Hulog 1 sa 3 \(\d{4}-\d\d-\d\d\)$/.test(r.text))).toBe(true);
    expect(rows(fil.body).map((r) => r.value.replace(/ (days|araw)$/, "").replace(/^(Paid|Bayad na)$/, "paid"))).toEqual(
      rows(en.body).map((r) => r.value.replace(/ (days|araw)$/, "").replace(/^(Paid|Bayad na)$/, "paid")),
    );
    expect(fil.body.data.repayAmount).toBe(en.body.data.repayAmount);
    expect(fil.body.data.lateCharges).toEqual(en.body.data.lateCharges);
  });
});

describe("the confirm page's texts in Filipino", () => {
  it("answers the rows, the plan and the retention modal in Filipino, with the same figures", async () => {
    const { query } = await createBorrower();
    const product = await db().product.findFirstOrThrow({ where: { active: true } });
    const ask = (language: string) =>
      api.post("/v3/loan-confirm/loan-detail-confirm", { productId: product.id }, query.replace(/language=[^&]*/, `language=${language}`));
    const [en, fil] = [await ask("en"), await ask("tl")];
    expect(en.body.code).toBe(0);
    expect(fil.body.code).toBe(0);
    expect(en.body.data.popTitle).toBe("Point out");
    expect(fil.body.data.popTitle).toBe("Paalala");
    expect(fil.body.data.details.map((r: { text: string }) => r.text)).toEqual([
      "Halaga ng loan",
      "Service fee",
      "Natanggap na halaga",
      "Interes",
      "Kabuuang babayaran",
    ]);
    expect(fil.body.data.details.map((r: { value: string }) => r.value)).toEqual(
      en.body.data.details.map((r: { value: string }) => r.value),
    );
    expect(fil.body.data.pRateDsc).toMatch(/^Interes na [\d.]+% kada araw, service fee na [\d.]+% ng halaga ng loan$/);
    expect(fil.body.data.disclosure).toEqual(en.body.data.disclosure);
    expect(fil.body.data.repay_plans.map((p: { amount: number }) => p.amount)).toEqual(
      en.body.data.repay_plans.map((p: { amount: number }) => p.amount),
    );
  });
});

describe("the joint-login failure in Filipino", () => {
  it("names the partner product in a Filipino notice, with the same products", async () => {
    const { query } = await createBorrower();
    const ask = (language: string) =>
      api.post("/gopia/goya/drowns", { productId: 1 }, query.replace(/language=[^&]*/, `language=${language}`));
    const [en, fil] = [await ask("en"), await ask("fil")];
    expect(fil.body.code).toBe("00");
    expect(fil.body.data.noticeMessage).toBe("Hindi ka namin ma-sign in sa Peso Express.");
    expect(fil.body.data.errMessage).toMatch(/^Hindi tinanggap ng partner lender ang joint login/);
    expect(productFigures(fil.body.data.cobble)).toEqual(productFigures(en.body.data.cobble));
    expect(fil.body.data.cobble.map((p: { whistle: string }) => p.whistle)).toContain("Humiram");
  });
});

describe("the cross-site refusal in the session's language", () => {
  function refusal(language: string) {
    let sent = "";
    let status = 0;
    const res = {
      status: (code: number) => ((status = code), res),
      type: () => res,
      set: () => res,
      send: (body: string) => ((sent = body), res),
    };
    const req = {
      method: "POST",
      originalUrl: `/poles?language=${language}`,
      query: { language },
      get: (h: string) => (h === "Sec-Fetch-Site" ? "cross-site" : undefined),
      headers: {},
    };
    crossSiteCheck(req as never, res as never, () => undefined);
    return { status, sent };
  }

  it("refuses with 403 in Filipino for fil, in English otherwise", () => {
    expect(refusal("fil")).toEqual({
      status: 403,
      sent: "Galing sa ibang site ang form na ito kaya hindi ito tinanggap. Buksan ulit ang page at doon ipadala ang form.",
    });
    expect(refusal("en")).toEqual({
      status: 403,
      sent: "This form was sent from another site and was refused. Please open the page again and send the form from there.",
    });
  });
});

describe("the complaint form's types in Filipino", () => {
  it("answers the question types and the order's status in Filipino, with the same values", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 180 });
    const ask = (language: string) =>
      api.post("/user-problem/problem-init", { orderId: order.id }, query.replace(/language=[^&]*/, `language=${language}`));
    const [en, fil] = [await ask("en"), await ask("fil")];
    expect(fil.body.code).toBe(en.body.code);
    expect(fil.body.data.problemType.map((t: { value: number }) => t.value)).toEqual(
      en.body.data.problemType.map((t: { value: number }) => t.value),
    );
    expect(fil.body.data.problemType.map((t: { title: string }) => t.title)).toContain("Paniningil");
    expect(fil.body.data.problemSonType.map((t: { title: string }) => t.title)).toContain("Masyadong madalas tumawag");
    expect(fil.body.data.orderDetail.status).toBe("Overdue");
    expect(fil.body.data.orderDetail.rows.map((r: { title: string }) => r.title)).toContain("Halagang dapat bayaran");
  });
});

describe("the bank-binding form in Filipino", () => {
  it("answers the labels in Filipino, with the same codes, types and rules", async () => {
    const { query } = await createBorrower();
    const ask = (language: string) =>
      api.post("/v3/bind-card/card-init", { productId: 1 }, query.replace(/language=[^&]*/, `language=${language}`));
    const [en, fil] = [await ask("en"), await ask("fil")];
    expect(fil.body.code).toBe(en.body.code);
    type Item = { title: string; subtitle: string; note?: Array<{ name: string; type: string }> };
    const withoutWords = (items: Item[]) =>
      items.map(({ title: _t, subtitle: _s, note, ...rest }) => ({ ...rest, note: note?.map((n) => n.type) }));
    expect(withoutWords(fil.body.data)).toEqual(withoutWords(en.body.data));
    expect(fil.body.data.map((i: Item) => i.title)).toContain("Uri ng account");
    expect(fil.body.data.map((i: Item) => i.title)).toContain("Petsa ng kapanganakan");
    expect(en.body.data.map((i: Item) => i.title)).toContain("Account type");
  });
});

describe("the promotion sign-up in Filipino", () => {
  const P = "/v2/youmi/promotion";

  async function askForCode(phone: string, language: string) {
    const { body } = await api.get(`${P}/get-sid`, { page_id: "1", language });
    const sid = body.data.sid as string;
    await (await fetch(`${api.base}${P}/get-captcha?sid=${sid}&a=${Date.now()}`)).text();
    const capcode = (await db().promotionCaptcha.findUniqueOrThrow({ where: { sid } })).answer;
    return api.post(
      `${P}/get-sms`,
      { phone, capcode, sid, deviceId: "d1", appName: "Pautang", app_from: "web", user_from: "fb", utm_tag: "t" },
      `language=${language}`,
    );
  }

  it("sends the sign-up code SMS in Filipino for language=fil, in English otherwise", async () => {
    expect((await askForCode("09171110091", "fil")).body.code).toBe("0");
    expect((await askForCode("09171110092", "en")).body.code).toBe("0");
    const fil = await db().smsOutbox.findFirstOrThrow({ where: { phone: "09171110091" } });
    const en = await db().smsOutbox.findFirstOrThrow({ where: { phone: "09171110092" } });
    expect(fil.body).toMatch(
      /^Ang iyong Pautang sign-up code ay \d{6}\. Mag-e-expire ito sa loob ng 5 minuto\. Huwag itong ibigay kaninuman\.$/,
    );
    expect(en.body).toMatch(/^Your Pautang sign-up code is \d{6}\. It expires in 5 minutes\./);
  });

  it("answers the documented Chinese refusal in Filipino for tl, and verbatim for zh", async () => {
    const wrongPhone = (language: string) =>
      api.post(`${P}/get-sms`, { phone: "123", capcode: "ABCD", sid: "x".repeat(20) }, `language=${language}`);
    const [zh, tl] = [await wrongPhone("zh"), await wrongPhone("tl")];
    expect(zh.body.message).toBe(PromotionText.phone);
    expect(tl.body.code).toBe(zh.body.code);
    expect(tl.body.message).toBe("Ilagay ang tamang mobile number.");
  });
});

describe("the payment SMS in the language of the session that paid", () => {
  async function signed(txnid: string, refno: string) {
    const fields = { txnid, refno, status: "S", message: "ok" };
    return signedPostback(fields);
  }

  it("sends the receipt SMS in Filipino when the code was issued with language=fil, though the postback has no session", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 180 });
    const code = await api.post(
      "/v3/loan-details/generate-vcode",
      { orderId: order.id, channelNumber: "711" },
      query.replace(/language=[^&]*/, "language=fil"),
    );
    expect(code.body.code).toBe(0);
    const paid = await api.post("/v3/payments/postback", await signed(code.body.data.reference, "GWFIL1"));
    expect(paid.body.data.applied).toBe(true);
    const sms = await db().smsOutbox.findFirstOrThrow({ where: { phone: borrower.phone, purpose: "payment-receipt" } });
    expect(sms.body).toMatch(
      /^Pautang: natanggap namin ang PHP [\d,]+\.\d\d para sa order \S+, ref \S+\. Resibo \S+\. Bayad na nang buo ang iyong loan\. Salamat!$/,
    );
  });
});

describe("words the backend sends in its data, in Filipino (docs/decisions/131)", () => {
  const filOf = (query: string) => query.replace(/language=[^&]*/, "language=fil");

  it("names a bank-form item in Filipino inside a Filipino refusal, never in English", async () => {
    const { query } = await createBorrower();
    const bind = (body: Record<string, string>, session: string) => api.post("/v3/bind-card/bind-card-new", body, session);
    const form = {
      cardType: "1",
      channelNumber: "90009",
      holderName: "",
      bankCardNo: "12",
      accountKind: "",
      birthday: "1990-02-31",
      city: "Cebu City, Cebu",
    };
    const [en, fil] = [await bind(form, query), await bind(form, filOf(query))];
    expect(fil.body.code).toBe(en.body.code);
    expect(en.body.data.fieldErrors).toMatchObject({
      holderName: "Please fill in account holder name.",
      branchCode: "Please fill in landbank branch code.",
    });
    expect(fil.body.data.fieldErrors).toEqual({
      holderName: "Pakilagay ang pangalan ng may-ari ng account.",
      branchCode: "Pakilagay ang branch code ng Landbank.",
      accountKind: "Piliin ang klase ng account.",
      bankCardNo: "Bank account number: dapat 10 hanggang 16 na digit.",
      birthday: "Ilagay ang petsa ng kapanganakan bilang YYYY-MM-DD.",
    });
    const holder = await bind({ ...form, holderName: "J0hn" }, filOf(query));
    expect(holder.body.data.fieldErrors.holderName).toBe(
      "Pangalan ng may-ari ng account: mga letra, espasyo at . , ' - lang ang gamitin, gaya ng nasa account.",
    );
  });

  it("answers the bank form's hint and the order list's statuses in Filipino", async () => {
    const { borrower, query } = await createBorrower();
    await createOrder(borrower.id, { status: 110 });
    const init = await api.post("/v3/bind-card/card-init", { productId: 1 }, filOf(query));
    const hints = (init.body.data as Array<{ code: string; subtitle: string }>).map((item) => item.subtitle);
    expect(hints).toContain("Savings account, checking account o e-wallet");
    expect(hints).not.toContain("Savings, checking or wallet");
    const list = await api.post("/v3/order/order-list", {}, filOf(query));
    expect(list.body.data.map((o: { statusText: string }) => o.statusText)).toEqual(["Hindi na-approve"]);
  });

  it("answers a product's words in Filipino and its figures unchanged", async () => {
    const { query } = await createBorrower();
    const [en, fil] = [
      await api.post("/v3/product/product-detail", { productId: 1 }, query),
      await api.post("/v3/product/product-detail", { productId: 1 }, filOf(query)),
    ];
    expect(en.body.data).toMatchObject({ termRange: "91 - 180 days", rate: "0.15% per day", serviceFee: "5.00% of the loan amount" });
    expect(fil.body.data).toMatchObject({
      termRange: "91 - 180 araw",
      rate: "0.15% kada araw",
      serviceFee: "5.00% ng halaga ng loan",
      description: "Mabilis na pera para sa pang-araw-araw na pangangailangan, babayaran nang isang beses.",
      tags: ["Mabilis na approval", "Walang collateral"],
    });
    expect(fil.body.data.amountRange).toBe(en.body.data.amountRange);
  });

  it("answers the payment channels' steps in Filipino on the payment-code page", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 180 });
    const fil = await api.post("/v3/loan-details/repayment-code", { orderId: order.id }, filOf(query));
    expect(fil.body.data.defDetail.title).toBe("Contract number (hindi payment code)");
    const notice = fil.body.data.defDetail.payNotice as Record<string, Array<{ name: string; step: string[] }>>;
    expect(Object.keys(notice)).toEqual(["E-wallet", "Sa counter ng tindahan"]);
    expect(notice["E-wallet"][0]).toEqual({
      name: "GCash",
      step: [
        "Buksan ang GCash at i-tap ang Bills.",
        "Piliin ang Loans, saka ang Dragonpay / Pautang.",
        "Ilagay ang payment code bilang reference number, at ang eksaktong halaga.",
        "Kumpirmahin, at itago ang resibo.",
      ],
    });
  });

  it("shows an order's Kind tips in the session's language, the English one when no Filipino was written", async () => {
    const { borrower, query } = await createBorrower();
    const both = await createOrder(borrower.id, { status: 174, tips: "Pay on time.", tipsFil: "Magbayad sa tamang oras." });
    const englishOnly = await createOrder(borrower.id, { status: 174, tips: "Pay on time." });
    const tip = async (orderId: number, session: string) =>
      (await api.post("/v3/loan-details/loan-details", { orderId }, session)).body.data.KindTipsMsg;
    expect(await tip(both.id, filOf(query))).toBe("Magbayad sa tamang oras.");
    expect(await tip(both.id, query)).toBe("Pay on time.");
    expect(await tip(englishOnly.id, filOf(query))).toBe("Pay on time.");
  });
});
