/**
 * The QA interface (BRIEF §4): `npm run --silent qa -- <command>` prints exactly one JSON document
 * on stdout and works against the same database as `npm start`. Diagnostics go to stderr.
 *
 * `qa -- --stdio` runs many commands in one process: one command a line on stdin (a JSON array of
 * its arguments), one answer a line on stdout, `{"result": ...}` or `{"error": "..."}`. The
 * end-to-end tests keep one open per worker (e2e/support/qa.ts): starting Node, TypeScript and the
 * Prisma client for each of their few hundred calls cost about 2 s of CPU each.
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import pino from "pino";
import { ensureDatabase } from "./lib/database.mjs";

/** A command refused with a message for the caller (not a fault). */
class Refusal extends Error {}

function fail(message: string): never {
  throw new Refusal(message);
}

/** One-shot answers: the JSON document, or `{"error": ...}` and exit code 1. */
function answerAndExit(result: { result: unknown } | { error: string }): never {
  process.stdout.write(`${JSON.stringify("result" in result ? result.result : result)}\n`);
  process.exit("result" in result ? 0 : 1);
}

const [firstCommand, ...firstRest] = process.argv.slice(2);
const stdio = firstCommand === "--stdio";

/** What `--help` (or `help`, or nothing) answers: still one JSON document, and no database touched. */
const USAGE = {
  usage: "npm run --silent qa -- <command>",
  commands: {
    reset: "empties the database and loads the base seed",
    borrower: "borrower [--phone 09XXXXXXXXX] [--repeat] [--name NAME] -> {userId, query}",
    order:
      "order --status CODE [--delay 0|1] [--periods N] [--tips TEXT] [--tips-fil TEXT] [--score] [--card-pop] [--continue-url URL] [--user ID] [--product ID] [--collection-complaint 0|1] [--disbursed-days-ago N (170 only: 0 to COOLING_OFF_DAYS, 7 by default, inside the cooling-off period; 50 early repayment open)] -> {orderId, orderNo, productId, userId, query, pages}",
    status: "status ORDER_ID CODE -> {orderId, status, locked}",
    clock: "clock --set ISO_DATE | clock --reset",
    sms: "sms --phone P -> the latest SMS for that phone, with its code and delivery: {provider, status, providerStatus, messageId}",
    captcha: "captcha --sid SID -> {sid, answer, expiresAt}",
    offer:
      "offer --phone P [--kind product|promotion] [--language en|fil] -> {queued, purpose}: a marketing SMS as a campaign would send it (not sent after the borrower turned marketing off)",
    reminders:
      "reminders -> {now, withinHours, sent: [{orderId, orderNo, kind, dueDate, amount, phone}]}: sends the payment reminders due now (QA clock); read them with sms --phone P",
    postback:
      "postback --reference PAU... [--refno R] [--status S|F] -> {reference, status, orderStatus, applied}: the gateway's signed postback for a pay code, as if the borrower paid it at the counter (money for a closed code is owed back: a refund due)",
  },
  readme: "README.md, section QA interface",
};
const isHelp = (command: string | undefined) => command === undefined || command === "--help" || command === "-h" || command === "help";
if (!stdio && isHelp(firstCommand)) answerAndExit({ result: USAGE });
await ensureDatabase({ quiet: true });

const { db, openDatabase } = await import("../server/db");
const { now, resetClock, setClock } = await import("../server/clock");
const { createBorrower, createOrder, createSession, sessionQuery } = await import("../server/qa/factories");
const { baseSeed, emptyDatabase } = await import("../server/qa/base-seed");
const { pagesFor } = await import("../server/qa/pages");
const { isOrderStatus } = await import("../server/domain/order-status");
const { moveOrderStatus } = await import("../server/lending/loans/transitions");
// Log lines (a reminder sent, say) go to stderr: stdout carries only the answers.
const { useLogDestination } = await import("../server/log");
useLogDestination(pino.destination(2));

await openDatabase();
// The QA commands reset, move the clock and make borrowers: never on a database a production start
// has served (server/startup-checks.ts marks it).
const { isProductionDatabase } = await import("../server/startup-checks");
if (await isProductionDatabase()) {
  answerAndExit({
    error: "this database is marked as production's (a production start served it): the QA command line works on local databases only.",
  });
}

