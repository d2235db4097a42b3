import busboy from "busboy";
import type { IncomingHttpHeaders } from "node:http";
import type { PartLimits } from "./body-rules";

/**
 * A multipart body checked as it arrives, with busboy (the parser multer uses on the backend's
 * upload endpoints), against its route's limits: how many fields and files, how large each.
 * Third penetration test, P9: a body that announced a boundary and did not keep to it (`--zz\r\n`
 * and nothing more) made every page action's `request.formData()` throw, a 500; now it is known
 * before the page runs, and refused with a sentence. Nothing is kept: file contents are dropped as
 * they pass, field values are at most `fieldSize`.
 */
export type FormProblem = "malformed" | "over-limits";

export interface MultipartCheck {
  /** Feeds the next chunk of the body. */
  write(chunk: Buffer): void;
  /** The body is complete: what was wrong with it, or undefined. */
  finish(): Promise<FormProblem | undefined>;
  /** What is known to be wrong so far (a limit passed shows before the end). */
  problem(): FormProblem | undefined;
}

/**
 * multer's limits are the most allowed; busboy reports a part count, a file's size and a field's
 * size once they are reached. multer passes busboy one more for those three (multer 2.x,
 * lib/make-middleware.js), and so does this check, so both paths mean the same by the same rule.
 */
function asBusboyLimits(limits: PartLimits): busboy.Limits {
  return { ...limits, parts: limits.parts + 1, fileSize: limits.fileSize + 1, fieldSize: limits.fieldSize + 1 };
}

export function multipartCheck(headers: IncomingHttpHeaders, limits: PartLimits): MultipartCheck {
  let found: FormProblem | undefined;
  let done = false;
  const settled: Array<() => void> = [];
  const settle = () => {
    done = true;
    for (const one of settled.splice(0)) one();
  };
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers, limits: asBusboyLimits(limits) });
  } catch {
    // No usable boundary: not a multipart body a page can read.
    found = "malformed";
    return { write: () => undefined, finish: async () => found, problem: () => found };
  }
  const over = () => (found ??= "over-limits");
  parser.on("field", (_name, _value, info) => {
    if (info.nameTruncated || info.valueTruncated) over();
  });
  parser.on("file", (_name, stream) => {
    stream.on("limit", over);
    stream.resume();
  });
  parser.on("partsLimit", over);
  parser.on("filesLimit", over);
  parser.on("fieldsLimit", over);
  parser.on("error", () => {
    found ??= "malformed";
    settle();
  });
  parser.on("close", settle);
  return {
    write(chunk) {
      if (!found && !done) parser.write(chunk);
    },
    finish() {
      if (found || done) return Promise.resolve(found);
      return new Promise((resolve) => {
        settled.push(() => resolve(found));
        parser.end();
      });
    },
    problem: () => found,
  };
}
