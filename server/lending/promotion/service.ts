import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  DOCUMENTED_REFUSALS,
  type FailureCodeName,
  PromotionCode,
  formatDate,
  phoneMatchesRule,
  promotionTemplate,
  storeLink,
  type FunnelRow,
  type ParsedRequestOf,
  type PromotionTemplate,
  type SignUpField,
  type SignUpRefusal,
  type WireDataOf,
  type getSms,
  type getSmsOnly,
  type promotionFunnel,
  type register,
  type trackClick,
  type trackVisit,
} from "@contract";
import { backend } from "@contract/texts/backend";
import { now } from "../../clock";
import { serverConfig } from "../../config";
import { transaction } from "../../data/transactions";
import { db } from "../../db";
import { LendingError } from "../errors";
import { queueSms } from "../sms/outbox";
import { smsTexts, text, type BackendLanguage, type Text } from "../texts";
import { captchaSvg, captchaText } from "./captcha";

/** Rules of the promotion sign-up (spec 001 §4, §5, §8; docs/decisions/030 and 031). */

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_WRONG_TRIES = 5;
/**
 * Sign-up codes one number may be sent, whoever asks, from any address and by either path
 * (picture or SMS only): each costs the lender an SMS and reaches a stranger's phone. Counted from
 * the codes themselves in the database, inside the transaction that sends one (issue 36, P6).
 */
export const SIGN_UP_CODES_PER_NUMBER = { perHour: 5, perDay: 10 } as const;
/** Refreshing one sid's picture more often than this is a script, not a person. */
export const CAPTCHA_MAX_RENDERS = 30;
export const DEFAULT_TEMPLATE_ID = 1;

/** The documented texts (spec 001 §5, §8), verbatim. */
/** The documented wordings of the sign-up's refusals (spec 001 §5), as the English catalogue has them. */
export const PromotionText = {
  phone: backend.phoneInvalid,
  captcha: backend.captchaInvalid,
  smsCode: backend.smsInvalid,
  resend: backend.resendBlocked,
  alreadyRegistered: backend.alreadyRegistered,
} as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function hash(text: string): string {
  return crypto.createHash("sha256").update(text).digest("hex");
}

// ---------------------------------------------------------------- templates

/** Loads mocks/promotion-templates.json into the database (the base seed calls this). */
export async function seedPromotionTemplates(): Promise<number> {
  const file = path.join(process.cwd(), "mocks", "promotion-templates.json");
  const entries = JSON.parse(fs.readFileSync(file, "utf8")) as Array<{ id: number } & PromotionTemplate>;
  for (const { id, ...template } of entries) {
    const config = promotionTemplate.parse(template);
    await db().promotionTemplate.upsert({
      where: { id },
      create: { id, name: config.name, config: JSON.stringify(config) },
      update: { name: config.name, config: JSON.stringify(config) },
    });
  }
  return entries.length;
}

export async function findTemplate(id: number): Promise<{ id: number; template: PromotionTemplate } | null> {
  const row = await db().promotionTemplate.findUnique({ where: { id } });
  if (!row) return null;
  const parsed = promotionTemplate.safeParse(JSON.parse(row.config));
  if (!parsed.success) {
    console.error(`[lending] promotion template ${id} is malformed`, parsed.error.issues);
    return null;
  }
  return { id: row.id, template: withStoreLinks(parsed.data) };
}

/**
 * The download links a template offers: the app's configured store pages (PLAY_STORE_URL,
 * APP_STORE_URL) first, else the template's own; a placeholder is no link (docs/decisions/271).
 */
function withStoreLinks(template: PromotionTemplate): PromotionTemplate {
  const config = serverConfig();
  return {
    ...template,
    download: {
      ...template.download,
      androidUrl: storeLink(config.PLAY_STORE_URL || template.download.androidUrl),
      iosUrl: storeLink(config.APP_STORE_URL || template.download.iosUrl),
    },
  };
}

export async function templateOrFail(id: number) {
  const found = await findTemplate(id);
  if (!found) throw new LendingError("notFound", text("noTemplate"));
  return found;
}

// ---------------------------------------------------------------- tracking

export async function recordVisit(input: ParsedRequestOf<typeof trackVisit>) {
  await templateOrFail(input.page_id);
  await db().promotionTrack.create({
    data: {
      kind: "visit",
      templateId: input.page_id,
      utmTag: input.utm_tag,
      userFrom: input.user_from,
      appFrom: input.app_from,
      clientType: input.client_type,
      createdAt: await now(),
    },
  });
  return null;
}

