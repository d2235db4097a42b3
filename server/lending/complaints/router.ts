import { Router, type NextFunction, type Request, type Response } from "express";
import multer from "multer";
import {
  FailureCode,
  markUnsatisfied,
  opsComplaintQueue,
  opsComplaintReply,
  opsUploadImage,
  pathUnderBase,
  problemDetail,
  problemInit,
  problemInitGet,
  problemList,
  problemSave,
  saveScore,
  uploadProblemImage,
  type Endpoint,
} from "@contract";
import {
  AGENT_PHOTO_RULE,
  BORROWER_PHOTO_RULE,
  entitledCaller,
  photoBodies,
  reservedBytes,
  type EntitledBodyRule,
} from "../../security/body-rules";
import { complaintFilings } from "../../security/rate-limits";
import { failureEnvelope, serve, serveOps } from "../http";
import { render, requestLanguage, text, type Text } from "../texts";
import {
  detailFor,
  imageFile,
  initFor,
  listFor,
  markUnsatisfied as markAnswerUnsatisfied,
  queue,
  rateComplaint,
  reply,
  saveComplaint,
  storeUpload,
} from "./service";

export const complaintsRouter = Router();

/**
 * Receives one photo in the multipart field `problemImage`, in memory and within its rule's limits
 * (security/body-rules.ts, the same rule as the web app's upload route), so nothing reaches the
 * disk before its bytes have been checked (service.ts storeUpload). Who is sending is known first:
 * without a live session (or console login) not a byte is read, and the endpoint answers its
 * session refusal (third penetration test, P1: 20 anonymous posts of 19 MB of text fields crashed
 * the process); with one, the body's bytes are reserved in the budget of bodies in flight.
 */
function receiveImage(endpoint: Endpoint, rule: EntitledBodyRule) {
  const upload = multer({ storage: multer.memoryStorage(), limits: rule.parts }).single("problemImage");
  return async (req: Request, res: Response, next: NextFunction) => {
    const refuse = (status: number, message: Text) =>
      // The rest of the body is not read; the connection closes after the answer.
      res
        .status(status)
        .set("Connection", "close")
        .json(
          failureEnvelope(endpoint, status === 429 ? FailureCode.rateLimited : FailureCode.invalidInput, message, requestLanguage(req)),
        );
    const caller = await entitledCaller(req, rule.for, req.get("X-Ops-Session"));
    if (!caller) {
      // Unread: the endpoint's own session check answers, and the connection closes after it.
      res.set("Connection", "close");
      return next();
    }
    const declared = Number(req.get("Content-Length"));
    if (Number.isFinite(declared) && declared > rule.bytes) return refuse(413, text("uploadTooLarge"));
    const release = photoBodies.take(caller, reservedBytes(req, rule));
    if (!release) {
      res.set("Retry-After", "5");
      return refuse(429, text("uploadsBusy"));
    }
    res.once("finish", release);
    res.once("close", release);
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      const code = (error as { code?: string }).code;
      if (code === "LIMIT_FILE_SIZE") return refuse(413, text("uploadTooLarge"));
      // Another file, a text field, another part: the endpoint takes one photo and nothing else.
      if (code?.startsWith("LIMIT_")) return refuse(413, text("onePhotoAtATime"));
      // A body that does not keep to its boundary (third penetration test, P9).
      return refuse(400, text("photoUnreadable"));
    });
  };
}

complaintsRouter.post(pathUnderBase(uploadProblemImage), receiveImage(uploadProblemImage, BORROWER_PHOTO_RULE));
complaintsRouter.post(pathUnderBase(opsUploadImage), receiveImage(opsUploadImage, AGENT_PHOTO_RULE));

serve(complaintsRouter, problemInit, async ({ input, borrower, language }) => initFor(borrower.id, input.orderId, language));
serve(complaintsRouter, problemInitGet, async ({ input, borrower, language }) => initFor(borrower.id, input.orderId, language));
serve(complaintsRouter, uploadProblemImage, async ({ borrower, file }) => storeUpload({ borrowerId: borrower.id, role: "evidence" }, file));
serve(complaintsRouter, problemSave, async ({ input, borrower, language }) => saveComplaint(borrower, input, language), {
  limit: complaintFilings,
});
serve(complaintsRouter, problemList, async ({ borrower, language }) => listFor(borrower.id, language));
serve(complaintsRouter, problemDetail, async ({ input, borrower, language }) => detailFor(borrower.id, input.problemId, language));
serve(complaintsRouter, saveScore, async ({ input, borrower }) => rateComplaint(borrower.id, input.problemId, input.score));
serve(complaintsRouter, markUnsatisfied, async ({ input, borrower }) => markAnswerUnsatisfied(borrower.id, input.problemId));

serveOps(complaintsRouter, opsComplaintQueue, async ({ input }) => queue(input.page));
serveOps(complaintsRouter, opsComplaintReply, async ({ input }) => reply(input));
serveOps(complaintsRouter, opsUploadImage, async ({ file }) => storeUpload({ borrowerId: null, role: "reply" }, file));

/**
 * The photos themselves. Their names are random (128 bits), so the URL works like a key, and
 * Referrer-Policy: no-referrer keeps it from leaking to other sites. Served with the type judged
 * from the bytes at upload, never sniffed again by the browser.
 */
complaintsRouter.get("/user-problem/images/:name", async (req, res) => {
  // A database that cannot be read is not a missing photo: the fault goes to the API's error
  // handler (lending/index.ts), which answers the envelope's failure code.
  const found = await imageFile(String(req.params.name));
  if (!found) {
    res.status(404).json({ code: FailureCode.notFound, message: render(text("photoMissing"), requestLanguage(req)), data: null });
    return;
  }
  res.set({
    "Content-Type": found.mime,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "private, max-age=86400, immutable",
    "Content-Disposition": "inline",
  });
  if ("bytes" in found) res.send(found.bytes);
  else res.sendFile(found.file, { headers: { "Content-Type": found.mime } });
});
