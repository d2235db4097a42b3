-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN "answeredAt" DATETIME;
ALTER TABLE "ContactMessage" ADD COLUMN "answeredBy" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "ContactMessage_answeredAt_createdAt_idx" ON "ContactMessage"("answeredAt", "createdAt");
