import type { NextFunction, Request, Response } from "express";
import { backendFil, backendFilTemplates } from "../../app/lib/messages/fil/backend";
import { sms as smsFil } from "../../app/lib/messages/fil/sms";
import { isFilipino } from "../../app/lib/messages/filipino";
import { sms as smsEnglish } from "../../app/lib/messages/sms";
import { flatten } from "./http";

/**
 * The lending backend's texts in the session's language (docs/decisions/135). The backend writes
 * its English (or documented) sentence where its rule is; only when the session's `language` is
 * Filipino (`fil` or `tl`) is the sentence answered in Filipino (app/lib/messages/fil/backend.ts).
 * Every other value keeps today's answer: English, or the documented Chinese, Spanish and
 * Indonesian wordings (docs/decisions/112). The language changes texts only: never a code, a
 * field, an amount or which data is answered.
 */
export type BackendLanguage = "fil" | "en";

/** `fil`, `tl` and their regional forms (`fil-PH`, `tl_PH`) are Filipino; anything else is not. */
export function backendLanguage(value: unknown): BackendLanguage {
  return isFilipino(value) ? "fil" : "en";
}

/** The language of the request's session parameters (the query; repeated keys: the first). */
export function requestLanguage(req: Pick<Request, "query">): BackendLanguage {
  return backendLanguage(flatten(req.query).language);
}

interface Template {
  pattern: RegExp;
  names: string[];
  filipino: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const templates: Template[] = backendFilTemplates.map(([english, filipino]) => {
  const names: string[] = [];
  const source = english
    .split(/(\{#?\w+\})/)
    .map((part) => {
      const found = /^\{(#?)(\w+)\}$/.exec(part);
      if (!found) return escape(part);
      names.push(found[2]);
      // `{#name}` is a whole number only: short templates must not swallow other sentences.
      return found[1] ? "(\\d+)" : "(.+?)";
    })
    .join("");
  return { pattern: new RegExp(`^${source}$`, "s"), names, filipino };
});

/** One sentence in Filipino; a sentence the catalogue does not know stays as it is. */
function toFilipino(message: string): string {
  const fixed = backendFil[message];
  if (fixed !== undefined) return fixed;
  for (const t of templates) {
    const match = t.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(t.names.map((name, i) => [name, match[i + 1]]));
    // A value may itself be a sentence (a refusal quoting a rule) or a form item's name: translate it too.
    return t.filipino.replace(/\{(\w+)\}/g, (_, name: string) => valueInFilipino(values[name] ?? ""));
  }
  // Notices joined from several sentences (settlement): each sentence on its own.
  const parts = message.split(/(?<=[.!])\s+(?=[A-Z])/);
  if (parts.length > 1) {
    const translated = parts.map((part) => toFilipino(part));
    if (translated.some((part, i) => part !== parts[i])) return translated.join(" ");
  }
  return message;
}

/**
 * A value quoted inside a sentence. Form items are named in lower case inside a sentence ("Please
 * fill in account holder name."), so a name the table knows capitalised ("Account holder name")
 * is found that way and comes back in lower case too ("pangalan ng may-ari ng account").
 */
function valueInFilipino(value: string): string {
  const direct = toFilipino(value);
  if (direct !== value || !/^[a-z]/.test(value)) return direct;
  const capitalised = toFilipino(value[0].toUpperCase() + value.slice(1));
  if (capitalised === value[0].toUpperCase() + value.slice(1)) return value;
  // Lower-case the first letter only when the word is not a name (GCash, Landbank keep theirs).
  return /^[A-Z](?![A-Z])/.test(capitalised) ? capitalised[0].toLowerCase() + capitalised.slice(1) : capitalised;
}

/** A sentence the backend answers, in the given language. */
export function say(message: string, language: BackendLanguage): string {
  return language === "fil" ? toFilipino(message) : message;
}

/** The SMS texts in the given language. */
export function smsTexts(language: BackendLanguage) {
  return language === "fil" ? smsFil : smsEnglish;
}

/** The envelope (or failure body) with its human texts in the language; codes and data untouched. */
export function envelopeIn<T>(body: T, language: BackendLanguage): T {
  if (language === "en" || !body || typeof body !== "object" || Array.isArray(body)) return body;
  const envelope = body as Record<string, unknown>;
  if (typeof envelope.message !== "string") return body;
  const out: Record<string, unknown> = { ...envelope, message: say(envelope.message, language) };
  // Per-field messages of a refused form (bank binding) are texts too.
  const data = envelope.data as { fieldErrors?: unknown } | null | undefined;
  if (data && typeof data === "object" && data.fieldErrors && typeof data.fieldErrors === "object") {
    const fieldErrors = Object.fromEntries(
      Object.entries(data.fieldErrors as Record<string, unknown>).map(([k, v]) => [k, typeof v === "string" ? say(v, language) : v]),
    );
    out.data = { ...data, fieldErrors };
  }
  return out as T;
}

/**
 * Mounted first on the lending backend: every JSON answer of this request (routers, limits, the
 * not-found and bad-body handlers) speaks the session's language.
 */
export function answerInSessionLanguage(req: Request, res: Response, next: NextFunction) {
  const language = requestLanguage(req);
  if (language !== "en") {
    const json = res.json.bind(res);
    res.json = (body?: unknown) => json(envelopeIn(body, language));
  }
  next();
}
