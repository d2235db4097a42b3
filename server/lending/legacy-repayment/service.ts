import crypto from "node:crypto";
import { formatPeso, LegacyCode, type WireDataOf, type repaymentWay } from "@contract";
import { now } from "../../clock";
import { serverConfig } from "../../config";
import { transaction } from "../../data/transactions";
import { db } from "../../db";
import { fromInstant } from "../../domain";
import { cardDebitRefusal } from "../../domain/arrival";
import { moneyTransaction } from "../../money-transaction";
import type { AuthenticatedBorrower } from "../auth";
import { LendingError } from "../errors";
import { voidAtDragonpay } from "../gateway/dragonpay/void-codes";
import { loanViewAt } from "../loans/loan-store";
import { issueReceipt } from "../receipts/service";
import { closeOtherWays, loadOrder, receiveOnOrder, repayQuote } from "../repayment/service";
import { queueSms } from "../sms/outbox";
import { smsTexts, text, type BackendLanguage } from "../texts";

/**
 * Legacy repayment: the borrower picks one of their bank cards, the backend sends an SMS code
 * (to the SmsOutbox table, the SMS gateway's stand-in) and debits the card once the code is
 * confirmed. The amount is what the lending rules say is payable today, never the page's.
 */

/** Committing again is refused for this long: the page's resend countdown. */
export const RESEND_SECONDS = 60;
const CODE_TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
/** SMS codes one phone may be sent in an hour (BRIEF §7: SMS are rate-limited per phone). */
const SMS_PER_PHONE_PER_HOUR = 5;

/** Why a card confirm was refused before any debit (docs/decisions/150). */
/** Why a card debit is refused before it is made: the keys of the texts the borrower reads. */
const CARD_REFUSALS = { settled: "loanAlreadyPaid", changed: "amountChangedSinceCode" } as const;

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

/** Binds what the borrower was shown (order and amount) to the commit, so a stale page is caught. */
function repayToken(borrowerId: number, orderId: number, amount: number): string {
  return crypto
    .createHmac("sha256", serverConfig().PAYMENT_GATEWAY_SECRET)
    .update(`legacy:${borrowerId}:${orderId}:${amount}`)
    .digest("base64url");
}

/** The last four characters of an account number, the rest hidden: what the card list shows. */
export function maskAccount(accountNumber: string): string {
  const visible = accountNumber.replace(/\s+/g, "").slice(-4);
  return `**** ${visible}`;
}

/** The accounts the borrower bound on the bank-binding screen (/only), oldest first. */
async function cardsOf(borrowerId: number) {
  return db().bankCard.findMany({ where: { borrowerId }, orderBy: { id: "asc" } });
}

/** How a card repayment reads on its receipt: the bank or wallet and the masked account. */
function cardChannel(card: { institution: string; accountNumber: string }): string {
  return `${card.institution} ${maskAccount(card.accountNumber)}`;
}

/** A card repayment's reference on its receipt and SMS (it has no gateway code). */
function legacyReference(id: number): string {
  return `CARD-${id}`;
}

async function payableAmount(borrowerId: number, orderId: number) {
  const loaded = await loadOrder(borrowerId, orderId);
  const quote = repayQuote(loaded.view);
  if (quote.amount <= 0) throw new LendingError("conflict", quote.notice ?? text("nothingToPayToday"));
  return { loaded, amount: quote.amount };
}

export async function repaymentWays(borrowerId: number, orderId: number): Promise<WireDataOf<typeof repaymentWay>> {
  const { amount } = await payableAmount(borrowerId, orderId);
  const cards = await cardsOf(borrowerId);
  return {
    alipay: 0,
    repayToken: repayToken(borrowerId, orderId, amount),
    bankCards: cards.map((c) => ({ id: c.id, bankName: c.institution, cardNo: maskAccount(c.accountNumber), bankCode: c.channelNumber })),
    repayAmount: amount,
  };
}

export async function commitRepayment(
  borrower: AuthenticatedBorrower,
  input: { orderId: number; cardId: number; repayToken: string; sendMsg: "0" | "1" },
  language: BackendLanguage = "en",
) {
  const { amount } = await payableAmount(borrower.id, input.orderId);
  const card = await db().bankCard.findUnique({ where: { id: input.cardId } });
  if (!card || card.borrowerId !== borrower.id) throw new LendingError("invalidInput", text("cardRequired"));
  if (input.repayToken !== repayToken(borrower.id, input.orderId, amount)) {
    throw new LendingError("conflict", text("repayAmountChanged"));
  }
  const at = await now();
  return transaction(async (tx) => {
    const recent = await tx.legacyRepayment.findFirst({
      where: { orderId: input.orderId, status: "pending", createdAt: { gt: new Date(at.getTime() - RESEND_SECONDS * 1000) } },
    });
    if (recent) {
      // The documented refusal, with what the page needs to lead back to the code already sent
      // and to say when a new one may be asked for (issue 30 item 12).
      const waitSeconds = Math.max(1, Math.ceil(RESEND_SECONDS - (at.getTime() - recent.createdAt.getTime()) / 1000));
      throw new LendingError({ code: LegacyCode.doubleSubmit }, text("doubleSubmit"), {
        repayRecordId: recent.id,
        cardId: recent.cardId,
        waitSeconds,
      });
    }
    // Every card debit is confirmed with an SMS code: `sendMsg` 0 no longer skips it (docs/decisions/072).
    const sent = await tx.smsOutbox.count({
      where: { phone: borrower.phone, purpose: "repayment", createdAt: { gt: new Date(at.getTime() - 3_600_000) } },
    });
    if (sent >= SMS_PER_PHONE_PER_HOUR) throw new LendingError("rateLimited", text("tooManyRepaymentCodes"));
    // A new request replaces any older one still waiting for its code.
    await tx.legacyRepayment.updateMany({ where: { orderId: input.orderId, status: "pending" }, data: { status: "failed" } });
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
    const record = await tx.legacyRepayment.create({
      data: {
        orderId: input.orderId,
        borrowerId: borrower.id,
        cardId: card.id,
        amount,
        repayToken: input.repayToken,
        codeHash: sha256(code),
        codeExpiresAt: new Date(at.getTime() + CODE_TTL_MS),
        createdAt: at,
      },
    });
    await queueSms(tx, {
      phone: borrower.phone,
      purpose: "repayment",
      createdAt: at,
      body: smsTexts(language).repaymentCode(code, smsPeso(amount)),
    });
    return { needValid: 1 as const, repayRecordId: record.id };
  });
}

