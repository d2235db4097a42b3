-- AlterTable (columns added in place: no copy of the SmsOutbox table)
ALTER TABLE "SmsOutbox" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'queued';
ALTER TABLE "SmsOutbox" ADD COLUMN "attempts" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "SmsOutbox" ADD COLUMN "nextAttemptAt" DATETIME;
ALTER TABLE "SmsOutbox" ADD COLUMN "claimedUntil" DATETIME;
ALTER TABLE "SmsOutbox" ADD COLUMN "provider" TEXT;
ALTER TABLE "SmsOutbox" ADD COLUMN "providerMessageId" TEXT;
ALTER TABLE "SmsOutbox" ADD COLUMN "providerStatus" TEXT;
ALTER TABLE "SmsOutbox" ADD COLUMN "sentAt" DATETIME;
ALTER TABLE "SmsOutbox" ADD COLUMN "lastError" TEXT;

-- Rows written before a sender existed are old news (expired sign-up codes, stale reminders): never send them.
UPDATE "SmsOutbox" SET "status" = 'expired';

-- CreateTable
CREATE TABLE "SmsStandInMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "recipient" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "senderName" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "SmsOutbox_status_nextAttemptAt_idx" ON "SmsOutbox"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "SmsStandInMessage_recipient_id_idx" ON "SmsStandInMessage"("recipient", "id");
