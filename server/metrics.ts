import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { afterCommit } from "./sqlite-connections";

/**
 * Every metric the server exports at GET /metrics (Prometheus text format, prom-client), defined
 * in this one module and counted at the one place each thing happens. Labels are bounded: a route
 * pattern or Remix route id, a payment method from the catalogue, an SMS purpose; never a URL, a
 * reference or anything a borrower typed. Each instance exports its own (docs/decisions/161,
 * docs/operations.md lists them with their normal ranges; ops/prometheus-alerts.yml uses them).
 */
function createMetrics() {
  const registry = new Registry();
  // The process's memory, CPU, heap, handles and event-loop delay (prom-client's defaults).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return {
    registry,
    requestDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its last byte, by route pattern, method and status.",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    requestsInFlight: new Gauge({
      name: "http_requests_in_flight",
      help: "Requests received and not yet answered.",
      registers: [registry],
    }),
    admissionRunning: new Gauge({
      name: "admission_requests_running",
      help: "Pages and API calls being served now (at most CONCURRENT_REQUESTS).",
      registers: [registry],
    }),
    admissionQueued: new Gauge({
      name: "admission_requests_queued",
      help: "Pages and API calls waiting for their turn (server/admission.ts).",
      registers: [registry],
    }),
    paymentsApplied: new Counter({
      name: "lending_payments_applied_total",
      help: "Payments applied to a loan (a receipt issued), by payment method.",
      labelNames: ["method"] as const,
      registers: [registry],
    }),
    refundsDue: new Counter({
      name: "lending_refunds_due_total",
      help: "Money received that is owed back to the borrower (a refund due).",
      registers: [registry],
    }),
    smsQueued: new Counter({
      name: "lending_sms_queued_total",
      help: "Text messages queued for sending, by purpose.",
      labelNames: ["purpose"] as const,
      registers: [registry],
    }),
    smsSent: new Counter({
      name: "lending_sms_sent_total",
      help: "Text messages the SMS provider accepted, by provider.",
      labelNames: ["provider"] as const,
      registers: [registry],
    }),
    smsFailed: new Counter({
      name: "lending_sms_failed_total",
      help: "Text messages given up on (tries exhausted or refused) or reported undelivered, by provider.",
      labelNames: ["provider"] as const,
      registers: [registry],
    }),
    smsProviderErrors: new Counter({
      name: "lending_sms_provider_errors_total",
      help: "SMS provider calls that failed, by provider and kind (rate-limited, refused, unreachable).",
      labelNames: ["provider", "kind"] as const,
      registers: [registry],
    }),
    smsProviderDuration: new Histogram({
      name: "lending_sms_provider_seconds",
      help: "Time an SMS provider call took, by provider and operation (send, status).",
      labelNames: ["provider", "operation"] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    smsWaiting: new Gauge({
      name: "lending_sms_waiting",
      help: "Text messages in the outbox not yet handed to the provider (queued or being sent), as the sender last counted.",
      registers: [registry],
    }),
    remindersSent: new Counter({
      name: "lending_reminders_sent_total",
      help: "Payment reminders sent by SMS, by kind (before-3 ... after-7).",
      labelNames: ["kind"] as const,
      registers: [registry],
    }),
    complaintsOpened: new Counter({
      name: "lending_complaints_opened_total",
      help: "Complaints filed by borrowers.",
      registers: [registry],
    }),
    databaseErrors: new Counter({
      name: "lending_database_errors_total",
      help: "Requests failed by the database (unreachable, timed out, refused).",
      registers: [registry],
    }),
    transactionRetries: new Counter({
      name: "lending_transaction_retries_total",
      help: "Transactions run again after a conflict or a busy database.",
      registers: [registry],
    }),
    dragonpayCodesCreated: new Counter({
      name: "dragonpay_codes_created_total",
      help: "Pay codes Dragonpay opened for us (Collection API create answered S), by channel (ProcId).",
      labelNames: ["channel"] as const,
      registers: [registry],
    }),
    dragonpayPostbacks: new Counter({
      name: "dragonpay_postbacks_total",
      help: "Postbacks received, by status (S F P U R K V A) and verification (signed, sha1, forged, unsigned).",
      labelNames: ["status", "verification"] as const,
      registers: [registry],
    }),
    dragonpayRequestDuration: new Histogram({
      name: "dragonpay_request_duration_seconds",
      help: "Our calls to Dragonpay's Collection API, by call (create, status, void, processors, keys) and outcome (ok, failed).",
      labelNames: ["call", "outcome"] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
      registers: [registry],
    }),
  };
}

type Metrics = ReturnType<typeof createMetrics>;

/** One set per process, kept on globalThis so a second copy of this module shares it. */
const KEY = Symbol.for("pautang.metrics");
export function metrics(): Metrics {
  const holder = globalThis as Record<symbol, Metrics | undefined>;
  return (holder[KEY] ??= createMetrics());
}

/** Counters of things written inside a transaction count once it commits (never a rolled-back try). */
export function countPaymentApplied(method: string): void {
  afterCommit(() => metrics().paymentsApplied.inc({ method }));
}

export function countRefundDue(): void {
  afterCommit(() => metrics().refundsDue.inc());
}

export function countSmsQueued(purpose: string): void {
  afterCommit(() => metrics().smsQueued.inc({ purpose }));
}

/** A payment reminder sent: its SMS is counted by countSmsQueued("payment-reminder") as well. */
export function countReminderSent(kind: string): void {
  afterCommit(() => metrics().remindersSent.inc({ kind }));
}

export function countComplaintOpened(): void {
  afterCommit(() => metrics().complaintsOpened.inc());
}

export function countDatabaseError(): void {
  metrics().databaseErrors.inc();
}

export function countTransactionRetry(): void {
  metrics().transactionRetries.inc();
}

/** A pay code Dragonpay opened (counted at once: the create is an HTTP call, not a transaction). */
export function countDragonpayCodeCreated(channel: string): void {
  metrics().dragonpayCodesCreated.inc({ channel });
}

/** A postback received, with what its verification said (docs/decisions/223). */
export function countDragonpayPostback(status: string, verification: string): void {
  const known = ["S", "F", "P", "U", "R", "K", "V", "A"].includes(status) ? status : "other";
  metrics().dragonpayPostbacks.inc({ status: known, verification });
}

/** How long a call to Dragonpay took. */
export function observeDragonpayCall(call: string, outcome: "ok" | "failed", seconds: number): void {
  metrics().dragonpayRequestDuration.observe({ call, outcome }, seconds);
}

/** The text GET /metrics answers. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