export async function recordClick(input: ParsedRequestOf<typeof trackClick>) {
  await templateOrFail(input.page_id);
  await db().promotionTrack.create({
    data: {
      kind: "click",
      templateId: input.page_id,
      utmTag: input.utm_tag,
      userFrom: input.user_from,
      appFrom: input.app_from,
      clientType: input.client_type,
      phone: input.phone,
      createdAt: await now(),
    },
  });
  return null;
}

// ---------------------------------------------------------------- captcha

/** A new sid with its first answer, within the per-address limit. */
export async function createSid(ip: string, templateId?: number): Promise<{ sid: string }> {
  const at = await now();
  const limit = serverConfig().PROMOTION_CAPTCHAS_PER_IP_PER_10_MIN;
  const recent = await db().promotionCaptcha.count({ where: { ip, createdAt: { gt: new Date(at.getTime() - 10 * MINUTE_MS) } } });
  if (recent >= limit) {
    throw new LendingError("rateLimited", text("tooManySignUps"));
  }
  const sid = crypto.randomBytes(18).toString("base64url");
  await db().promotionCaptcha.create({
    data: {
      sid,
      templateId: templateId ?? null,
      answer: captchaText(),
      ip,
      expiresAt: new Date(at.getTime() + CAPTCHA_TTL_MS),
      createdAt: at,
    },
  });
  return { sid };
}

/**
 * Draws the sid's picture. Every draw is a new answer that lives 5 minutes, so tapping the
 * picture refreshes it and an old picture can never be replayed.
 */
export async function drawCaptcha(sid: string): Promise<string> {
  const row = await db().promotionCaptcha.findUnique({ where: { sid } });
  if (!row || row.closedAt) throw new LendingError("notFound", text("pictureCodeGoneReload"));
  if (row.renders >= CAPTCHA_MAX_RENDERS) throw new LendingError("rateLimited", text("tooManyPictures"));
  const answer = captchaText();
  const at = await now();
  await db().promotionCaptcha.update({
    where: { sid },
    data: { answer, renders: { increment: 1 }, expiresAt: new Date(at.getTime() + CAPTCHA_TTL_MS) },
  });
  return captchaSvg(answer);
}

function sameAnswer(given: string, expected: string | null | undefined): boolean {
  return Boolean(expected) && given.trim().toUpperCase() === String(expected).toUpperCase();
}

// ---------------------------------------------------------------- SMS code

async function phoneRuleFor(templateId: number | null | undefined) {
  const found = (templateId ? await findTemplate(templateId) : null) ?? (await findTemplate(DEFAULT_TEMPLATE_ID));
  return found?.template.phoneRule ?? "ph";
}

/**
 * A refusal of the sign-up form. Its data names the field it is about and, when the specification
 * words it, which documented refusal it is (docs/decisions/206): the page places and words it by
 * those, never by the message.
 */
function refused(failure: FailureCodeName | { code: string }, said: Text, field: SignUpField | null): LendingError {
  const documented = DOCUMENTED_REFUSALS.find((key) => key === said.key) ?? null;
  return new LendingError(failure, said, { field, documented } satisfies SignUpRefusal);
}
const invalid = (said: Text, field: SignUpField | null) => refused("invalidInput", said, field);

type Transaction = Parameters<Parameters<typeof transaction>[0]>[0];
type CodesReader = Pick<Transaction, "promotionSmsCode">;

/**
 * The limits on sending a sign-up code, read from the codes already sent: one per phone per minute
 * (the documented 'do not resend'), the codes per number per hour and per day, the codes per
 * address per hour. Asked once before the picture is checked (a refused request does not cost the
 * visitor a picture) and again inside the transaction that sends the code, where simultaneous
 * requests cannot all pass the count (SQLite takes the write lock at BEGIN; PostgreSQL runs
 * serializable: server/db.ts, server/data/transactions.ts).
 */
async function refuseOverLimits(codes: CodesReader, phone: string, ip: string, at: Date) {
  const last = await codes.promotionSmsCode.findFirst({ where: { phone }, orderBy: { createdAt: "desc" } });
  if (last && at.getTime() - last.createdAt.getTime() < SMS_RESEND_SECONDS * 1000) {
    throw refused("rateLimited", text("resendBlocked"), null);
  }
  await refuseNumberOverAllowance(codes, phone, at);
  const hourAgo = new Date(at.getTime() - HOUR_MS);
  const fromHere = await codes.promotionSmsCode.count({ where: { ip, createdAt: { gt: hourAgo } } });
  if (fromHere >= serverConfig().PROMOTION_SMS_PER_IP_PER_HOUR) {
    throw refused("rateLimited", text("tooManySmsCodes"), null);
  }
}

