import { Router } from "express";
import {
  CAPTCHA_PATH,
  channelTemplate,
  getSid,
  getSms,
  getSmsOnly,
  pathUnderBase,
  promotionFunnel,
  register,
  trackClick,
  trackVisit,
} from "@contract";
import { promotionTracking, smsOnlyPerAddress, smsOnlyPerPhone } from "../../security/rate-limits";
import { LendingError, codeOf, envelopeForError, flatten, serveOps, servePublic } from "../http";
import { offeredMarketingFigures } from "../products/marketing";
import { requestLanguage, text } from "../texts";
import {
  createSid,
  drawCaptcha,
  funnel,
  recordClick,
  recordVisit,
  registerVisitor,
  sendSmsCode,
  sendSmsCodeWithoutPicture,
  templateOrFail,
} from "./service";

export const promotionRouter = Router();

// The template with the figures its claims name, read now (docs/decisions/116).
servePublic(promotionRouter, channelTemplate, async ({ input }) => ({
  ...(await templateOrFail(input.templateId)),
  figures: await offeredMarketingFigures(),
}));
servePublic(promotionRouter, trackVisit, async ({ input }) => recordVisit(input), { limit: promotionTracking });
servePublic(promotionRouter, trackClick, async ({ input }) => recordClick(input), { limit: promotionTracking });
servePublic(promotionRouter, getSid, async ({ input, ip }) => createSid(ip, input.page_id));
servePublic(promotionRouter, getSms, async ({ input, language, ip }) => sendSmsCode(input, ip, language));
// For a visitor who cannot see the picture: stricter limits, per address and per phone (decision 202).
servePublic(promotionRouter, getSmsOnly, async ({ input, language, ip }) => sendSmsCodeWithoutPicture(input, ip, language), {
  limit: [smsOnlyPerAddress, smsOnlyPerPhone],
});
servePublic(promotionRouter, register, async ({ input }) => registerVisitor(input));
serveOps(promotionRouter, promotionFunnel, async ({ input }) => funnel(input));

/**
 * The captcha image: an SVG, not an envelope (the page puts this URL in an <img>). Failures answer
 * the envelope with a 4xx status so a broken image is never mistaken for a picture.
 */
const captchaEndpoint = { name: "promotion captcha", successCode: "0" as const, successFlag: false };
promotionRouter.get(pathUnderBase({ path: CAPTCHA_PATH }), async (req, res) => {
  const sid = flatten(req.query).sid ?? "";
  try {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(sid)) throw new LendingError("invalidInput", text("captchaSessionInvalid"));
    const svg = await drawCaptcha(sid);
    res.set("Cache-Control", "no-store").type("image/svg+xml").send(svg);
  } catch (error) {
    const status = error instanceof LendingError ? (codeOf(error.failure) === 1429 ? 429 : 400) : 500;
    res.status(status === 500 ? 503 : status).json(envelopeForError(captchaEndpoint, error, requestLanguage(req)));
  }
});
