import crypto from "node:crypto";
import fs from "node:fs";
import { serverConfig } from "../config";
import { sharedDatabase } from "../db";

/**
 * How a process tells the others on the same SQLite file that it changed data they may keep in
 * memory (server/data/kept-reads.ts). Only the QA command line and the QA factories write such
 * data, and none of it is money. The writer renames a new file over `<database>-changes`; a reader
 * compares that file's identity (one stat, a few microseconds) before answering from memory, the
 * way the QA clock is announced (server/clock.ts). On PostgreSQL nothing is kept, so nothing is
 * announced.
 */
function noticeFile(): string {
  return `${serverConfig().databaseFile}-changes`;
}

/** The notice's identity now: it changes with every announcement, in any process. */
export function outsideWriteVersion(): string {
  if (sharedDatabase()) return "shared";
  try {
    const stat = fs.statSync(noticeFile(), { bigint: true });
    return `${stat.ino}:${stat.mtimeNs}:${stat.size}`;
  } catch {
    return "none";
  }
}

/** Tells every process (this one too) to forget what it keeps. Call after the write committed. */
export function announceOutsideWrite(): void {
  if (sharedDatabase()) return;
  const file = noticeFile();
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(temp, crypto.randomBytes(8).toString("hex"));
  fs.renameSync(temp, file);
}
