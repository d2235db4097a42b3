import { db } from "../../db";
import { log } from "../../log";
import { metrics } from "../../metrics";
import { maskCodes } from "./mask";
import { SmsProviderError, type ProviderAnswer, type SmsProvider } from "./provider";

/**
 * Hands the SMS outbox to the provider (docs/decisions/227, 228). Each row is claimed with a
 * conditional update (compare-and-set on its `attempts`), so with several instances on one
 * database each row is sent by one of them; a claim lasts `leaseMs`, after which a row whose
 * sender died is claimed again. A failure (or a 429) puts the row back with an exponentially
 * growing wait (at least the provider's Retry-After); after `maxAttempts` tries it is `failed`.
 * Once the provider has a message its one-time code is masked (docs/decisions/229). Messages the
 * provider answers Queued/Pending for are polled until Sent or Failed (Semaphore).
 */
export interface SenderOptions {
  now?: () => Date;
  /** Rows claimed per run. */
  batch?: number;
  maxAttempts?: number;
  /** The wait after the first failure; doubled after each (capped at maxBackoffMs). */
  backoffMs?: number;
  maxBackoffMs?: number;
  leaseMs?: number;
  /** Wait between delivery checks of a message still on its way. */
  pollEveryMs?: number;
  /** Messages older than this are not polled any more (their last word stays). */
  pollForMs?: number;
}

const DEFAULTS: Required<Omit<SenderOptions, "now">> = {
  batch: 50,
  maxAttempts: 6,
  backoffMs: 10_000,
  maxBackoffMs: 15 * 60_000,
  leaseMs: 60_000,
  pollEveryMs: 30_000,
  pollForMs: 24 * 3_600_000,
};

/** The wait before try `attempts + 1`, after `attempts` failed tries. */
export function backoffMs(attempts: number, options: { backoffMs: number; maxBackoffMs: number }): number {
  return Math.min(options.maxBackoffMs, options.backoffMs * 2 ** Math.max(0, attempts - 1));
}

export interface SendRun {
  sent: number;
  retried: number;
  failed: number;
}

/** Claims the rows due and sends each; answers what happened. */
export async function sendDueSms(provider: SmsProvider, options: SenderOptions = {}): Promise<SendRun> {
  const o = { ...DEFAULTS, ...options };
  const clock = options.now ?? (() => new Date());
  const run: SendRun = { sent: 0, retried: 0, failed: 0 };
  const at = clock();
  const due = await db().smsOutbox.findMany({
    where: {
      OR: [
        { status: "queued", OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: at } }] },
        { status: "sending", claimedUntil: { lt: at } },
      ],
    },
    orderBy: { id: "asc" },
    take: o.batch,
  });
  for (const row of due) {
    const claimedAt = clock();
    // Compare-and-set: only one sender's update finds the row with the attempts it read.
    const claim = await db().smsOutbox.updateMany({
      where: { id: row.id, status: row.status, attempts: row.attempts },
      data: { status: "sending", attempts: { increment: 1 }, claimedUntil: new Date(claimedAt.getTime() + o.leaseMs) },
    });
    if (claim.count !== 1) continue;
    const attempts = row.attempts + 1;
    try {
      const answer = await provider.send({ to: row.phone, body: row.body });
      await recordAnswer(row.id, row.purpose, row.body, provider.name, answer, clock(), o.pollEveryMs);
      metrics().smsSent.inc({ provider: provider.name });
      run.sent++;
    } catch (error) {
      const problem = error instanceof SmsProviderError ? error : new SmsProviderError(String(error), { kind: "unreachable" });
      const giveUp = problem.options.permanent || attempts >= o.maxAttempts;
      const wait = Math.max(backoffMs(attempts, o), problem.options.retryAfterMs ?? 0);
      await db().smsOutbox.update({
        where: { id: row.id },
        data: giveUp
          ? { status: "failed", provider: provider.name, lastError: problem.message.slice(0, 500), claimedUntil: null }
          : {
              status: "queued",
              lastError: problem.message.slice(0, 500),
              claimedUntil: null,
              nextAttemptAt: new Date(clock().getTime() + wait),
            },
      });
      if (giveUp) {
        metrics().smsFailed.inc({ provider: provider.name });
        log().warn({ sms: row.id, attempts, err: problem.message }, "SMS given up");
        run.failed++;
      } else {
        run.retried++;
      }
      // The provider asked us to slow down: the other rows wait for the next run.
      if (problem.options.kind === "rate-limited") break;
    }
  }
  return run;
}

