import { describe, it } from "vitest";
import { FailureCode } from "@contract/envelope";
import {
  answering,
  call,
  CODE_STEP,
  expectFilipino,
  post,
  refused,
  sessionExpired,
  withStandInBackend,
  type Route,
} from "./filipino-walk.server";

/**
 * Every borrower page's action, each form it posts, on a Filipino page, under an expired session,
 * an unavailable backend and no answer: no sentence of the English catalogue in what it answers
 * (filipino-walk.server.ts). The legacy card pages' own refusals: refusals-in-filipino.test.ts.
 */
withStandInBackend();

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
    answering(new Proxy({}, { get: () => refusal }));
    for (const body of bodies) await expectFilipino(call(route, "action", post(`${path}?${CODE_STEP}`, body)));
  });
});