/** At most `SIGN_UP_CODES_PER_NUMBER` codes to one number in any hour and any 24 hours; the refusal says when. */
async function refuseNumberOverAllowance(codes: CodesReader, phone: string, at: Date) {
  const windows = [
    { span: HOUR_MS, allowed: SIGN_UP_CODES_PER_NUMBER.perHour },
    { span: DAY_MS, allowed: SIGN_UP_CODES_PER_NUMBER.perDay },
  ];
  for (const { span, allowed } of windows) {
    const sent = await codes.promotionSmsCode.findMany({
      where: { phone, createdAt: { gt: new Date(at.getTime() - span) } },
      orderBy: { createdAt: "desc" },
      take: allowed,
      select: { createdAt: true },
    });
    if (sent.length < allowed) continue;
    // The allowance comes back when the oldest of the last `allowed` codes leaves the window.
    const minutes = Math.max(1, Math.ceil((sent[allowed - 1].createdAt.getTime() + span - at.getTime()) / MINUTE_MS));
    throw refused("rateLimited", text("tooManyCodesForNumber", { minutes }), null);
  }
}

/** Sends a sign-up code: captcha checked and spent, one code per phone per minute, per-address cap. */
export async function sendSmsCode(
  input: ParsedRequestOf<typeof getSms>,
  ip: string,
  language: BackendLanguage = "en",
): Promise<WireDataOf<typeof getSms>> {
  const captcha = await db().promotionCaptcha.findUnique({ where: { sid: input.sid } });
  if (!phoneMatchesRule(input.phone, await phoneRuleFor(captcha?.templateId))) throw invalid(text("phoneInvalid"), "phone");
  if (!input.capcode) throw invalid(text("captchaInvalid"), "capcode");

  const at = await now();
  // Limits first: an early resend gets the documented 'do not resend', and a refused request
  // does not cost the visitor a picture.
  await refuseOverLimits(db(), input.phone, ip, at);

  const wrongCaptcha = (said: Text) => refused({ code: PromotionCode.wrongCaptchaOnSms }, said, "capcode");
  if (!captcha || captcha.closedAt) throw wrongCaptcha(text("pictureCodeGone"));
  if (captcha.usedAnswer) throw wrongCaptcha(text("pictureCodeUsed"));
  if (captcha.expiresAt <= at) throw wrongCaptcha(text("pictureCodeExpired"));
  if (!sameAnswer(input.capcode, captcha.answer)) {
    // One guess per picture: a wrong answer is replaced, so guessing costs a new picture each time.
    await db().promotionCaptcha.update({ where: { sid: captcha.sid }, data: { answer: captchaText() } });
    throw wrongCaptcha(text("pictureCodeWrongNew"));
  }

  const spent = await transaction(async (tx) => {
    // The picture is spent here, once: of simultaneous requests with its answer (on any instance)
    // one gets a code; the condition is checked by the database on the row itself.
    const taken = await tx.promotionCaptcha.updateMany({
      where: { sid: captcha.sid, usedAnswer: null, closedAt: null, answer: captcha.answer },
      data: { usedAnswer: captcha.answer, smsPhone: input.phone, answer: captchaText() },
    });
    if (taken.count !== 1) return false;
    await issueCode(tx, { phone: input.phone, sid: captcha.sid, templateId: captcha.templateId, utmTag: input.utm_tag, ip, at, language });
    return true;
  });
  if (!spent) throw wrongCaptcha(text("pictureCodeUsed"));
  return { resendAfter: SMS_RESEND_SECONDS };
}

/** The part of sending a sign-up code both paths share, inside the transaction that authorised it. */
async function issueCode(
  tx: Transaction,
  sent: { phone: string; sid: string; templateId: number | null; utmTag: string; ip: string; at: Date; language: BackendLanguage },
) {
  const { phone, at, ip } = sent;
  // Counted again inside the transaction: simultaneous requests, for one number from many
  // addresses or from one address for many numbers, must not all pass the count before it.
  await refuseOverLimits(tx, phone, ip, at);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  // A new code replaces any earlier one for the phone.
  await tx.promotionSmsCode.updateMany({ where: { phone, usedAt: null, voidedAt: null }, data: { voidedAt: at } });
  await tx.promotionSmsCode.create({
    data: {
      phone,
      codeHash: hash(`${phone}:${code}`),
      sid: sent.sid,
      templateId: sent.templateId,
      utmTag: sent.utmTag,
      ip,
      expiresAt: new Date(at.getTime() + SMS_CODE_TTL_MS),
      createdAt: at,
    },
  });
  await queueSms(tx, { phone, purpose: "promotion-register", body: smsTexts(sent.language).signUpCode(code), createdAt: at });
}

