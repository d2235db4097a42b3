import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { id } from "./fields";
import { keyed } from "./keyed-message";
import { fillMarketing, marketingFiguresWire, marketingText, type MarketingFiguresWire } from "./marketing";
import { PHONE_RULE_NAMES, PROMOTION_INPUT_CAPS } from "./promotion-rules";

export * from "./promotion-rules";

/**
 * The promotion sign-up landing page (spec 001 §2, §7, §8). All of these are public: a visitor from
 * an advertisement has no session yet.
 */

/** Free-text marketing parameters: short, printable, no markup (they end up in the ops console). */
const tag = (label: string) =>
  z
    .string()
    .max(64, `${label} is too long (64 characters at most).`)
    .regex(/^[\w.\-:@ ]*$/, `${label} may only contain letters, digits, spaces and . - _ : @`)
    .default("");

/** The template's phone rule (BRIEF §5), as a schema for the template's JSON. */
export const phoneRuleName = z.enum(PHONE_RULE_NAMES);

/** The template's words a visitor reads: English at the top level, Filipino under `fil`. */
// The claims (headline, subheadline, highlights) write no figure: they name the catalogue's and the
// rules' ones, filled at render time (docs/decisions/116).
const templateWords = z.object({
  headline: marketingText,
  subheadline: marketingText,
  highlights: z.array(marketingText).max(6),
  buttonText: z.string(),
  agreementTitle: z.string(),
  agreementText: z.array(z.string()),
  download: z.object({ title: z.string(), body: z.string() }),
});

/** The landing template's content; the documented system does not show its shape, this is ours. */
export const promotionTemplate = z.object({
  name: z.string(),
  phoneRule: phoneRuleName,
  appName: z.string(),
  ...templateWords.shape,
  download: templateWords.shape.download.extend({
    androidUrl: z.string(),
    iosUrl: z.string(),
    /** Which download-link id the page passes on (the documented links_id or down_id). */
    linksId: z.string().optional(),
    downId: z.string().optional(),
  }),
  /**
   * The same words in Filipino, written by whoever writes the template (docs/decisions/131): a
   * Filipino page shows them instead of the English ones. Missing: the page shows the English.
   */
  fil: templateWords.optional(),
});
export type PromotionTemplate = z.infer<typeof promotionTemplate>;

/**
 * The template as a page in `language` shows it: its Filipino words over the English ones for
 * Filipino, and without the other language's words (a page ships one language, decision 130).
 */
export function templateIn(
  template: PromotionTemplate,
  language: string,
  figures: MarketingFiguresWire | null,
): Omit<PromotionTemplate, "fil"> {
  const { fil, ...english } = template;
  const inFilipino = language === "fil" && Boolean(fil);
  const words = !inFilipino || !fil ? english : { ...english, ...fil, download: { ...english.download, ...fil.download } };
  // The figures' own words ("to", "days") in the language of the sentence they go into.
  const filled = (text: string) => fillMarketing(text, figures, inFilipino ? "fil" : "en");
  return {
    ...words,
    headline: filled(words.headline) || words.appName,
    subheadline: filled(words.subheadline),
    highlights: words.highlights.map(filled).filter(Boolean),
  };
}

export const channelTemplate = defineEndpoint({
  name: "promotion template",
  method: "GET",
  path: "/api/v2/youmi/service/channel/channel-template",
  auth: "public",
  successCode: "00",
  request: z.object({ templateId: id("Template") }),
  // The figures the template's claims name, as the catalogue and the rules give them now.
  data: z.object({ id: z.number().int(), template: promotionTemplate, figures: marketingFiguresWire.nullable() }),
});

const clientType = z.enum(["ios", "android"], { error: keyed("oneOf", { field: "client_type", values: "ios or android" }) });
const trackBase = {
  page_id: id("Page"),
  user_from: tag("user_from"),
  client_type: clientType,
  page_type: z.coerce.number().int().min(0).max(9).default(1),
  utm_tag: tag("utm_tag"),
  app_from: tag("app_from"),
};

export const trackVisit = defineEndpoint({
  name: "promotion visit",
  method: "GET",
  path: "/api/v2/youmi/promotion/track-visit",
  auth: "public",
  successCode: "0",
  request: z.object(trackBase),
  data: z.null(),
});

