import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bindCardNew, cardInit, rebindCard } from "~/lib/contract/bank-card";
import type { Endpoint } from "~/lib/contract/endpoint";
import { FailureCode } from "~/lib/contract/envelope";
import { inProcessBackend, registerInProcessBackend, type InProcessBackend } from "~/lib/contract/in-process";
import {
  LegacyCode,
  repaymentCancel,
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentWay,
} from "~/lib/contract/legacy-repayment";
import { AREA_NAMES as AREAS } from "~/lib/messages/areas";
import { serverTexts } from "~/lib/messages/catalogue.server";

/**
 * Every refusal an action says, walked on a Filipino page (issue 39): the backend in this process
 * is a stand-in that refuses as told, the actions and loaders are the real ones, and no sentence of
 * the English catalogue may be in what they answer. The backend's own sentences are not under test
 * here (they are the backend's catalogue, said in the session's language before they reach us), so
 * the stand-in sends none: every fallback of the web app is taken.
 */

type Answer = { code: number | string; data?: unknown; success?: boolean } | "unreachable";
type Script = Partial<Record<string, Answer>>;

const ok = (endpoint: Endpoint, data: unknown): Answer => ({ code: endpoint.successCode, data, success: true });
const refused = (code: number): Answer => ({ code, data: null, success: false });
const sessionExpired = refused(FailureCode.sessionExpired);

const cards = {
  alipay: 0,
  repayToken: "tok",
  repayAmount: 150_000,
  bankCards: [{ id: 3, bankName: "BDO", cardNo: "****1234", bankCode: "BDO" }],
};
const wayOk = ok(repaymentWay, cards);

let script: Script = {};
/** Every endpoint not in the script refuses as unavailable, with no sentence of its own. */
const standIn: InProcessBackend = async (name) => {
  const answer = script[name] ?? refused(FailureCode.unavailable);
  if (answer === "unreachable") throw new Error("the stand-in is down");
  return { status: 200, json: JSON.stringify({ message: "", ...answer }) };
};

const SESSION = "userId=7&sessionId=s-1&deviceId=d-1&language=fil&orderId=11&productId=2";
const CODE_STEP = `${SESSION}&repayRecordId=5&cardId=3&sentAt=1`;

function post(path: string, fields: Record<string, string>): Request {
  const body = new URLSearchParams(fields);
  // The browser asks for English: the session's language must win (decision 130).
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "en" },
  });
}
const get = (path: string) => new Request(`http://localhost${path}`, { headers: { "Accept-Language": "en" } });

/** Every string an action or loader answered with: the data, a thrown response's body. */
async function answerText(run: () => Promise<unknown>): Promise<string> {
  let answer: unknown;
  try {
    answer = await run();
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) return `${answer.headers.get("Location") ?? ""}\n${await answer.text()}`;
  if (answer instanceof Error) throw answer;
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") strings.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(answer);
  return strings.join("\n");
}

/** Every string of a catalogue area, and the fixed parts of each wording that takes values. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (typeof value === "function") {
    // A wording that needs numbers or objects throws on the placeholder: its parts are not collected.
    try {
      const said = String((value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => "\u0001")));
      into.push(...said.split("\u0001"));
    } catch {
      // skipped
    }
  } else if (value && typeof value === "object") for (const inner of Object.values(value)) stringsOf(inner, into);
  return into;
}

/**
 * The English catalogue's sentences: every text of every area, less those Filipino says the same
 * way (a name, "OK") and words too short to be a sentence.
 */
function englishSentences(): string[] {
  const filipino = new Set(AREAS.flatMap((area) => stringsOf(serverTexts(area, "fil"))).map((s) => s.trim()));
  const english = AREAS.flatMap((area) => stringsOf(serverTexts(area, "en"))).map((s) => s.trim());
  return [...new Set(english)].filter((s) => s.length >= 12 && s.includes(" ") && !filipino.has(s));
}
const sentences = englishSentences();
function englishIn(text: string): string[] {
  return sentences.filter((sentence) => text.includes(sentence));
}

/** What `run` answers holds no English sentence, and says `mustSay` when given. */
async function expectFilipino(run: () => Promise<unknown>, mustSay?: string) {
  const text = await answerText(run);
  expect(englishIn(text), text).toEqual([]);
  if (mustSay) expect(text).toContain(mustSay);
}

const fil = serverTexts("repayment", "fil");
const expiredInFilipino = serverTexts("common", "fil").sessionExpiredBody;

