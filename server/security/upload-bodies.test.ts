import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backend as backendTexts } from "@contract/texts/backend";
import { security as filSecurity } from "@contract/texts/fil/security";
import { security } from "@contract/texts/security";
import { createBorrower } from "../qa/factories";
import { useLendingApi } from "../test/api";
import { withBodyLimit } from "./body-limit";

/**
 * Third penetration test (issue 36): request bodies on both paths, the web app's routes and the
 * backend's upload endpoints under /api.
 * - P1: anonymous multipart posts of 19 text fields of 1 MB to the backend's upload endpoints were
 *   read whole by multer before any session check; 14-20 slow ones crashed the process.
 * - P1, P3: bodies in flight were unbounded: one borrower's slow 44 MB forms took 0.6-1.7 GB.
 * - P9: a multipart body that does not keep to its boundary was a 500 on every page action.
 */
const api = useLendingApi();

let web = "";
let webServer: http.Server;
let pagesReached = 0;
beforeAll(async () => {
  // The web app's front as server/app.ts builds it: the body limit before the page (which reads the form).
  const app = express();
  app.all(
    "/{*splat}",
    withBodyLimit(async (req, res) => {
      pagesReached++;
      let bytes = 0;
      for await (const chunk of req) bytes += (chunk as Buffer).length;
      res.send(`read ${bytes}`);
    }),
  );
  webServer = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => webServer.once("listening", resolve));
  web = `http://127.0.0.1:${(webServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => webServer.close(() => resolve())));

const TEXT_FIELD = (i: number) => Buffer.from(`--x\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n`);
const PHOTO_HEAD = Buffer.from(
  '--x\r\nContent-Disposition: form-data; name="problemImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
);

interface Open {
  /** The answer: status and body, whenever it comes. */
  answer: Promise<{ status: number; body: string }>;
  /** Whether the request's body has been ended by the client. */
  ended: () => boolean;
  write: (bytes: Buffer) => void;
  end: (bytes?: Buffer) => void;
}

/** A chunked multipart post left open: the test writes its body and ends it when it likes. */
function openPost(url: string, headers: Record<string, string> = {}): Open {
  let ended = false;
  const target = new URL(url);
  let req!: http.ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = http.request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: target.pathname + target.search,
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x", "Transfer-Encoding": "chunked", ...headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", (error) => (["EPIPE", "ECONNRESET"].includes((error as NodeJS.ErrnoException).code ?? "") ? undefined : reject(error)));
    req.flushHeaders();
  });
  return {
    answer,
    ended: () => ended,
    write: (bytes) => void req.write(bytes),
    end: (bytes) => {
      ended = true;
      req.end(bytes);
    },
  };
}

/** The answer if it comes within `ms`, else "no answer". */
function within<T>(promise: Promise<T>, ms = 3000): Promise<T | "no answer"> {
  return Promise.race([promise, new Promise<"no answer">((resolve) => setTimeout(() => resolve("no answer"), ms))]);
}

describe("third penetration test, P1: no anonymous byte is read by the backend's upload endpoints", () => {
  it("an anonymous post to either upload endpoint is answered its login refusal before its body is read", async () => {
    for (const path of ["/user-problem/upload-problem-img", "/ops/complaints/upload-image"]) {
      const post = openPost(`${api.base}${path}`);
      post.write(TEXT_FIELD(0));
      post.write(Buffer.alloc(1024 * 1024, 0x61));
      // The body is still open (18 more fields to come): the answer does not wait for it.
      const answer = await within(post.answer);
      expect(answer, path).not.toBe("no answer");
      expect(post.ended()).toBe(false);
      const envelope = JSON.parse((answer as { body: string }).body) as { code: string | number; message: string };
      expect(envelope.message, path).toBe(path.startsWith("/ops") ? backendTexts.opsLogIn : backendTexts.sessionExpired);
      post.end();
    }
  });

  it("a borrower's upload takes one photo and nothing else: text fields are refused with 413, none kept", async () => {
    const { query } = await createBorrower();
    const post = openPost(`${api.base}/user-problem/upload-problem-img?${query}`);
    for (let i = 0; i < 19; i++) {
      post.write(TEXT_FIELD(i));
      post.write(Buffer.alloc(1024 * 1024, 0x61));
      post.write(Buffer.from("\r\n"));
    }
    post.end(Buffer.from("--x--\r\n"));
    const answer = await post.answer;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe(backendTexts.onePhotoAtATime);
  });
});

describe("third penetration test, P1 and P3: photo-sized bodies in flight are bounded per borrower and overall", () => {
  it("while a borrower's complaint form is still coming in, their next photo waits with 429 and a sentence, on both paths", async () => {
    const { query } = await createBorrower();
    const form = openPost(`${web}/complainPageNext?${query}`);
    form.write(PHOTO_HEAD);
    form.write(Buffer.alloc(1024 * 1024, 0x61));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const onTheWeb = await within(openPost(`${web}/complaint-image?${query}`).answer);
    expect(onTheWeb).toEqual({ status: 429, body: security.uploadsBusy });
    const toTheBackend = openPost(`${api.base}/user-problem/upload-problem-img?${query.replace("language=en", "language=fil")}`);
    toTheBackend.write(PHOTO_HEAD);
    const refused = (await within(toTheBackend.answer)) as { status: number; body: string };
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).message).toBe(filSecurity.uploadsBusy);

    form.end(Buffer.from("\r\n--x--\r\n"));
    expect((await form.answer).status).toBe(200);
    // Once the form is done, the borrower's photos are taken again.
    const next = openPost(`${web}/complaint-image?${query}`);
    next.end(Buffer.concat([PHOTO_HEAD, Buffer.from("png\r\n--x--\r\n")]));
    expect((await next.answer).status).toBe(200);
  });

  it("two borrowers' complaint forms in flight fill the budget: a third borrower waits", async () => {
    const forms: Open[] = [];
    for (let i = 0; i < 2; i++) {
      const { query } = await createBorrower();
      const form = openPost(`${web}/complainPageNext?${query}`);
      form.write(PHOTO_HEAD);
      forms.push(form);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { query } = await createBorrower();
    expect(await within(openPost(`${web}/complaint-image?${query}`).answer)).toEqual({ status: 429, body: security.uploadsBusy });
    for (const form of forms) form.end(Buffer.from("\r\n--x--\r\n"));
    for (const form of forms) expect((await form.answer).status).toBe(200);
  });
});

describe("third penetration test, P9: a malformed multipart body is a 400 with a sentence", () => {
  it("on a page, its .data form and the backend's upload, in the request's language, and the page never runs", async () => {
    const { query } = await createBorrower();
    pagesReached = 0;
    const malformed = (url: string) =>
      fetch(url, { method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=zz" }, body: "--zz\r\n" });
    for (const path of ["/bungalow", "/bungalow.data", `/complainPageNext?${query}`, `/complainPageNext.data?${query}`]) {
      const answer = await malformed(`${web}${path}`);
      expect(answer.status, path).toBe(400);
      expect(await answer.text(), path).toBe(security.formUnreadable);
    }
    const inFilipino = await malformed(`${web}/bungalow.data?language=fil`);
    expect([inFilipino.status, await inFilipino.text()]).toEqual([400, filSecurity.formUnreadable]);
    expect(pagesReached).toBe(0);

    const upload = await malformed(`${api.base}/user-problem/upload-problem-img?${query}`);
    expect(upload.status).toBe(400);
    expect(((await upload.json()) as { message: string }).message).toBe(backendTexts.photoUnreadable);
  });
});
