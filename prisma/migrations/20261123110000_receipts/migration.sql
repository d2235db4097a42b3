-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "RepaymentCard";
PRAGMA foreign_keys=on;

-- CreateTable
CREATE TABLE "Receipt" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "number" TEXT NOT NULL,
    "lenderKey" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "paymentId" INTEGER,
    "legacyRepaymentId" INTEGER,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "gatewayRef" TEXT NOT NULL DEFAULT '',
    "amount" INTEGER NOT NULL,
    "allocation" TEXT NOT NULL,
    "balanceAfter" INTEGER NOT NULL,
    "fullyPaid" BOOLEAN NOT NULL,
    "newDueDate" TEXT,
    "lenderName" TEXT NOT NULL,
    "lenderSecNo" TEXT NOT NULL,
    "lenderAddress" TEXT NOT NULL,
    "borrowerName" TEXT NOT NULL,
    "borrowerPhone" TEXT NOT NULL,
    "orderNo" TEXT NOT NULL,
    "appliedAt" DATETIME NOT NULL,
    CONSTRAINT "Receipt_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "LoanOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReceiptCounter" (
    "lenderKey" TEXT NOT NULL PRIMARY KEY,
    "last" INTEGER NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_number_key" ON "Receipt"("number");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_paymentId_key" ON "Receipt"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_legacyRepaymentId_key" ON "Receipt"("legacyRepaymentId");

-- CreateIndex
CREATE INDEX "Receipt_orderId_idx" ON "Receipt"("orderId");

-- CreateIndex
CREATE INDEX "Receipt_borrowerId_idx" ON "Receipt"("borrowerId");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_lenderKey_seq_key" ON "Receipt"("lenderKey", "seq");

