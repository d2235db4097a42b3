import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { now, resetClock, setClock } from "../clock";
import { db } from "../db";
import { allocationFrom } from "../domain/settlement";
import { createBorrower, createOrder, seedProducts } from "../qa/factories";
import { startApi, type TestApi } from "../test/api";
import { freshDatabase } from "../test/database";
import { LendingError } from "./errors";
import { signedPostback } from "./gateway/local-dragonpay/sign-postback";
import { commitRepayment, confirmRepayment, repaymentWays } from "./legacy-repayment/service";
import { owedBackOf } from "./refunds/service";
import { applyPostback, issuePaymentCode } from "./repayment/service";

/**
 * Every peso once (docs/decisions/150): random interleavings of the ways money reaches an order
 * (gateway pay codes for a repayment or an extension, card payments waiting for their SMS code,
 * their confirms, gateway postbacks, replays of a postback, a second payment of the same code,
 * time passing), run against the real services and database. After each interleaving:
 * - what the receipts applied is what the loan records as paid, and never more than it owed;
 * - every peso received (each distinct gateway postback with status S, each card debit) is either
 *   applied or listed as owed back;
 * - a card is never debited for money that is then owed back (a stale card confirm is refused).
 */

// Pay codes are opened at the local Dragonpay, over HTTP: the backend serves it on a port of its own.
let api: TestApi | undefined;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api?.close());

type Action =
  | { t: "code"; extend: boolean }
  | { t: "commit" }
  | { t: "confirm"; i: number }
  | { t: "pay"; i: number }
  | { t: "replay"; i: number }
  | { t: "payAgain"; i: number }
  | { t: "tick"; minutes: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ t: fc.constant("code" as const), extend: fc.boolean() }),
  fc.constant({ t: "commit" as const }),
  fc.record({ t: fc.constant("confirm" as const), i: fc.nat(5) }),
  fc.record({ t: fc.constant("pay" as const), i: fc.nat(5) }),
  fc.record({ t: fc.constant("replay" as const), i: fc.nat(5) }),
  fc.record({ t: fc.constant("payAgain" as const), i: fc.nat(5) }),
  // A few minutes (a card code still works), a few hours, or past a pay code's 24 hours.
  fc.record({
    t: fc.constant("tick" as const),
    minutes: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 60, max: 600 }), fc.constant(25 * 60)),
  }),
);

/** Refusals are answers too: only a LendingError (a sentence for the caller) may end an action. */
async function attempt<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof LendingError) return null;
    throw error;
  }
}

