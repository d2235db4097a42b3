import { afterAll, beforeAll, expect } from "vitest";
import type { Endpoint } from "@contract/endpoint";
import { FailureCode } from "@contract/envelope";
import { inProcessBackend, registerInProcessBackend, type InProcessBackend } from "@contract/in-process";
import { AREA_NAMES as AREAS } from "~/lib/messages/areas";
import { serverTexts } from "~/lib/messages/catalogue.server";

/**
 * What the Filipino refusal walk runs on (refusals-in-filipino*.test.ts; issue 39, decision 255).
 * Test support only, no route imports it. The backend in this process is a stand-in that refuses
 * as told; the actions and loaders are the real ones, and no sentence of the English catalogue may
 * be in what they answer. The backend's own sentences are not under test (they are its catalogue,
 * said in the session's language before they reach us), so the stand-in sends none: every fallback
 * of the web app is taken.
 */

export type Answer = { code: number | string; data?: unknown; success?: boolean } | "unreachable";
type Script = Partial<Record<string, Answer>>;

export const ok = (endpoint: Endpoint, data: unknown): Answer => ({ code: endpoint.successCode, data, success: true });
export const refused = (code: number): Answer => ({ code, data: null, success: false });
export const sessionExpired = refused(FailureCode.sessionExpired);

let script: Script = {};
/** What the stand-in answers from now on, by endpoint name. */
export function answering(next: Script): void {
  script = next;
}
/** Every endpoint not in the script refuses as unavailable, with no sentence of its own. */
const standIn: InProcessBackend = async (name) => {
  const answer = script[name] ?? refused(FailureCode.unavailable);
  if (answer === "unreachable") throw new Error("the stand-in is down");
  return { status: 200, json: JSON.stringify({ message: "", ...answer }) };
};

export const SESSION = "userId=7&sessionId=s-1&deviceId=d-1&language=fil&orderId=11&productId=2";
export const CODE_STEP = `${SESSION}&repayRecordId=5&cardId=3&sentAt=1`;

export function post(path: string, fields: Record<string, string>): Request {
  const body = new URLSearchParams(fields);
  // The browser asks for English: the session's language must win (decision 130).
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "en" },
  });
}
export const get = (path: string) => new Request(`http://localhost${path}`, { headers: { "Accept-Language": "en" } });

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
export const sentences = englishSentences();
function englishIn(text: string): string[] {
  return sentences.filter((sentence) => text.includes(sentence));
}

/** What `run` answers holds no English sentence, and says `mustSay` when given. */
export async function expectFilipino(run: () => Promise<unknown>, mustSay?: string) {
  const text = await answerText(run);
  expect(englishIn(text), text).toEqual([]);
  if (mustSay) expect(text).toContain(mustSay);
}

export type Route = { action?: (args: never) => Promise<unknown>; loader?: (args: never) => Promise<unknown> };
export const call = (route: Route, kind: "action" | "loader", request: Request) => () =>
  (route[kind] as (args: { request: Request; params: object; context: object }) => Promise<unknown>)({ request, params: {}, context: {} });

/** The stand-in answers this test file's calls; the backend registered before comes back after. */
export function withStandInBackend(): void {
  let before: InProcessBackend | undefined;
  beforeAll(() => {
    before = inProcessBackend();
    registerInProcessBackend(standIn);
  });
  afterAll(() => {
    if (before) registerInProcessBackend(before);
  });
}