type Route = { action?: (args: never) => Promise<unknown>; loader?: (args: never) => Promise<unknown> };
const call = (route: Route, kind: "action" | "loader", request: Request) => () =>
  (route[kind] as (args: { request: Request; params: object; context: object }) => Promise<unknown>)({ request, params: {}, context: {} });

let before: InProcessBackend | undefined;
beforeAll(() => {
  before = inProcessBackend();
  registerInProcessBackend(standIn);
});
afterAll(() => {
  if (before) registerInProcessBackend(before);
});

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
    script = { [repaymentWay.name]: refused(FailureCode.unavailable) };
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
      script = { [repaymentWay.name]: wayOk, [repaymentCommit.name]: commit };
      await expectFilipino(call(legacy, "action", post(`/funny?${SESSION}`, { cardId: "3", repayToken: "tok" })), said);
    }
    script = {
      [repaymentWay.name]: wayOk,
      [repaymentCommit.name]: { code: LegacyCode.doubleSubmit, data: { repayRecordId: 5, cardId: 3, waitSeconds: 20 } },
    };
    await expectFilipino(call(legacy, "action", post(`/funny?${SESSION}`, { cardId: "3", repayToken: "tok" })));
    for (const online of [sessionExpired, refused(LegacyCode.doubleSubmit), refused(FailureCode.unavailable)]) {
      script = { [repaymentHuichao.name]: online };
      await expectFilipino(call(legacy, "action", post(`/funny?${SESSION}`, { intent: "online" })));
    }
    script = { [repaymentWay.name]: wayOk };
    await expectFilipino(call(legacy, "action", post(`/funny?${SESSION}`, { cardId: "x", repayToken: "tok" })));
    await expectFilipino(call(legacy, "action", post(`/funny?${SESSION}`, { cardId: "99", repayToken: "tok" })));
  });

  it("the SMS code: a short code, a wrong code, a double submit, an expired session", async () => {
    const confirm = await import("./legacy-repayment-confirm");
    script = {};
    await expectFilipino(call(confirm, "action", post(`/here?${CODE_STEP}`, { verifyCode: "12" })), fil.codeTooShort);
    const refusals: Array<[Answer, string]> = [
      [refused(LegacyCode.codeWrong), fil.codeWrong],
      [refused(LegacyCode.doubleSubmit), fil.doubleSubmit],
      [sessionExpired, expiredInFilipino],
      [refused(FailureCode.unavailable), serverTexts("common", "fil").networkError],
      ["unreachable", serverTexts("common", "fil").networkError],
    ];
    for (const [refusal, said] of refusals) {
      script = { [repaymentConfirm.name]: refusal };
      await expectFilipino(call(confirm, "action", post(`/here?${CODE_STEP}`, { verifyCode: "123456" })), said);
    }
  });

  it("the SMS code step: Cancel and get code refused, the card list failure", async () => {
    const confirm = await import("./legacy-repayment-confirm");
    for (const refusal of [refused(LegacyCode.doubleSubmit), sessionExpired, refused(FailureCode.unavailable)]) {
      script = { [repaymentCancel.name]: refusal };
      await expectFilipino(call(confirm, "action", post(`/here?${CODE_STEP}`, { intent: "cancel" })));
      script = { [repaymentWay.name]: wayOk, [repaymentCommit.name]: refusal };
      await expectFilipino(call(confirm, "action", post(`/here?${CODE_STEP}`, { intent: "resend" })));
    }
    script = { [repaymentWay.name]: refused(FailureCode.unavailable) };
    await expectFilipino(call(confirm, "action", post(`/here?${CODE_STEP}`, { intent: "resend" })));
    await expectFilipino(call(confirm, "loader", get(`/here?${SESSION}`)));
  });
});

describe("bank binding's refusals on a Filipino page", () => {
  it("an expired session, an unavailable backend, a value too long", async () => {
    const binding = await import("./bank-binding.server");
    for (const save of [sessionExpired, refused(FailureCode.unavailable), "unreachable" as const]) {
      script = { [cardInit.name]: ok(cardInit, []), [bindCardNew.name]: save };
      await expectFilipino(call(binding, "action", post(`/only?${SESSION}`, {})), save === sessionExpired ? expiredInFilipino : undefined);
    }
    // From Order Details the account is bound again (rebind).
    script = { [cardInit.name]: ok(cardInit, []), [rebindCard.name]: sessionExpired };
    await expectFilipino(call(binding, "action", post(`/only?${SESSION}&source=loanDetail`, {})), expiredInFilipino);
    script = {};
    await expectFilipino(call(binding, "action", post(`/only?${SESSION}`, {})));
    await expectFilipino(call(binding, "action", post(`/only?${SESSION}`, { name: "x".repeat(300) })));
    await expectFilipino(call(binding, "loader", get(`/only?${SESSION}`)));
  });
});