async function interleave(actions: Action[]) {
  await freshDatabase();
  await seedProducts();
  await resetClock();
  const who = await createBorrower();
  const order = await createOrder(who.borrower.id, { status: 180, delay: true });
  const card = await db().bankCard.create({
    data: {
      borrowerId: who.borrower.id,
      cardType: 1,
      channelNumber: "90009",
      institution: "BDO Unibank",
      accountNumber: "123456789012",
      holderName: "Juan dela Cruz",
      fields: "{}",
    },
  });
  const borrower = { id: who.borrower.id, phone: who.borrower.phone } as Parameters<typeof commitRepayment>[0];

  const codes: Array<{ reference: string; amount: number }> = [];
  const requests: Array<{ id: number; code: string }> = [];
  const postbacks: Array<{ txnid: string; refno: string; amount: number }> = [];
  let received = 0;
  let cardDebits = 0;
  let refno = 0;

  const postback = async (txnid: string, ref: string) => {
    const fields = { txnid, refno: ref, status: "S", message: "ok" };
    const signed = await signedPostback(fields);
    return attempt(() => applyPostback(signed));
  };

  for (const step of actions) {
    if (step.t === "code") {
      const issued = await attempt(() =>
        issuePaymentCode(who.borrower.id, { orderId: order.id, channelNumber: "GCSH", isDelay: step.extend ? "1" : "0" }),
      );
      if (issued) codes.push({ reference: issued.reference, amount: issued.amount });
    } else if (step.t === "commit") {
      const way = await attempt(() => repaymentWays(who.borrower.id, order.id));
      if (!way) continue;
      const made = await attempt(() =>
        commitRepayment(borrower, { orderId: order.id, cardId: card.id, repayToken: way.repayToken, sendMsg: "1" }),
      );
      if (!made) continue;
      const sms = await db().smsOutbox.findFirstOrThrow({
        where: { phone: who.borrower.phone, purpose: "repayment" },
        orderBy: { id: "desc" },
      });
      requests.push({ id: made.repayRecordId, code: /\b(\d{6})\b/.exec(sms.body)?.[1] ?? "" });
    } else if (step.t === "confirm") {
      const request = requests[step.i % Math.max(requests.length, 1)];
      if (!request) continue;
      const done = await attempt(() =>
        confirmRepayment(who.borrower.id, { orderId: order.id, verifyCode: request.code, repaymentRecordId: request.id }),
      );
      if (done) {
        // The card was debited: money received.
        const record = await db().legacyRepayment.findUniqueOrThrow({ where: { id: request.id } });
        received += record.amount;
        cardDebits += record.amount;
      }
    } else if (step.t === "pay" || step.t === "payAgain") {
      // The gateway took the money (at a store counter, say) and posts it back: received, whatever we answer.
      const code = codes[step.i % Math.max(codes.length, 1)];
      if (!code) continue;
      if (step.t === "pay" && postbacks.some((p) => p.txnid === code.reference)) continue;
      const sent = { txnid: code.reference, refno: `GW${++refno}`, amount: code.amount };
      postbacks.push(sent);
      received += sent.amount;
      await postback(sent.txnid, sent.refno);
    } else if (step.t === "replay") {
      const sent = postbacks[step.i % Math.max(postbacks.length, 1)];
      if (sent) await postback(sent.txnid, sent.refno); // the same money again: nothing new received
    } else {
      await setClock(new Date((await now()).getTime() + step.minutes * 60_000));
    }
  }

  const receipts = await db().receipt.findMany({ where: { orderId: order.id } });
  const allocations = receipts.map((r) => allocationFrom(JSON.parse(r.allocation)));
  const applied = allocations.reduce(
    (sum, a) => sum + Object.values(a.buckets).reduce((s, v) => s + v, 0) + a.prepaid.interest + a.prepaid.principal,
    0,
  );
  const owedBack = await owedBackOf(order.id);

  const loan = await db().loanOrder.findUniqueOrThrow({ where: { id: order.id }, include: { instalments: true } });
  const paidPrincipal = loan.instalments.reduce((s, row) => s + row.paidPrincipal, 0);
  const principal = loan.instalments.reduce((s, row) => s + row.principal, 0);
  // A receipt proves a repayment: money owed back in full has none.
  const emptyReceipts = allocations.filter(
    (a) => Object.values(a.buckets).every((v) => v === 0) && a.prepaid.interest + a.prepaid.principal === 0,
  ).length;
  return { received, applied, owedBack, cardDebits, paidPrincipal, principal, emptyReceipts };
}

describe("every peso once across card, gateway and extension", () => {
  afterEach(async () => resetClock());

  it("applies no more than owed, and every peso received is applied or listed as owed back", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 2, maxLength: 14 }), async (actions) => {
        const result = await interleave(actions);
        expect(result.paidPrincipal).toBeLessThanOrEqual(result.principal);
        expect(result.applied + result.owedBack.total).toBe(result.received);
        // A card debit is refused before it happens when it would not be applied in full.
        expect(result.owedBack.fromCards).toBe(0);
        expect(result.emptyReceipts).toBe(0);
      }),
      {
        numRuns: 30,
        // The reported double payment: a card payment confirmed, then the older pay code paid (and the other order).
        examples: [
          [[{ t: "code", extend: false }, { t: "commit" }, { t: "confirm", i: 0 }, { t: "pay", i: 0 }]],
          [[{ t: "code", extend: false }, { t: "commit" }, { t: "pay", i: 0 }, { t: "confirm", i: 0 }]],
          [
            [
              { t: "code", extend: false },
              { t: "tick", minutes: 25 * 60 },
              { t: "pay", i: 0 },
              { t: "replay", i: 0 },
            ],
          ],
        ],
      },
    );
  }, 240_000);
});