async function recordAnswer(
  id: number,
  purpose: string,
  body: string,
  provider: string,
  answer: ProviderAnswer,
  at: Date,
  pollEveryMs: number,
): Promise<void> {
  await db().smsOutbox.update({
    where: { id },
    data: {
      status: answer.outcome === "pending" ? "sent" : answer.outcome,
      provider,
      providerMessageId: answer.messageId,
      providerStatus: answer.providerStatus,
      sentAt: at,
      body: maskCodes(purpose, body),
      claimedUntil: null,
      lastError: null,
      nextAttemptAt: new Date(at.getTime() + pollEveryMs),
    },
  });
  if (answer.outcome === "failed") metrics().smsFailed.inc({ provider });
}

/** Asks the provider about the messages still on their way (those it said Queued or Pending for). */
export async function pollDeliveries(provider: SmsProvider, options: SenderOptions = {}): Promise<number> {
  if (!provider.status) return 0;
  const o = { ...DEFAULTS, ...options };
  const clock = options.now ?? (() => new Date());
  const at = clock();
  const due = await db().smsOutbox.findMany({
    where: { status: "sent", provider: provider.name, nextAttemptAt: { lte: at }, sentAt: { gt: new Date(at.getTime() - o.pollForMs) } },
    orderBy: { id: "asc" },
    take: o.batch,
  });
  let changed = 0;
  for (const row of due) {
    // Claimed by moving its next check: one instance asks.
    const claim = await db().smsOutbox.updateMany({
      where: { id: row.id, status: "sent", nextAttemptAt: row.nextAttemptAt },
      data: { nextAttemptAt: new Date(at.getTime() + o.pollEveryMs) },
    });
    if (claim.count !== 1 || !row.providerMessageId) continue;
    try {
      const answer = await provider.status(row.providerMessageId);
      if (answer.outcome === "pending" && answer.providerStatus === row.providerStatus) continue;
      await db().smsOutbox.update({
        where: { id: row.id },
        data: { status: answer.outcome === "pending" ? "sent" : answer.outcome, providerStatus: answer.providerStatus },
      });
      if (answer.outcome === "failed") metrics().smsFailed.inc({ provider: provider.name });
      changed++;
    } catch (error) {
      // The next check comes anyway; a provider down is counted by timedCall.
      log().warn({ sms: row.id, err: error instanceof Error ? error.message : String(error) }, "SMS delivery check failed");
    }
  }
  return changed;
}

/** Counts the messages not yet handed over, for lending_sms_waiting (the queue-growing alert). */
export async function countWaiting(): Promise<number> {
  const waiting = await db().smsOutbox.count({ where: { status: { in: ["queued", "sending"] } } });
  metrics().smsWaiting.set(waiting);
  return waiting;
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let again = false;
let active: { provider: SmsProvider; options: SenderOptions } | undefined;

function tick(): void {
  if (!active) return;
  if (running) {
    again = true; // a write arrived during the run: run once more right after
    return;
  }
  const { provider, options } = active;
  running = (async () => {
    await countWaiting();
    const run = await sendDueSms(provider, options);
    if (run.sent + run.failed > 0) log().info(run, "SMS sent");
    await pollDeliveries(provider, options);
    await countWaiting();
  })()
    .catch((error: unknown) => log().error({ err: error }, "SMS sender: the run failed; the next tick tries again"))
    .finally(() => {
      running = undefined;
      if (again && active) {
        again = false;
        setImmediate(tick);
      }
    });
}

/**
 * Runs the sender on a timer in this process (like the reminders: the timer does not keep the
 * process alive; server/shutdown.ts waits for the run in progress) and after each queued SMS.
 */
export function startSmsSender(provider: SmsProvider, intervalMs: number, options: SenderOptions = {}): void {
  if (timer || intervalMs <= 0) return;
  active = { provider, options };
  timer = setInterval(tick, intervalMs);
  timer.unref();
  setImmediate(tick);
}

/** A message was just queued (after its transaction committed): send it now, not at the next tick. */
export function kickSmsSender(): void {
  if (active) setImmediate(tick);
}

export async function stopSmsSender(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  active = undefined;
  await running;
}