async function run(command: string | undefined, rest: string[]): Promise<unknown> {
  if (isHelp(command)) return USAGE;
  switch (command) {
    case "reset": {
      await emptyDatabase();
      const { demo, orders } = await baseSeed();
      return { reset: true, demoUserId: demo.borrower.id, demoQuery: demo.query, orders: orders.map((o) => o.id) };
    }
    case "borrower": {
      const { values } = parseArgs({
        args: rest,
        options: { phone: { type: "string" }, repeat: { type: "boolean" }, name: { type: "string" } },
      });
      if (values.phone !== undefined && !/^09\d{9}$/.test(values.phone))
        fail("--phone must be a Philippine mobile number: 09 and 9 digits");
      const { borrower, query } = await createBorrower({ phone: values.phone, repeat: values.repeat, name: values.name });
      return { userId: borrower.id, query };
    }
    case "order": {
      const { values } = parseArgs({
        args: rest,
        options: {
          status: { type: "string" },
          delay: { type: "string" },
          periods: { type: "string" },
          tips: { type: "string" },
          "tips-fil": { type: "string" },
          score: { type: "boolean" },
          "card-pop": { type: "boolean" },
          "continue-url": { type: "string" },
          user: { type: "string" },
          product: { type: "string" },
          "collection-complaint": { type: "string" },
          "disbursed-days-ago": { type: "string" },
        },
      });
      const status = Number(values.status);
      if (!values.status || !isOrderStatus(status)) fail("--status must be one of 21, 110, 151, 170, 174, 180, 200, 210");
      const collection = values["collection-complaint"];
      if (collection !== undefined && collection !== "0" && collection !== "1") fail("--collection-complaint must be 0 or 1");
      if (values.delay !== undefined && values.delay !== "0" && values.delay !== "1") fail("--delay must be 0 or 1");
      const periods = values.periods === undefined ? undefined : Number(values.periods);
      const daysAgoText = values["disbursed-days-ago"];
      if (daysAgoText !== undefined && !/^\d{1,3}$/.test(daysAgoText)) fail("--disbursed-days-ago must be a whole number of days");
      const daysAgo = daysAgoText === undefined ? undefined : Number(daysAgoText);
      if (periods !== undefined && (!Number.isInteger(periods) || periods < 1 || periods > 12))
        fail("--periods must be a whole number from 1 to 12");
      let borrowerId: number;
      let query: string;
      if (values.user) {
        const borrower = await db().borrower.findUnique({ where: { id: Number(values.user) } });
        if (!borrower) fail(`no borrower with id ${values.user}`);
        const session = await createSession(borrower.id);
        borrowerId = borrower.id;
        query = sessionQuery(borrower, session.id);
      } else {
        const created = await createBorrower();
        borrowerId = created.borrower.id;
        query = created.query;
      }
      let productId = values.product === undefined ? undefined : Number(values.product);
      if (periods !== undefined && productId === undefined) {
        // Pick a product that offers the asked number of periods.
        const products = await db().product.findMany({ where: { active: true }, orderBy: { sortOrder: "asc" } });
        productId = products.find((p) => p.periodsAllowed.split(",").map(Number).includes(periods))?.id;
        if (productId === undefined) fail(`no product offers ${periods} periods`);
      }
      const order = await createOrder(borrowerId, {
        status,
        delay: values.delay === "1",
        periods,
        tips: values.tips,
        tipsFil: values["tips-fil"],
        score: values.score,
        cardPop: values["card-pop"],
        continueUrl: values["continue-url"],
        productId,
        collectionComplaintAllowed: collection === undefined ? undefined : collection === "1",
        disbursedDaysAgo: daysAgo,
      });
      return {
        orderId: order.id,
        orderNo: order.orderNo,
        productId: order.productId,
        userId: borrowerId,
        query,
        pages: pagesFor(order, query),
      };
    }
    case "status": {
      const [orderId, code] = rest;
      const status = Number(code);
      if (!orderId || !/^\d+$/.test(orderId) || !isOrderStatus(status))
        fail("usage: status ORDER_ID CODE (CODE one of 21, 110, 151, 170, 174, 180, 200, 210)");
      // Moves the rules would make (decision, disbursement) stay under the lifecycle; others lock.
      const moved = await moveOrderStatus(Number(orderId), status);
      if (!moved) fail(`no order with id ${orderId}`);
      return moved;
    }
    case "clock": {
      const { values } = parseArgs({ args: rest, options: { set: { type: "string" }, reset: { type: "boolean" } } });
      if (values.reset) {
        await resetClock();
      } else if (values.set) {
        const instant = new Date(values.set);
        if (Number.isNaN(instant.getTime())) fail("--set needs an ISO date, e.g. 2026-12-01 or 2026-12-01T09:00:00+08:00");
        await setClock(instant);
      } else {
        fail("usage: clock --set ISO_DATE | --reset");
      }
      return { now: (await now()).toISOString() };
    }
    case "sms": {
      const { values } = parseArgs({ args: rest, options: { phone: { type: "string" } } });
      if (!values.phone) fail("usage: sms --phone P");
      const { latestSms } = await import("../server/qa/latest-sms");
      const message = await latestSms(values.phone);
      if (!message) fail(`no SMS sent to ${values.phone}`);
      return message;
    }
    case "captcha": {
      // The answer of the picture a sid shows now, so end-to-end tests can sign up like a person.
      const { values } = parseArgs({ args: rest, options: { sid: { type: "string" } } });
      if (!values.sid) fail("usage: captcha --sid SID");
      const row = await db().promotionCaptcha.findUnique({ where: { sid: values.sid } });
      if (!row) fail(`no captcha for sid ${values.sid}`);
      return { sid: row.sid, answer: row.answer, expiresAt: row.expiresAt.toISOString() };
    }
    case "offer": {
      // A stand-in for the campaign tool: the marketing SMS goes through the same gate as every SMS.
      const { values } = parseArgs({
        args: rest,
        options: { phone: { type: "string" }, kind: { type: "string" }, language: { type: "string" } },
      });
      if (!values.phone) fail("usage: offer --phone P [--kind product|promotion] [--language en|fil]");
      const purpose = values.kind === "promotion" ? "promotion-offer" : "product-offer";
      const { queueSms } = await import("../server/lending/sms/outbox");
      const { smsTexts } = await import("../server/lending/texts");
      const { transaction } = await import("../server/data/transactions");
      const texts = smsTexts(values.language === "fil" ? "fil" : "en");
      const body = purpose === "promotion-offer" ? texts.promotionOffer : texts.productOffer;
      const at = await now();
      const queued = await transaction((tx) => queueSms(tx, { phone: values.phone as string, purpose, body, createdAt: at }));
      return { queued, purpose };
    }
    case "reminders": {
      // What the scheduler does once a minute, run now under the QA clock (docs/decisions/182).
      const { sendDueReminders } = await import("../server/lending/reminders/service");
      const { withinSendingHours } = await import("../server/domain/reminders");
      const at = await now();
      const sent = await sendDueReminders(at);
      return { now: at.toISOString(), withinHours: withinSendingHours(at), sent };
    }
    case "postback": {
      // A counter takes the money for a code (or a real counter took it for a closed one and tells
      // us afterwards): the postback the local Dragonpay would send, RSA-signed with its key, posted
      // to the running server (docs/decisions/150, 222). Needs the server up at PUBLIC_URL.
      const { values } = parseArgs({
        args: rest,
        options: { reference: { type: "string" }, refno: { type: "string" }, status: { type: "string" } },
      });
      if (!values.reference) fail("usage: postback --reference PAU... [--refno R] [--status S|F|P]");
      const status = values.status ?? "S";
      if (!["S", "F", "P"].includes(status)) fail("postback --status is S (paid), F (failed) or P (pending at a counter)");
      const { signedPostback } = await import("../server/lending/gateway/local-dragonpay/sign-postback");
      const { serverConfig } = await import("../server/config");
      const { db } = await import("../server/db");
      if (!(await db().payment.findUnique({ where: { reference: values.reference }, select: { id: true } }))) {
        fail("No payment has this reference.");
      }
      const fields = { txnid: values.reference, refno: values.refno ?? `QA${Date.now()}`, status, message: "QA postback" };
      const publicUrl = serverConfig().PUBLIC_URL;
      const answer = await fetch(`${publicUrl}/api/v3/payments/postback`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(Object.entries(await signedPostback(fields)).map(([k, v]) => [k, String(v ?? "")])),
      })
        .then((response) => response.json() as Promise<{ code: number; message: string; data: unknown }>)
        .catch(() => fail(`no server answers at ${publicUrl}: the postback goes to the running app (npm start, or set PUBLIC_URL).`));
      if (answer.code !== 0) fail(`postback refused: ${answer.message}`);
      return answer.data;
    }
    default:
      fail(
        "commands: reset | borrower [--phone P] [--repeat] [--name NAME] | order --status CODE [...] | status ORDER_ID CODE | clock --set ISO | --reset | sms --phone P | captcha --sid SID | offer --phone P | reminders | postback --reference REF",
      );
  }
}

