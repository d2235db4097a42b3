import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { flag, id } from "./fields";
import { keyed } from "./keyed-message";

/**
 * Legacy repayment (spec 001 §3 "Legacy repayment store", §7, §8): choose a bank card, commit, and
 * confirm with an SMS code. Success code '00'; documented business codes 800005 and 800006.
 */
export const LegacyCode = {
  /** 'do not submit the payment request twice' */
  doubleSubmit: 800005,
  /** 'verification code wrong' */
  codeWrong: 800006,
} as const;

const BASE = "/api/v1/loan/service/loan";

export const legacyBankCard = z.object({ id: z.number().int(), bankName: z.string(), cardNo: z.string(), bankCode: z.string() });
export type LegacyBankCard = z.infer<typeof legacyBankCard>;

/**
 * Not documented: the data of a 800005 refusal of a commit, naming the request whose code was sent
 * less than 60 s ago, so the page can lead back to it and say when a new code may be asked for.
 */
export const pendingRequest = z.object({
  repayRecordId: z.number().int().positive(),
  cardId: z.number().int().positive(),
  waitSeconds: z.number().int().min(0).max(60),
});

export const repaymentWay = defineEndpoint({
  name: "repayment way",
  method: "POST",
  path: `${BASE}/repayment-way`,
  auth: "borrower",
  successCode: "00",
  variant: "form",
  request: z.object({ orderId: id("Order") }),
  data: z.object({
    /** Alipay is not offered in the Philippines: always 0. */
    alipay: flag,
    repayToken: z.string(),
    bankCards: z.array(legacyBankCard),
    /** Ours: what the repayment will charge (centavos), decided by the lending rules. */
    repayAmount: z.number().int(),
  }),
});

export const repaymentCommit = defineEndpoint({
  name: "repayment commit",
  method: "POST",
  path: `${BASE}/repayment-commit`,
  auth: "borrower",
  successCode: "00",
  variant: "form",
  request: z.object({
    amount: z.string().max(20).optional(),
    bankName: z.string().max(80).optional(),
    cardId: z.coerce
      .number({ error: keyed("cardRequired") })
      .int(keyed("cardRequired"))
      .positive(keyed("cardRequired")),
    cardNo: z.string().max(40).optional(),
    couponId: z.string().max(40).optional(),
    orderId: id("Order"),
    repayToken: z
      .string()
      .min(1, keyed("fieldRequired", { field: "repayToken" }))
      .max(200),
    bankCode: z.string().max(20).optional(),
    sendMsg: z.enum(["0", "1"]).default("1"),
  }),
  /** `needValid` whether the repayment waits for an SMS code; the web app reads the boolean `codeNeeded`. */
  data: z
    .object({ needValid: flag, repayRecordId: z.number().int() })
    .transform(({ needValid, ...plain }) => ({ ...plain, codeNeeded: needValid === 1 })),
});

export const repaymentConfirm = defineEndpoint({
  name: "repayment confirm",
  method: "POST",
  path: `${BASE}/repayment-confirm`,
  auth: "borrower",
  successCode: "00",
  variant: "form",
  request: z.object({
    orderId: id("Order"),
    verifyCode: z.string().trim().min(6, keyed("codeShort")).max(6, keyed("codeShort")),
    repaymentRecordId: id("Repayment record"),
  }),
  data: z.object({ orderStatus: z.number().int() }),
});

export const repaymentHuichao = defineEndpoint({
  name: "repayment online",
  method: "POST",
  path: `${BASE}/repayment-huichao`,
  auth: "borrower",
  successCode: "00",
  variant: "form",
  request: z.object({ orderId: id("Order"), returnPath: z.string().max(2000).optional() }),
  data: z.object({ url: z.string() }),
});

/**
 * Ours (not in the specification): Cancel on the SMS-code step withdraws the request still waiting
 * for its code, so starting again is a new request rather than 'do not submit twice' (800005).
 */
export const repaymentCancel = defineEndpoint({
  name: "repayment cancel",
  method: "POST",
  path: `${BASE}/repayment-cancel`,
  auth: "borrower",
  successCode: "00",
  variant: "form",
  request: z.object({ orderId: id("Order"), repaymentRecordId: id("Repayment record") }),
  data: z.null(),
});
