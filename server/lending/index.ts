import express, { Router } from "express";
import { FailureCode } from "@contract";
import { serverConfig, type Profile } from "../config";
import { believeProvenWebApp } from "../security/forwarded";
import { bankCardRouter } from "./bank-card/router";
import { codesRouter } from "./codes/router";
import { complaintsRouter } from "./complaints/router";
import { eventsRouter } from "./events/router";
import { localDragonpayRouter } from "./gateway/local-dragonpay/router";
import { envelopeForError, FORM_LIMIT } from "./http";
import { infoRouter } from "./info/router";
import { jointLoginRouter } from "./joint-login/router";
import { legacyRepaymentRouter } from "./legacy-repayment/router";
import { loanConfirmRouter } from "./loan-confirm/router";
import { loanDetailsRouter } from "./loan-details/router";
import { myDataRouter } from "./my-data/router";
import { opsSessionRouter } from "./ops-session/router";
import { ordersRouter } from "./orders/router";
import { productPagesRouter } from "./product-pages/router";
import { productsRouter } from "./products/router";
import { promotionRouter } from "./promotion/router";
import { receiptsRouter } from "./receipts/router";
import { remindersRouter } from "./reminders/router";
import { repaymentRouter } from "./repayment/router";
import { semaphoreStandIn } from "./sms/semaphore-stand-in";
import { twilioStatusRouter } from "./sms/twilio-status";
import { statementsRouter } from "./statements/router";
import { render, requestLanguage, text } from "./texts";

/**
 * The bundled lending backend, mounted under /api. Each resource has its own router; this is the
 * only place that lists them.
 */
export function lendingBackend(options: { profile?: Profile } = {}): Router {
  // The local Dragonpay marks codes paid with no money: the local profile only (docs/decisions/070, 222).
  const standInGateway = (options.profile ?? serverConfig().profile) === "local";
  const api = Router();
  // Documented POST bodies are form-encoded; uploads are parsed by their own resource (multer).
  // Who the client is, before any per-address limit counts it (docs/decisions/073).
  api.use(believeProvenWebApp);
  // The same bounds answerCall checks on every path (http.ts FORM_LIMIT); here reading stops there.
  api.use(express.urlencoded({ extended: false, limit: FORM_LIMIT.bytes, parameterLimit: FORM_LIMIT.fields }));
  // Readiness probe for process managers and the end-to-end test harness.
  api.get("/healthz", (_req, res) => {
    res.json({ code: 0, message: "success", data: { ok: true } });
  });
  api.use(opsSessionRouter);
  api.use(loanDetailsRouter);
  api.use(eventsRouter);
  api.use(productsRouter);
  api.use(bankCardRouter);
  api.use(infoRouter);
  api.use(jointLoginRouter);
  api.use(ordersRouter);
  api.use(productPagesRouter);
  api.use(loanConfirmRouter);
  api.use(promotionRouter);
  api.use(complaintsRouter);
  api.use(repaymentRouter);
  if (standInGateway) api.use(localDragonpayRouter);
  // The Semaphore stand-in the local profile's SMS go to: local only, like the gateway (docs/decisions/227).
  if (standInGateway) api.use("/sms/semaphore", semaphoreStandIn());
  // Twilio's delivery reports, believed by their signature (docs/decisions/227).
  api.use(twilioStatusRouter());
  api.use(codesRouter);
  api.use(legacyRepaymentRouter);
  api.use(receiptsRouter);
  api.use(myDataRouter);
  api.use(remindersRouter);
  api.use(statementsRouter);
  api.use((req, res) => {
    res.status(404).json({ code: FailureCode.notFound, message: render(text("noSuchService"), requestLanguage(req)), data: null });
  });
  // A malformed body (bad encoding, too large) must still answer the envelope, not a stack trace.
  // The body parsers mark their errors with a 4xx status; anything else thrown by a handler that
  // answers outside the envelope glue (the gateway's page) is our fault, the database gone say:
  // the envelope's failure code, "nothing was changed", never Express's 500 page.
  api.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = Number((error as { status?: unknown })?.status);
    if (!(status >= 400 && status < 500)) {
      res.status(503).json(envelopeForError({ name: "api", successCode: 0, successFlag: false }, error, requestLanguage(req)));
      return;
    }
    const tooLarge = (error as { type?: string })?.type === "entity.too.large";
    res.status(tooLarge ? 413 : 400).json({
      code: FailureCode.invalidInput,
      message: render(text(tooLarge ? "requestTooLarge" : "requestUnreadable"), requestLanguage(req)),
      data: null,
    });
  });
  return api;
}