/**
 * The sign-up code without the picture code, for a visitor who cannot see the picture
 * (docs/decisions/202). The endpoint's stricter limits (per phone and per address, declared on the
 * router) have passed before this runs; the picture path's own rules hold too: the template's
 * phone rule, one code per phone per minute, the codes per address per hour. The sid is marked as
 * sent without a picture for this phone (`smsPhone` set, `usedAnswer` empty), which is what lets
 * registration go without a picture code; a later code by the picture path on the same sid marks it
 * as a picture sid again.
 */
export async function sendSmsCodeWithoutPicture(
  input: ParsedRequestOf<typeof getSmsOnly>,
  ip: string,
  language: BackendLanguage = "en",
): Promise<WireDataOf<typeof getSmsOnly>> {
  const captcha = await db().promotionCaptcha.findUnique({ where: { sid: input.sid } });
  if (!phoneMatchesRule(input.phone, await phoneRuleFor(captcha?.templateId))) throw invalid(text("phoneInvalid"), "phone");
  if (!captcha || captcha.closedAt) throw invalid(text("signUpPageOutOfDate"), null);
  const at = await now();
  await refuseOverLimits(db(), input.phone, ip, at);
  const sent = await transaction(async (tx) => {
    const marked = await tx.promotionCaptcha.updateMany({
      where: { sid: captcha.sid, closedAt: null },
      data: { smsPhone: input.phone, usedAnswer: null, answer: captchaText() },
    });
    if (marked.count !== 1) return false;
    await issueCode(tx, { phone: input.phone, sid: captcha.sid, templateId: captcha.templateId, utmTag: input.utm_tag, ip, at, language });
    return true;
  });
  if (!sent) throw invalid(text("signUpPageOutOfDate"), null);
  return { resendAfter: SMS_RESEND_SECONDS };
}

// ---------------------------------------------------------------- registration

export async function registerVisitor(input: ParsedRequestOf<typeof register>): Promise<WireDataOf<typeof register>> {
  const { template } = await templateOrFail(input.id);
  if (!phoneMatchesRule(input.phone, template.phoneRule)) throw invalid(text("phoneInvalid"), "phone");
  const captcha = await db().promotionCaptcha.findUnique({ where: { sid: input.sid } });
  // This visit's code for this phone came by SMS only (docs/decisions/202): the code proves the
  // phone, and the visitor could not see the picture. Every other registration needs the picture.
  const withoutPicture = Boolean(captcha && !captcha.closedAt && captcha.smsPhone === input.phone && captcha.usedAnswer === null);
  if (!withoutPicture && !input.capcode) throw invalid(text("captchaInvalid"), "capcode");
  if (!/^\d{6}$/.test(input.smsCode)) throw invalid(text("smsInvalid"), "smsCode");

  const wrongCaptcha = (said: Text) => refused({ code: PromotionCode.wrongCaptcha }, said, "capcode");
  if (!captcha || captcha.closedAt) throw wrongCaptcha(text("pictureCodeGoneAskSms"));
  if (captcha.smsPhone !== input.phone) throw wrongCaptcha(text("askSmsFirst"));
  // The picture that authorised the SMS, or the one on screen now (the visitor may have tapped it).
  if (!withoutPicture && !sameAnswer(input.capcode, captcha.usedAnswer) && !sameAnswer(input.capcode, captcha.answer)) {
    throw wrongCaptcha(text("pictureCodeWrongShown"));
  }

  const at = await now();
  const code = await db().promotionSmsCode.findFirst({
    where: { phone: input.phone, usedAt: null, voidedAt: null },
    orderBy: { createdAt: "desc" },
  });
  if (!code) throw invalid(text("smsCodeGone"), "smsCode");
  if (code.expiresAt <= at) throw invalid(text("smsCodeExpired"), "smsCode");
  if (code.codeHash !== hash(`${input.phone}:${input.smsCode}`)) {
    // Each wrong try uses one of the code's tries, even when several arrive at once on several
    // instances: read and counted again inside one transaction.
    const tried = await transaction(async (tx) => {
      const current = await tx.promotionSmsCode.findUnique({ where: { id: code.id } });
      if (!current || current.usedAt || current.voidedAt) return null;
      const attempts = current.attempts + 1;
      const spent = attempts >= SMS_MAX_WRONG_TRIES;
      await tx.promotionSmsCode.update({ where: { id: code.id }, data: { attempts, voidedAt: spent ? at : null } });
      return { attempts, spent };
    });
    if (!tried) throw invalid(text("smsCodeGone"), "smsCode");
    const { attempts, spent } = tried;
    if (spent) throw refused("rateLimited", text("smsCodeSpent"), "smsCode");
    const left = SMS_MAX_WRONG_TRIES - attempts;
    throw invalid(text("smsCodeWrong", { left }), "smsCode");
  }

  await transaction(async (tx) => {
    await tx.promotionSmsCode.update({ where: { id: code.id }, data: { usedAt: at } });
    await tx.promotionCaptcha.update({ where: { sid: captcha.sid }, data: { closedAt: at } });
  });

  if (await db().borrower.findUnique({ where: { phone: input.phone } })) {
    throw refused({ code: PromotionCode.alreadyRegistered }, text("alreadyRegistered"), null);
  }
  const borrower = await transaction(async (tx) => {
    const created = await tx.borrower.create({ data: { phone: input.phone, createdAt: at } });
    await tx.promotionTrack.create({
      data: {
        kind: "register",
        templateId: input.id,
        utmTag: input.utm_tag,
        userFrom: input.user_from,
        appFrom: input.app_from,
        phone: input.phone,
        borrowerId: created.id,
        createdAt: at,
      },
    });
    return created;
  });
  const { linksId, downId } = template.download;
  return { userId: borrower.id, ...(linksId ? { links_id: linksId } : {}), ...(downId && !linksId ? { down_id: downId } : {}) };
}

