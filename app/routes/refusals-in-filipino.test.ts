import { describe, expect, it } from "vitest";
import { bindCardNew, cardInit, rebindCard } from "@contract/bank-card";
import { FailureCode } from "@contract/envelope";
import { LegacyCode, repaymentCancel, repaymentCommit, repaymentConfirm, repaymentHuichao, repaymentWay } from "@contract/legacy-repayment";
import { serverTexts } from "~/lib/messages/catalogue.server";
import {
  answering,
  call,
  CODE_STEP,
  expectFilipino,
  get,
  ok,
  post,
  refused,
  sentences,
  SESSION,
  sessionExpired,
  withStandInBackend,
  type Answer,
} from "./filipino-walk.server";

/**
 * Every refusal of the legacy card pages and bank binding, walked on a Filipino page against a
 * stand-in backend that sends no sentence of its own (filipino-walk.server.ts): no sentence of the
 * English catalogue may be in what the real actions and loaders answer, and the documented refusals
 * say their Filipino. Every other page's forms: refusals-in-filipino.forms.test.ts.
 */
withStandInBackend();

const cards = {
  alipay: 0,
  repayToken: "tok",
  repayAmount: 150_000,
  bankCards: [{ id: 3, bankName: "BDO", cardNo: "****1234", bankCode: "BDO" }],
};
const wayOk = ok(repaymentWay, cards);

const fil = serverTexts("repayment", "fil");
const expiredInFilipino = serverTexts("common", "fil").sessionExpiredBody;

describe("the English catalogue's sentences", () => {
  it("are collected from every area, and none is said the same in Filipino", () => {
    expect(sentences.length).toBeGreaterThan(300);
    for (const text of [serverTexts("repayment", "en").codeWrong, serverTexts("common", "en").sessionExpiredBody])
      expect(sentences).toContain(text);
  });
});

describe("legacy repayment's refusals on a Filipino page", () => {
  it("choosing a card: the card list failure, in the loader and the action", async () => {
    const legacy = await import("./legacy-repayment");
    answering({ [repaymentWay.name]: refused(FailureCode.unavailable) });
    await expectFilipino(call(legacy, "loader", get(`/funny?${SESSION}`)), fil.cardListFailed);
    await expectFilipino(call(legacy, "action", post(`/funny?${SESSION}`, { cardId: "3", repayToken: "tok" })), fil.cardListFailed);
  });

  it("choosing a card: a double submit, an expired session, a refused online payment, no card", async () => {
    const legacy = await import("./legacy-repayment");
    const commits: Array<[Answer, string]> = [
      [refused(LegacyCode.doubleSubmit), fil.doubleSubmit],
      [sessionExpired, expiredInFilipino],
      [refused(FailureCode.unavailable), serverTexts("common", "fil").networkError],
      ["unreachable", serverTexts("common", "fil").networkError],
    ];
    for (const [commit, said] of commits) {
      answering({ [repaymentWay.name]: wayOk, [repaymentCommit.name]: commit });
      await expectFilipino(call(legacy, "action", post(`/funny?${SESSION}`, { cardId: "3", repayToken: "tok" })), said);
    }
    answering({
      [repaymentWay.name]: wayOk,
      [repaymentCommit.name]: { code: LegacyCode.doubleSubmit, data: { repayRecordId: 5, cardId: 3, waitSeconds: 20 } },
    });
    await expectFilipino(call(legacy, "action", post(`/funny?${SESSION}`, { cardId: "3", repayToken: "tok" })));
    for (const online of [sessionExpired, refused(LegacyCode.doubleSubmit), refused(FailureCode.unavailable)]) {
      answering({ [repaymentHuichao.name]: online });
      await expectFilipino(call(legacy, "action", post(`/funny?${SESSION}`, { intent: "online" })));
    }
    answering({ [repaymentWay.name]: wayOk });
    await expectFilipino(call(legacy, "action", post(`/funny?${SESSION}`, { cardId: "x", repayToken: "tok" })));
    await expectFilipino(call(legacy, "action", post(`/funny?${SESSION}`, { cardId: "99", repayToken: "tok" })));
  });

  it("the SMS code: a short code, a wrong code, a double submit, an expired session", async () => {
    const confirm = await import("./legacy-repayment-confirm");
    answering({});
    await expectFilipino(call(confirm, "action", post(`/here?${CODE_STEP}`, { verifyCode: "12" })), fil.codeTooShort);
    const refusals: Array<[Answer, string]> = [
      [refused(LegacyCode.codeWrong), fil.codeWrong],
      [refused(LegacyCode.doubleSubmit), fil.doubleSubmit],
      [sessionExpired, expiredInFilipino],
      [refused(FailureCode.unavailable), serverTexts("common", "fil").networkError],
      ["unreachable", serverTexts("common", "fil").networkError],
    ];
    for (const [refusal, said] of refusals) {
      answering({ [repaymentConfirm.name]: refusal });
      await expectFilipino(call(confirm, "action", post(`/here?${CODE_STEP}`, { verifyCode: "123456" })), said);
    }
  });

  it("the SMS code step: Cancel and get code refused, the card list failure", async () => {
    const confirm = await import("./legacy-repayment-confirm");
    for (const refusal of [refused(LegacyCode.doubleSubmit), sessionExpired, refused(FailureCode.unavailable)]) {
      answering({ [repaymentCancel.name]: refusal });
      await expectFilipino(call(confirm, "action", post(`/here?${CODE_STEP}`, { intent: "cancel" })));
      answering({ [repaymentWay.name]: wayOk, [repaymentCommit.name]: refusal });
      await expectFilipino(call(confirm, "action", post(`/here?${CODE_STEP}`, { intent: "resend" })));
    }
    answering({ [repaymentWay.name]: refused(FailureCode.unavailable) });
    await expectFilipino(call(confirm, "action", post(`/here?${CODE_STEP}`, { intent: "resend" })));
    await expectFilipino(call(confirm, "loader", get(`/here?${SESSION}`)));
  });
});

describe("bank binding's refusals on a Filipino page", () => {
  it("an expired session, an unavailable backend, a value too long", async () => {
    const binding = await import("./bank-binding.server");
    for (const save of [sessionExpired, refused(FailureCode.unavailable), "unreachable" as const]) {
      answering({ [cardInit.name]: ok(cardInit, []), [bindCardNew.name]: save });
      await expectFilipino(call(binding, "action", post(`/only?${SESSION}`, {})), save === sessionExpired ? expiredInFilipino : undefined);
    }
    // From Order Details the account is bound again (rebind).
    answering({ [cardInit.name]: ok(cardInit, []), [rebindCard.name]: sessionExpired });
    await expectFilipino(call(binding, "action", post(`/only?${SESSION}&source=loanDetail`, {})), expiredInFilipino);
    answering({});
    await expectFilipino(call(binding, "action", post(`/only?${SESSION}`, {})));
    await expectFilipino(call(binding, "action", post(`/only?${SESSION}`, { name: "x".repeat(300) })));
    await expectFilipino(call(binding, "loader", get(`/only?${SESSION}`)));
  });
});
