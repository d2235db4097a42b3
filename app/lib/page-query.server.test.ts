import { describe, expect, it } from "vitest";
import { isPageId, pageQueries, sessionPage } from "@contract/page-query";
import { HEADER_PARAMS, SESSION_PARAMS } from "@contract/session-params";
import { DEFAULT_TEMPLATE_ID, templateIdOf } from "~/routes/promotion.links";
import { SID } from "~/routes/promotion.query.server";
import { pageAsQuery, readPage } from "./page-query.server";
import { parsePageQuery } from "./query";

/**
 * The routes that parsed their address themselves (decision 249, item 7) now read it through their
 * page's definition: each must accept and refuse exactly what its own parsing did.
 */

const requestFor = (search: string) => new Request(`http://pautang.test/x?${search}`);

/** Hostile and awkward values of one parameter: repeated, empty, spaced, long, markup, not Latin. */
const HOSTILE = ["", " ", "0", "1", "2", "-1", "abc", "1 ", "<script>alert(1)</script>", "ñ", "x".repeat(5000), "a&b", "%zz"];

/** Every text parameter the eight routes (and the receipt and code pages) read, by its page. */
const TEXT_PARAMS = {
  promotion: ["sid", "app_from", "user_from", "utm_tag", "appName", "invite_code"],
  repaymentCode: ["payCode", "showType", "payCodeImg", "real", "back"],
  complaintList: ["tab"],
  opsPromotion: ["from", "to", "templateId", "utm_tag"],
  repaymentCode2: ["from"],
  paymentReceipt: ["receiptNo"],
  loanConfirm: ["loanAmount", "term", "instalments", "recheck", "dismiss"],
} as const;

describe("a route's typed page query reads what its own parsing read", () => {
  for (const [name, params] of Object.entries(TEXT_PARAMS)) {
    const schema = pageQueries[name as keyof typeof TEXT_PARAMS];
    it.each(params.flatMap((param) => HOSTILE.map((value) => [param, value] as const)))(`${name}: %s=%j as given`, (param, value) => {
      // The second value of a repeated name is ignored on both readings.
      const search = `${param}=${encodeURIComponent(value)}&${param}=other`;
      const { page } = readPage(requestFor(search), schema);
      expect((page as Record<string, unknown>)[param]).toBe(parsePageQuery(search)[param]);
    });
    it(`${name}: a missing parameter is missing`, () => {
      const { page } = readPage(requestFor(""), schema);
      for (const param of params) expect((page as Record<string, unknown>)[param]).toBeUndefined();
    });
  }

  it.each([...HOSTILE, "000000000007", "999999999999", "9999999999999", "1e3", "0x10"])(
    "promotion: the template id %j is the one the old rule chose",
    (value) => {
      const search = `id=${encodeURIComponent(value)}`;
      const raw = parsePageQuery(search).id;
      const before = isPageId(raw) && Number(raw) > 0 ? Number(raw) : DEFAULT_TEMPLATE_ID;
      expect(templateIdOf(readPage(requestFor(search), pageQueries.promotion).page)).toBe(before);
    },
  );

  it.each(["", "short", "A".repeat(16), "a_b-".repeat(4), "x".repeat(65), "!".repeat(20)])(
    "promotion: the sid %j is kept as before",
    (value) => {
      const { page } = readPage(requestFor(`sid=${encodeURIComponent(value)}`), pageQueries.promotion);
      const raw = parsePageQuery(`sid=${encodeURIComponent(value)}`).sid;
      expect(page.sid !== undefined && SID.test(page.sid) ? page.sid : null).toBe(SID.test(raw ?? "") ? raw : null);
    },
  );

  it("the session and header values every page carries on are the address's, on the session-only pages too", () => {
    const names = [...SESSION_PARAMS, ...HEADER_PARAMS];
    const search = names.map((name, i) => `${name}=v${i}%20%3C&${name}=second`).join("&");
    const raw = parsePageQuery(search);
    for (const schema of [sessionPage, pageQueries.promotion, pageQueries.repaymentCode, pageQueries.complaintList]) {
      const { page } = readPage(requestFor(search), schema);
      for (const name of names) expect((page as Record<string, unknown>)[name]).toBe(raw[name]);
    }
  });

  it("gives routes the typed page only, never the untyped map", () => {
    expect(Object.keys(readPage(requestFor("orderId=1&anything=else"), pageQueries.orderDetails))).toEqual(["page"]);
    expect(readPage(requestFor("anything=else")).page).not.toHaveProperty("anything");
  });

  it("pageAsQuery writes back each accepted value as text and leaves out a refused one", () => {
    const { page } = readPage(requestFor("orderId=12&productId=x&language=fil"), pageQueries.repaymentCode2);
    expect(pageAsQuery(page)).toEqual({ orderId: "12", language: "fil" });
  });
});