/**
 * SQLite refuses a write at once when another process (the server, another QA call: end-to-end
 * workers run side by side) committed after this command's transaction read, and gives up after
 * its busy timeout when the lock stays taken. The server runs its own transactions again in those
 * cases (server/db.ts); Prisma's internal ones (an upsert) are not, so the whole command is run
 * again, a little later. A command left half done by the failed try has made test data only.
 */
const isBusy = (message: string) => /database is locked|SQLITE_BUSY|Operation has timed out/i.test(message);

/** Runs one command, again after a short wait when the database was busy; never throws. */
async function answer(command: string | undefined, rest: string[]): Promise<{ result: unknown } | { error: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { result: await run(command, rest) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof Refusal || attempt >= 5 || !isBusy(message)) return { error: message };
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}

if (stdio) {
  // One command at a time, in the order they came: a caller may send the next before an answer.
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    let args: unknown;
    try {
      args = JSON.parse(line);
    } catch {
      args = undefined;
    }
    const reply =
      Array.isArray(args) && args.every((arg) => typeof arg === "string")
        ? await answer(args[0], args.slice(1))
        : { error: "each line must be a JSON array of strings: the command and its arguments" };
    process.stdout.write(`${JSON.stringify(reply)}\n`);
  }
  await db().$disconnect();
} else {
  const reply = await answer(firstCommand, firstRest);
  await db().$disconnect();
  answerAndExit(reply);
}
