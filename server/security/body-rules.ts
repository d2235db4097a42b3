import type express from "express";
import { SESSION_PARAMS } from "@contract";
import { COMPLAINT_MAX_IMAGE_BYTES, COMPLAINT_MAX_IMAGES } from "@contract/complaint-limits";
import { authenticate, checkOpsSession } from "../lending/auth";
import { flatten } from "../lending/http";
import { text, type Text } from "../lending/texts";
import { byteBudget } from "./body-budget";

/**
 * What a request body may hold, declared once per route and applied on both paths: the web app's
 * routes (./body-limit.ts, before Remix reads the form) and the backend's upload endpoints under
 * /api (lending/complaints/router.ts, before multer reads it). Third penetration test, P1: the
 * backend's upload endpoints read 19 MB of anonymous text fields before any session check.
 *
 * `parts` are multer's limits (busboy's, which both paths parse with): exactly the fields and files
 * the route's form has. `for` says who may send more than a form; anyone else is held to FORM_RULE
 * on the web app and refused unread by the backend, decided before a byte of the body is read.
 */
export interface PartLimits {
  fields: number;
  fieldSize: number;
  fieldNameSize: number;
  files: number;
  fileSize: number;
  parts: number;
}

export interface BodyRule {
  /** The most bytes of the whole body, multipart framing included. */
  bytes: number;
  parts: PartLimits;
  /** What a refusal over these bounds says. */
  message: Text;
  /** Who may send this much: a borrower with a live session, or an agent logged in to the console. */
  for?: "borrower" | "agent";
}

const KB = 1024;
/** Room for a form's framing: each part's boundary and headers. */
const FRAMING = 64 * KB;

/** Any form of the web app: a few fields, no files. */
export const FORM_RULE: BodyRule = {
  bytes: 64 * KB,
  parts: { fields: 200, fieldSize: 64 * KB, fieldNameSize: 200, files: 0, fileSize: 0, parts: 200 },
  message: text("formTooLarge"),
};

/** One photo in the field `problemImage`, nothing else (the page's upload with JavaScript, the backend's upload endpoints). */
const ONE_PHOTO: PartLimits = { fields: 0, fieldSize: 0, fieldNameSize: 100, files: 1, fileSize: COMPLAINT_MAX_IMAGE_BYTES, parts: 1 };
/** A rule for a caller who must be known: the backend's upload endpoints read nothing of anyone else. */
export type EntitledBodyRule = BodyRule & { for: "borrower" | "agent" };

export const BORROWER_PHOTO_RULE: EntitledBodyRule = {
  bytes: COMPLAINT_MAX_IMAGE_BYTES + FRAMING,
  parts: ONE_PHOTO,
  message: text("photosTooLarge"),
  for: "borrower",
};
export const AGENT_PHOTO_RULE: EntitledBodyRule = { ...BORROWER_PHOTO_RULE, for: "agent" };

/** Without JavaScript, a complaint sends all its photos in one form (9 at the limit) with its text. */
const ALL_PHOTOS_BYTES = COMPLAINT_MAX_IMAGES * COMPLAINT_MAX_IMAGE_BYTES + FRAMING;

/**
 * /complainPageNext: submitToken, problemImage (the uploaded photos' URLs), problemDetail (200
 * characters), and the photos. A photo over 5 MB is refused by the page itself, next to its field
 * ("This photo is too large..."), so here a file is bounded by the body's bytes only.
 */
export const COMPLAINT_FORM_RULE: BodyRule = {
  bytes: ALL_PHOTOS_BYTES,
  parts: {
    fields: 3,
    fieldSize: 4 * KB,
    fieldNameSize: 100,
    files: COMPLAINT_MAX_IMAGES,
    fileSize: ALL_PHOTOS_BYTES,
    parts: 3 + COMPLAINT_MAX_IMAGES,
  },
  message: text("photosTooLarge"),
  for: "borrower",
};

/** /ops/complaints: problemId, replyText (2000 characters), agentName, and the reply's photos (over 5 MB: the page's refusal). */
export const REPLY_FORM_RULE: BodyRule = {
  bytes: ALL_PHOTOS_BYTES,
  parts: {
    fields: 3,
    fieldSize: 8 * KB,
    fieldNameSize: 100,
    files: COMPLAINT_MAX_IMAGES,
    fileSize: ALL_PHOTOS_BYTES,
    parts: 3 + COMPLAINT_MAX_IMAGES,
  },
  message: text("photosTooLarge"),
  for: "agent",
};

/** The web app's routes that take more than a form (route matching ignores case). */
const WEB_RULES: Record<string, BodyRule> = {
  "/complaint-image": BORROWER_PHOTO_RULE,
  "/complainpagenext": COMPLAINT_FORM_RULE,
  "/ops/complaints": REPLY_FORM_RULE,
};

/** The rule of a web app path (`.data` is the single-fetch form of the same route). */
export function webBodyRule(path: string): BodyRule {
  const route = path
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  return WEB_RULES[route] ?? FORM_RULE;
}

/**
 * Bodies in flight (./body-budget.ts). Photo-sized bodies: one complaint's worth per borrower or
 * agent (9 photos at once with JavaScript, or the whole form without), two complaints' worth
 * overall: what the process can hold beside its own 250 MB and the copies a parse makes. Forms:
 * enough for hundreds of slow senders at once; a browser declares a form's length, so a borrower's
 * few hundred bytes reserve a few hundred bytes.
 */
export const photoBodies = byteBudget({ perCaller: ALL_PHOTOS_BYTES, overall: 2 * ALL_PHOTOS_BYTES });
export const formBodies = byteBudget({ perCaller: 1024 * KB, overall: 32 * 1024 * KB });

/** What a request reserves: its declared length when it declares one (Node reads no more), else its rule's limit. */
export function reservedBytes(req: express.Request, rule: BodyRule): number {
  const declared = Number(req.get("Content-Length"));
  return req.get("Content-Length") !== undefined && Number.isFinite(declared) ? Math.min(declared, rule.bytes) : rule.bytes;
}

/**
 * Who the caller is for `who`, known before the body is read: `borrower:<id>` for a live session
 * (query), `agent` for a console login (the backend's `X-Ops-Session` header, or the web app's
 * cookie), else undefined (no session, an ended one, the console off, or the database gone).
 */
export async function entitledCaller(req: express.Request, who: "borrower" | "agent", opsToken?: string): Promise<string | undefined> {
  try {
    if (who === "agent") {
      await checkOpsSession(opsToken);
      return "agent";
    }
    const query = flatten(req.query);
    const borrower = await authenticate(Object.fromEntries(SESSION_PARAMS.filter((k) => query[k] !== undefined).map((k) => [k, query[k]])));
    return `borrower:${borrower.id}`;
  } catch {
    return undefined;
  }
}

/** An anonymous caller, by address (the TRUST_PROXY rule). */
export function addressCaller(req: express.Request): string {
  return `address:${req.ip ?? ""}`;
}
