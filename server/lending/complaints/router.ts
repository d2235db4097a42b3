import { Router, type NextFunction, type Request, type Response } from "express";
import multer from "multer";
import {
  COMPLAINT_MAX_IMAGE_BYTES,
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
} from "../../../app/lib/contract";
import { complaintFilings } from "../../security/rate-limits";
import { failureEnvelope, serve, serveOps } from "../http";
import { render, requestLanguage, text } from "../texts";
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
 * Receives one photo in the multipart field `problemImage`, in memory and within the size limit,
 * so nothing reaches the disk before its bytes have been checked (service.ts storeUpload).
 */
function receiveImage(endpoint: Endpoint) {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: COMPLAINT_MAX_IMAGE_BYTES, files: 1, fields: 20, parts: 24 },
  }).single("problemImage");
  return (req: Request, res: Response, next: NextFunction) => {
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      const code = (error as { code?: string }).code;
      const message =
        code === "LIMIT_FILE_SIZE"
          ? text("uploadTooLarge")
          : code === "LIMIT_UNEXPECTED_FILE" || code === "LIMIT_FILE_COUNT"
            ? text("onePhotoAtATime")
            : text("photoUnreadable");
      // The rest of a too-large body is not read; the connection closes after the answer.
      res.set("Connection", "close").json(failureEnvelope(endpoint, FailureCode.invalidInput, message, requestLanguage(req)));
    });
  };
}

complaintsRouter.post(pathUnderBase(uploadProblemImage), receiveImage(uploadProblemImage));
complaintsRouter.post(pathUnderBase(opsUploadImage), receiveImage(opsUploadImage));

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
