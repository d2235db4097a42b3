import { Router, type Request, type Response } from "express";
import { FailureCode, payCodeInfo } from "@contract";
import { isPayCode } from "@contract/pay-code";
import { now } from "../../clock";
import { db } from "../../db";
import { LendingError } from "../errors";
import { flatten, servePublic } from "../http";
import { render, requestLanguage, text as textOfKey } from "../texts";
import { MAX_CODE_TEXT, renderBarcodeSvg, renderQrSvg } from "./render";

/**
 * Code images: GET /api/codes/qr.svg?text=... and /api/codes/barcode.svg?text=... answer SVG.
 * Public, so they draw pay codes only (contract/pay-code.ts), never any text a link names.
 */
export const codesRouter = Router();

function textOf(req: Request, res: Response, pattern: RegExp): string | null {
  const text = flatten(req.query).text ?? "";
  if (!text || text.length > MAX_CODE_TEXT || !pattern.test(text) || !isPayCode(text)) {
    res.status(400).json({
      code: FailureCode.invalidInput,
      message: render(textOfKey("notAPayCode", { field: "text" }), requestLanguage(req)),
      data: null,
    });
    return null;
  }
  return text;
}

function sendSvg(res: Response, svg: string) {
  res.type("image/svg+xml").set("Cache-Control", "public, max-age=86400").send(svg);
}

codesRouter.get("/codes/qr.svg", async (req, res) => {
  // Control characters are exactly what this refuses.
  // eslint-disable-next-line no-control-regex
  const text = textOf(req, res, /^[^\u0000-\u001f]+$/);
  if (text !== null) sendSvg(res, await renderQrSvg(text));
});

codesRouter.get("/codes/barcode.svg", (req, res) => {
  const text = textOf(req, res, /^[\x20-\x7e]+$/);
  if (text === null) return;
  try {
    sendSvg(res, renderBarcodeSvg(text));
  } catch {
    res.status(400).json({ code: FailureCode.invalidInput, message: render(textOfKey("notABarcode"), requestLanguage(req)), data: null });
  }
});

/**
 * A pay code our backend issued: its amount and whether it can still be paid, what the public code
 * page may show beside it (N16). A closed or paid code is said to be so, so its page never invites
 * a payment into it (docs/decisions/245). An unknown code answers not found.
 */
servePublic(codesRouter, payCodeInfo, async ({ input }) => {
  const payment = await db().payment.findUnique({
    where: { reference: input.payCode },
    select: { amount: true, status: true, expiresAt: true },
  });
  if (!payment) throw new LendingError("notFound", textOfKey("payCodeNotOurs"));
  const state: "open" | "paid" | "closed" =
    payment.status === "paid" ? "paid" : payment.status === "pending" && payment.expiresAt > (await now()) ? "open" : "closed";
  return { state, amount: payment.amount, expiresAt: payment.expiresAt.toISOString() };
});