/** An amount as an SMS says it: SMS alphabets have no peso sign. */
function smsPeso(centavos: number): string {
  return formatPeso(centavos).replace("₱", "PHP ");
}

export async function confirmRepayment(
  borrowerId: number,
  input: { orderId: number; verifyCode: string; repaymentRecordId: number },
  language: BackendLanguage = "en",
) {
  await loadOrder(borrowerId, input.orderId); // the order must be the borrower's own
  const at = await now();
  type Outcome = { wrong: true } | { refused: keyof typeof CARD_REFUSALS } | { orderStatus: number; superseded: string[] };
  const outcome = await moneyTransaction(async (tx): Promise<Outcome> => {
    const record = await tx.legacyRepayment.findUnique({ where: { id: input.repaymentRecordId } });
    if (!record || record.borrowerId !== borrowerId || record.orderId !== input.orderId) {
      throw new LendingError("notFound", text("repaymentRequestNotFound"));
    }
    if (record.status === "paid") throw new LendingError({ code: LegacyCode.doubleSubmit }, text("doubleSubmit"));
    // Before any debit: the card pays exactly what is payable now, or nothing (docs/decisions/150).
    // A pay code paid meanwhile, an extension or a day's charges make this request's amount stale.
    const order = await tx.loanOrder.findUniqueOrThrow({ where: { id: record.orderId }, include: { instalments: true } });
    const refusal = cardDebitRefusal(record.amount, repayQuote(loanViewAt(order, fromInstant(at))).amount);
    if (refusal) {
      await tx.legacyRepayment.updateMany({ where: { id: record.id, status: "pending" }, data: { status: "failed" } });
      return { refused: refusal };
    }
    if (record.status !== "pending" || record.codeExpiresAt <= at) {
      throw new LendingError("conflict", text("repaymentCodeExpired"));
    }
    if (sha256(input.verifyCode) !== record.codeHash) {
      const attempts = record.attempts + 1;
      await tx.legacyRepayment.update({
        where: { id: record.id },
        data: { attempts, ...(attempts >= MAX_ATTEMPTS ? { status: "failed" } : {}) },
      });
      return { wrong: true };
    }
    const marked = await tx.legacyRepayment.updateMany({
      where: { id: record.id, status: "pending" },
      data: { status: "paid", confirmedAt: at },
    });
    if (marked.count !== 1) throw new LendingError({ code: LegacyCode.doubleSubmit }, text("doubleSubmit"));
    const { arrival, status } = await receiveOnOrder(tx, order, "repay", record.amount, at, "open");
    // Checked above, so this is a broken invariant: rolled back, nothing debited.
    if (!arrival.settlement || arrival.owedBack > 0) throw new LendingError("conflict", text(CARD_REFUSALS.changed));
    const card = await tx.bankCard.findUnique({ where: { id: record.cardId } });
    await issueReceipt(
      tx,
      {
        orderId: order.id,
        kind: "repay",
        amount: record.amount,
        channel: card ? cardChannel(card) : "Bank account",
        reference: legacyReference(record.id),
        gatewayRef: "",
        at,
        legacyRepaymentId: record.id,
        language,
      },
      arrival.settlement,
    );
    // The order's pay codes (and any other card request) were priced before this payment.
    const superseded = await closeOtherWays(tx, order.id);
    return { orderStatus: status, superseded };
  });
  // The attempt count and a refused request's closing must be kept, so these are raised after the transaction commits.
  if ("wrong" in outcome) throw new LendingError({ code: LegacyCode.codeWrong }, text("codeWrong"));
  if ("refused" in outcome) throw new LendingError("conflict", text(CARD_REFUSALS[outcome.refused]));
  await voidAtDragonpay(outcome.superseded);
  return { orderStatus: outcome.orderStatus };
}

/**
 * Cancel on the SMS-code step: the request waiting for its code is withdrawn (its code no longer
 * works), so the borrower may start again at once. Cancelling twice, or a request already replaced,
 * changes nothing; a paid one cannot be cancelled.
 */
export async function cancelRepayment(borrowerId: number, input: { orderId: number; repaymentRecordId: number }) {
  await loadOrder(borrowerId, input.orderId); // the order must be the borrower's own
  const record = await db().legacyRepayment.findUnique({ where: { id: input.repaymentRecordId } });
  if (!record || record.borrowerId !== borrowerId || record.orderId !== input.orderId) {
    throw new LendingError("notFound", text("repaymentRequestNotFound"));
  }
  if (record.status === "paid") throw new LendingError({ code: LegacyCode.doubleSubmit }, text("doubleSubmit"));
  await db().legacyRepayment.updateMany({ where: { id: record.id, status: "pending" }, data: { status: "cancelled" } });
  return null;
}
