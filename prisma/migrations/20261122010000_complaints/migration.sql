-- CreateTable
CREATE TABLE "Complaint" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "borrowerId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "sonType" INTEGER,
    "detail" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "replyDueAt" DATETIME NOT NULL,
    "replyText" TEXT NOT NULL DEFAULT '',
    "repliedAt" DATETIME,
    "agentName" TEXT NOT NULL DEFAULT '',
    "score" INTEGER,
    "scoredAt" DATETIME,
    "submitToken" TEXT,
    CONSTRAINT "Complaint_borrowerId_fkey" FOREIGN KEY ("borrowerId") REFERENCES "Borrower" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Complaint_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "LoanOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ComplaintUpload" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "borrowerId" INTEGER,
    "complaintId" INTEGER,
    "role" TEXT NOT NULL DEFAULT 'evidence',
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ComplaintUpload_borrowerId_fkey" FOREIGN KEY ("borrowerId") REFERENCES "Borrower" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ComplaintUpload_complaintId_fkey" FOREIGN KEY ("complaintId") REFERENCES "Complaint" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Complaint_borrowerId_idx" ON "Complaint"("borrowerId");

-- CreateIndex
CREATE INDEX "Complaint_replyDueAt_idx" ON "Complaint"("replyDueAt");

-- CreateIndex
CREATE UNIQUE INDEX "Complaint_borrowerId_submitToken_key" ON "Complaint"("borrowerId", "submitToken");

-- CreateIndex
CREATE UNIQUE INDEX "ComplaintUpload_name_key" ON "ComplaintUpload"("name");

-- CreateIndex
CREATE INDEX "ComplaintUpload_borrowerId_complaintId_idx" ON "ComplaintUpload"("borrowerId", "complaintId");

-- CreateIndex
CREATE INDEX "ComplaintUpload_complaintId_idx" ON "ComplaintUpload"("complaintId");