export const trackClick = defineEndpoint({
  name: "promotion click",
  method: "GET",
  path: "/api/v2/youmi/promotion/track-click",
  auth: "public",
  successCode: "0",
  request: z.object({
    ...trackBase,
    phone: z
      .string()
      .max(20)
      .regex(/^\d*$/, keyed("onlyDigits", { field: "phone" }))
      .default(""),
  }),
  data: z.null(),
});

export const getSid = defineEndpoint({
  name: "promotion captcha session",
  method: "GET",
  path: "/api/v2/youmi/promotion/get-sid",
  auth: "public",
  successCode: "0",
  // page_id is ours (not documented): it ties the codes sent to a template for the funnel.
  request: z.object({ page_id: id("Page").optional() }),
  data: z.object({ sid: z.string() }),
});

const sid = z.string({ error: keyed("captchaSessionMissing") }).regex(/^[A-Za-z0-9_-]{16,64}$/, keyed("captchaSessionInvalid"));
const capcode = z.string().trim().max(PROMOTION_INPUT_CAPS.captcha, keyed("captchaLength")).default("");
const common = {
  phone: z.string().trim().max(20).default(""),
  capcode,
  sid,
  deviceId: z.string().max(128).default(""),
  appName: z.string().max(64).default(""),
  app_from: tag("app_from"),
  user_from: tag("user_from"),
  utm_tag: tag("utm_tag"),
};

export const getSms = defineEndpoint({
  name: "promotion SMS code",
  method: "POST",
  path: "/api/v2/youmi/promotion/get-sms",
  auth: "public",
  successCode: "0",
  variant: "form",
  request: z.object(common),
  /** Seconds until another code may be asked for (the documented countdown). */
  data: z.object({ resendAfter: z.number().int() }),
});

/**
 * The sign-up code without the picture code, for a visitor who cannot see it (ours, not documented;
 * docs/decisions/202). The sid ties it to a visit of the page; registration then needs no picture
 * code for this phone. Limited harder than get-sms (SMS_ONLY_LIMITS, per phone and per address).
 */
export const getSmsOnly = defineEndpoint({
  name: "promotion SMS code without picture",
  method: "POST",
  path: "/api/v2/youmi/promotion/get-sms-only",
  auth: "public",
  successCode: "0",
  variant: "form",
  request: z.object(common).omit({ capcode: true }),
  data: z.object({ resendAfter: z.number().int() }),
});

export const register = defineEndpoint({
  name: "promotion register",
  method: "POST",
  path: "/api/v2/youmi/promotion/register",
  auth: "public",
  successCode: "0",
  variant: "form",
  request: z.object({
    ...common,
    merchantNumber: z.string().max(20).default("0"),
    userName: z.string().max(20).default(""),
    smsCode: z.string().trim().max(PROMOTION_INPUT_CAPS.smsCode, keyed("smsCodeLength")).default(""),
    invite_code: tag("invite_code"),
    id: id("Template"),
  }),
  data: z.object({ userId: z.number().int(), links_id: z.string().optional(), down_id: z.string().optional() }),
});

/** The ops console's funnel: one row per Manila day, template and utm_tag. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, keyed("datesFormat"));
export const promotionFunnel = defineEndpoint({
  name: "promotion funnel",
  method: "GET",
  path: "/ops/promotion/funnel",
  auth: "ops",
  successCode: 0,
  request: z.object({
    from: day.optional(),
    to: day.optional(),
    templateId: id("Template").optional(),
    utm_tag: tag("utm_tag").optional(),
  }),
  data: z.object({
    from: z.string(),
    to: z.string(),
    templates: z.array(z.object({ id: z.number().int(), name: z.string() })),
    rows: z.array(
      z.object({
        day: z.string(),
        templateId: z.number().int(),
        utmTag: z.string(),
        visits: z.number().int(),
        clicks: z.number().int(),
        codes: z.number().int(),
        registrations: z.number().int(),
      }),
    ),
  }),
});
export type FunnelRow = z.infer<typeof promotionFunnel.data>["rows"][number];