// ---------------------------------------------------------------- funnel

/** Visits, clicks, codes sent and registrations per Manila day, template and utm_tag. */
export async function funnel(input: ParsedRequestOf<typeof promotionFunnel>): Promise<WireDataOf<typeof promotionFunnel>> {
  const today = formatDate(await now());
  const to = input.to ?? today;
  const from = input.from ?? formatDate(new Date(Date.parse(`${to}T00:00:00+08:00`) - 13 * DAY_MS));
  if (from > to) throw new LendingError("invalidInput", text("startAfterEnd"));
  if (Date.parse(to) - Date.parse(from) > 366 * DAY_MS) throw new LendingError("invalidInput", text("atMostOneYear"));
  // Manila midnight of `from` up to Manila midnight after `to`.
  const start = new Date(`${from}T00:00:00+08:00`);
  const end = new Date(Date.parse(`${to}T00:00:00+08:00`) + DAY_MS);
  const templateFilter = input.templateId ? { templateId: input.templateId } : {};
  const utmFilter = input.utm_tag !== undefined && input.utm_tag !== "" ? { utmTag: input.utm_tag } : {};

  const [tracks, codes, templates] = await Promise.all([
    db().promotionTrack.findMany({
      where: { createdAt: { gte: start, lt: end }, ...templateFilter, ...utmFilter },
      select: { kind: true, templateId: true, utmTag: true, createdAt: true },
    }),
    db().promotionSmsCode.findMany({
      where: { createdAt: { gte: start, lt: end }, ...templateFilter, ...utmFilter },
      select: { templateId: true, utmTag: true, createdAt: true },
    }),
    db().promotionTemplate.findMany({ select: { id: true, name: true }, orderBy: { id: "asc" } }),
  ]);

  const rows = new Map<string, FunnelRow>();
  const rowFor = (at: Date, templateId: number, utmTag: string) => {
    const day = formatDate(at);
    const key = `${day}\u0000${templateId}\u0000${utmTag}`;
    let row = rows.get(key);
    if (!row) {
      row = { day, templateId, utmTag, visits: 0, clicks: 0, codes: 0, registrations: 0 };
      rows.set(key, row);
    }
    return row;
  };
  for (const track of tracks) {
    const row = rowFor(track.createdAt, track.templateId, track.utmTag);
    if (track.kind === "visit") row.visits += 1;
    else if (track.kind === "click") row.clicks += 1;
    else if (track.kind === "register") row.registrations += 1;
  }
  for (const code of codes) rowFor(code.createdAt, code.templateId ?? 0, code.utmTag).codes += 1;

  const sorted = Array.from(rows.values()).sort(
    (a, b) => a.day.localeCompare(b.day) || a.templateId - b.templateId || a.utmTag.localeCompare(b.utmTag),
  );
  return { from, to, templates, rows: sorted };
}
