-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN     "answeredAt" TIMESTAMP(3),
ADD COLUMN     "answeredBy" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "ContactMessage_answeredAt_createdAt_idx" ON "ContactMessage"("answeredAt", "createdAt");