/** Every borrower page with a form, and the forms it posts (told apart by `intent`). */
const forms: Array<[string, string, () => Promise<Route>, Array<Record<string, string>>]> = [
  [
    "Order Details",
    "/poles",
    () => import("./order-details.server"),
    [
      {},
      { intent: "rate", score: "5" },
      { intent: "repay" },
      { intent: "borrowAgain", productId: "2" },
      { intent: "product", productId: "2" },
      { intent: "rate", score: "9" },
    ],
  ],
  ["Repayment", "/away", () => import("./repayment.server"), [{}, { channelNumber: "1" }, { intent: "code", channelNumber: "1" }]],
  [
    "Repay your way",
    "/repay-your-way",
    () => import("./repay-your-way.server"),
    [{}, { channelNumber: "" }, { way: "payoff", channelNumber: "1" }, { way: "part", amount: "1", channelNumber: "1" }, { way: "cancel" }],
  ],
  ["Complaint", "/next", () => import("./complaint-next.server"), [{}, { problemDetail: "Sira", problemType: "1" }]],
  ["Complaint details", "/complaint", () => import("./complaint-details.server"), [{}, { intent: "unsatisfied" }, { score: "3" }]],
  [
    "My data",
    "/myData",
    () => import("./my-data.server"),
    [
      {},
      { intent: "profile" },
      { intent: "marketing" },
      { intent: "reminders" },
      { intent: "correction", field: "name", value: "X" },
      { intent: "erasure" },
      { intent: "erasure", understood: "1" },
    ],
  ],
  [
    "Promotion",
    "/promotion",
    () => import("./promotion.server"),
    [
      {},
      { intent: "sendCode", phone: "9171234567", capcode: "abcd" },
      { intent: "smsOnly", phone: "9171234567" },
      { intent: "register", phone: "9171234567", capcode: "abcd", smsCode: "123456" },
      { intent: "register", phone: "1" },
    ],
  ],
  ["Bank binding", "/only", () => import("./bank-binding.server"), [{}]],
  ["Choose a card", "/funny", () => import("./legacy-repayment"), [{}, { intent: "online" }, { cardId: "3", repayToken: "tok" }]],
  [
    "SMS code",
    "/here",
    () => import("./legacy-repayment-confirm"),
    [{}, { verifyCode: "123456" }, { intent: "cancel" }, { intent: "resend" }],
  ],
  ["Customer service", "/bungalow", () => import("./customer-service"), [{}, { remindersOn: "1" }, { remindersOn: "0" }]],
  ["Joint login failure", "/joint", () => import("./joint-login-failure"), [{}, { productId: "2" }, { productId: "2", mode: "json" }]],
  ["Recommended products", "/recommend", () => import("./recommend-list"), [{}, { productId: "2" }, { productId: "2", mode: "json" }]],
  [
    "Loan confirm",
    "/opened",
    () => import("./loan-confirm"),
    [
      {},
      { intent: "next" },
      { intent: "next", agree: "on", amount: "1", periods: "1", instalments: "1", requestKey: "abcdefgh12" },
      { intent: "update" },
      { intent: "jump", position: "0", amount: "1", periods: "1", instalments: "1" },
    ],
  ],
  [
    "Loan confirm (older)",
    "/and",
    () => import("./loan-confirm-older"),
    [{}, { intent: "next", agree: "on", amount: "1", periods: "1", instalments: "1", requestKey: "abcdefgh12" }],
  ],
  [
    "Public site",
    "/rabbit",
    () => import("./public-site"),
    [{}, { name: "Ana", telephone: "09171234567", email: "a@b.ph", remark: "Tanong" }],
  ],
  ["Complaint photo", "/complaint-image", () => import("./complaint-image"), [{}]],
];

describe.each(forms)("%s's action on a Filipino page", (_name, path, load, bodies) => {
  it.each([
    ["an expired session", sessionExpired],
    ["an unavailable backend", refused(FailureCode.unavailable)],
    ["no answer", "unreachable" as const],
  ])("every form says %s in Filipino", async (_what, refusal) => {
    const route = await load();
    script = new Proxy({}, { get: () => refusal });
    for (const body of bodies) await expectFilipino(call(route, "action", post(`${path}?${CODE_STEP}`, body)));
  });
});
