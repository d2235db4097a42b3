import type { NextFunction, Request, Response } from "express";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * The browser build's scripts and styles, compressed once at the strongest settings (brotli 11,
 * gzip 9) and kept in memory, instead of per request at the compression middleware's fast settings
 * (brotli 4, gzip 6, nothing under 1 KiB). Build files never change under their hashed names, so
 * each is compressed once per process. A borrower's first visit downloads about a sixth less
 * JavaScript (docs/decisions/060-payday-load.md, JS budget), and the server stops compressing the
 * same bytes on every request. Anything else, or a client that accepts neither encoding, falls
 * through to express.static.
 */
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};
type Encoding = "br" | "gzip";

/** Brotli when the client takes it, else gzip, else none (q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return undefined;
}

export function precompressedBuild(dir: string) {
  const root = path.resolve(dir);
  const cache = new Map<string, Promise<Buffer | undefined>>();

  function compressed(file: string, encoding: Encoding): Promise<Buffer | undefined> {
    const key = `${encoding}:${file}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = fs.promises
        .readFile(file)
        .then((raw) =>
          encoding === "br"
            ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
            : gzip(raw, { level: 9 }),
        )
        // A missing file (an old page asking for a previous build's chunk) is not cached: the 404
        // comes from express.static, and a later build may add the file.
        .catch(() => {
          cache.delete(key);
          return undefined;
        });
      cache.set(key, entry);
    }
    return entry;
  }

  /** Compresses every build file in the background, so the first borrower does not wait for it. */
  function warm(): Promise<void> {
    let names: string[];
    try {
      names = fs.readdirSync(root, { recursive: true }).map(String);
    } catch {
      return Promise.resolve();
    }
    const files = names.filter((name) => TYPES[path.extname(name)] && !name.endsWith(".map")).map((name) => path.join(root, name));
    return files.reduce<Promise<void>>(
      (previous, file) => previous.then(() => Promise.all([compressed(file, "br"), compressed(file, "gzip")]).then(() => undefined)),
      Promise.resolve(),
    );
  }

  async function middleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = TYPES[path.extname(req.path)];
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (!type || !encoding) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep) || relative.includes("\0")) return next();
    const body = await compressed(file, encoding);
    if (!body) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    if (req.method === "HEAD") return res.end();
    res.end(body);
  }

  return Object.assign(middleware, { warm });
}
