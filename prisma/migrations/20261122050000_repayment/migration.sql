-- CreateTable
CREATE TABLE "Payment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "reference" TEXT NOT NULL,
    "orderId" INTEGER NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "channelNumber" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "expiresAt" DATETIME NOT NULL,
    "paidAt" DATETIME,
    "refno" TEXT,
    "digest" TEXT,
    "message" TEXT NOT NULL DEFAULT '',
    "returnPath" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Payment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "LoanOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RepaymentCard" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "borrowerId" INTEGER NOT NULL,
    "bankName" TEXT NOT NULL,
    "bankCode" TEXT NOT NULL,
    "cardNo" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "LegacyRepayment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "cardId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "repayToken" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "codeExpiresAt" DATETIME NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" DATETIME
);

-- CreateIndex
CREATE UNIQUE INDEX "Payment_reference_key" ON "Payment"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_refno_key" ON "Payment"("refno");

-- CreateIndex
CREATE INDEX "Payment_orderId_kind_status_idx" ON "Payment"("orderId", "kind", "status");

-- CreateIndex
CREATE INDEX "RepaymentCard_borrowerId_idx" ON "RepaymentCard"("borrowerId");

-- CreateIndex
CREATE INDEX "LegacyRepayment_orderId_status_idx" ON "LegacyRepayment"("orderId", "status");

