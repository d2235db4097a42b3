import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Each test worker gets its own SQLite file, migrated once from the committed migrations, so
 * backend tests run against the real schema without touching the app's database.
 */
const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lending-test-${worker}-`));
process.env.DATABASE_URL = `file:${path.join(dir, "test.db")}`;
process.env.UPLOAD_DIR = path.join(dir, "uploads");
process.env.NODE_ENV = "test";
// The ops console is off without a password in every profile; backend tests use this one.
process.env.OPS_PASSWORD = "test-ops-password-for-backend-tests";
// The per-borrower limits count in memory and outlive each test's fresh database (whose ids start
// again); tests of the limits set their own small values (server/security/security.test.ts).
process.env.COMPLAINTS_PER_BORROWER_PER_DAY ??= "10000";
process.env.CONTACT_MESSAGES_PER_IP_PER_HOUR ??= "10000";
process.env.PROMOTION_VISITS_PER_IP_PER_HOUR ??= "10000";
