-- AlterTable
ALTER TABLE "LoanOrder" ADD COLUMN "ceilingSet" TEXT NOT NULL DEFAULT 'BSP-1133-2021';
ALTER TABLE "LoanOrder" ADD COLUMN "lateLedger" TEXT NOT NULL DEFAULT '{}';

-- Existing orders keep the ceilings of their acceptance date (applyAt, a Manila calendar day):
-- SEC Memorandum Circular No. 14, Series of 2025 for loans accepted from 2026-04-01.
-- applyAt is stored as ISO-8601 text or as epoch milliseconds, depending on the driver.
UPDATE "LoanOrder" SET "ceilingSet" = 'SEC-MC-14-2025'
WHERE (
  CASE WHEN typeof("applyAt") IN ('integer', 'real')
    THEN date("applyAt" / 1000, 'unixepoch', '+8 hours')
    ELSE date("applyAt", '+8 hours')
  END
) >= '2026-04-01';
