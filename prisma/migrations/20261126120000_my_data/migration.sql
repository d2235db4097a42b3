-- CreateTable
CREATE TABLE "DataRequest" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "borrowerId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "detail" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'received',
    "note" TEXT NOT NULL DEFAULT '',
    "agentName" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" DATETIME,
    "doneAt" DATETIME,
    CONSTRAINT "DataRequest_borrowerId_fkey" FOREIGN KEY ("borrowerId") REFERENCES "Borrower" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable (columns added in place: rebuilding Borrower would run its children's cascades)
ALTER TABLE "Borrower" ADD COLUMN "email" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Borrower" ADD COLUMN "address" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Borrower" ADD COLUMN "marketingSms" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "Borrower" ADD COLUMN "marketingAt" DATETIME;

-- CreateIndex
CREATE INDEX "DataRequest_borrowerId_idx" ON "DataRequest"("borrowerId");

-- CreateIndex
CREATE INDEX "DataRequest_status_createdAt_idx" ON "DataRequest"("status", "createdAt");

