import { createRequire } from "node:module";
import { format } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";
import type { PrettyOptions } from "pino-pretty";

/**
 * The process's one logger (pino): one JSON object a line when stdout is a file or a pipe (a log
 * collector reads it), readable lines when it is a terminal (pino-pretty). LOG_LEVEL chooses how
 * much (`info` by default; `debug`, `warn`, `error`, `silent`...). docs/decisions/160.
 *
 * Nothing a borrower typed or owns is ever given to it: request lines carry the route pattern, never
 * the URL (session parameters live in URLs), and error texts pass through `scrub` first.
 */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Kept on globalThis: the server bundle and the Remix build (app code) log through the same one. */
const KEY = Symbol.for("pautang.log");
const holder = globalThis as Record<symbol, Logger | undefined>;

function levelFromEnvironment(): LogLevel {
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(wanted ?? "") ? (wanted as LogLevel) : "info";
}

/** A logger writing to `destination`, or to stdout (pretty on a terminal, JSON otherwise). */
export function createLogger(destination?: DestinationStream, level: LogLevel = levelFromEnvironment()): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Errors logged as { err } keep their type and stack, with borrower values scrubbed.
    serializers: { err: serializeError },
    formatters: { level: (label) => ({ level: label }) },
  };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY) {
    // Loaded only for a terminal: a server writing to a pipe never needs it.
    const pretty = createRequire(import.meta.url)("pino-pretty") as (options: PrettyOptions) => DestinationStream;
    return pino(
      options,
      pretty({
        colorize: true,
        translateTime: "SYS:HH:MM:ss.l",
        // A request reads "GET repayment 200 12.3 ms {reqId}"; other lines their message and fields.
        messageFormat: (line, key) =>
          line.msg === "request" ? `${line.method} ${line.route} ${line.status} ${line.ms} ms` : String(line[key]),
        ignore: "pid,hostname,method,route,status,ms",
        singleLine: true,
        sync: true,
      }),
    );
  }
  // Asynchronous writes: a request never waits for the terminal or the pipe (pino flushes at exit).
  // A reader that stopped reading must not hold the process forever at exit: once `closeLog` has
  // waited its time, lines it never took are given up instead of retried (see `closeLog`).
  // Lines are gathered up to 8 KiB and written together (a write is a round trip through libuv's
  // thread pool and a wake-up of the main thread: one per request line cost more than the line),
  // and written at least every LOG_FLUSH_MS whatever the traffic, so a quiet server's lines are
  // never held longer than that.
  const stdout = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES, retryEAGAIN: () => !givingUp });
  setInterval(() => {
    if (!givingUp) stdout.flush();
  }, LOG_FLUSH_MS).unref();
  stdoutDestination = stdout;
  return pino(options, stdoutDestination);
}

const LOG_BUFFER_BYTES = 8 * 1024;
const LOG_FLUSH_MS = 500;
let stdoutDestination: ReturnType<typeof pino.destination> | undefined;
let givingUp = false;

/**
 * The last step of a clean stop: writes what is still buffered to stdout, for at most `timeoutMs`.
 * Without it a stop could hang for good: at exit pino flushes synchronously, and sonic-boom's
 * synchronous flush retries a failed write forever (a closed pipe: EPIPE; a reader that no longer
 * reads: EAGAIN), so a server whose log reader died before it did never exited on SIGTERM.
 */
export async function closeLog(timeoutMs = 1000): Promise<void> {
  const destination = stdoutDestination;
  if (!destination) return;
  const done = new Promise<void>((resolve) => {
    destination.once("close", () => resolve());
    // pino turns every later write into nothing after EPIPE; other errors end the wait too.
    destination.once("error", () => resolve());
  });
  destination.end();
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  givingUp = true;
}

export function log(): Logger {
  return (holder[KEY] ??= defaultDestination ? createLogger(defaultDestination) : createLogger());
}

/** Tests: send every line to `destination` (and back to the default with undefined). */
export function useLogDestination(destination: DestinationStream | undefined, level?: LogLevel): void {
  holder[KEY] = destination ? createLogger(destination, level ?? "info") : undefined;
}

/**
 * Where lines go when no test chose a destination: stdout unless set. The test setup holds them in
 * memory and prints them only for a test that failed (server/test/setup.ts), so a passing run's
 * output is the runner's alone.
 */
let defaultDestination: DestinationStream | undefined;
export function useDefaultLogDestination(destination: DestinationStream): void {
  defaultDestination = destination;
  holder[KEY] = undefined;
}

/**
 * Lines other code prints with console.* (Remix's own error reports, libraries) become log lines
 * too, at the matching level and scrubbed like the rest, so a collector sees one format.
 */
export function routeConsoleToLogger(): () => void {
  const original = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  const forward =
    (level: "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      // A first argument { reqId, route } gives the line those fields (app/entry.server.tsx), no others.
      const fields: { reqId?: string; route?: string } = {};
      if (isPlainObject(args[0]) && "reqId" in args[0]) {
        const { reqId, route } = args.shift() as Record<string, unknown>;
        if (typeof reqId === "string") fields.reqId = reqId;
        if (typeof route === "string") fields.route = route;
      }
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const text = scrub(format(...args.filter((arg) => arg !== error)));
      if (error) log()[level]({ ...fields, err: error }, text || scrub(error.message));
      else log()[level](fields, text);
    };
  console.log = forward("info");
  console.info = forward("info");
  console.warn = forward("warn");
  console.error = forward("error");
  return () => Object.assign(console, original);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Removes what could identify a borrower or open an account from a text meant for a log: quoted
 * values (Prisma quotes a query's arguments in its messages), the value after a sensitive name
 * (`phone: ...`, `password=...`), numbers long enough to be a phone, account or card number, and
 * long random-looking tokens (session ids, captcha ids, signatures).
 */
export function scrub(text: string): string {
  return text
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, (quoted) => `${quoted[0]}…${quoted[0]}`)
    .replace(SENSITIVE_PAIR, (_all, name: string, separator: string) => `${name}${separator}[redacted]`)
    .replace(/\+?\d(?:[\d -]{5,}\d)/g, "[number]")
    .replace(/\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{16,}\b/g, "[token]");
}

const SENSITIVE_PAIR =
  /\b(\w*(?:password|passwd|secret|token|session_?id|user_?id|captcha\w*|verify_?code|code|sid|phone|telephone|mobile|name|holder_?name|account\w*|card\w*|digest|cookie|authorization|otp|pin|remark|detail|body|email)\w*)(\s*[:=]\s*)(?:\[[^\]]*\]|[^\s,;&})]+)/gi;

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
}

/** An error as a log field: its type, code and stack, the message part scrubbed (frames are code). */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error)) };
  const stack = error.stack ?? "";
  const frames = stack.indexOf("\n    at ");
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrub(error.message),
    stack: frames >= 0 ? `${scrub(stack.slice(0, frames))}${stack.slice(frames)}` : scrub(stack),
    ...(typeof code === "string" ? { code } : {}),
  };
}
