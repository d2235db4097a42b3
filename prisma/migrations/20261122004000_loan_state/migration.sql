-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_LoanOrder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderNo" TEXT NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "status" INTEGER NOT NULL,
    "principal" INTEGER NOT NULL,
    "termDays" INTEGER NOT NULL,
    "periods" INTEGER NOT NULL DEFAULT 1,
    "interest" INTEGER NOT NULL,
    "serviceFee" INTEGER NOT NULL,
    "applyAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "disbursedDate" TEXT,
    "dueDate" TEXT,
    "settledAt" DATETIME,
    "delayAllowed" BOOLEAN NOT NULL DEFAULT false,
    "kindTips" TEXT NOT NULL DEFAULT '',
    "scoreRequested" BOOLEAN NOT NULL DEFAULT false,
    "score" INTEGER,
    "cardPopPending" BOOLEAN NOT NULL DEFAULT false,
    "continueUrl" TEXT NOT NULL DEFAULT '',
    "collectionComplaintAllowed" BOOLEAN NOT NULL DEFAULT true,
    "interestBpsPerDay" INTEGER NOT NULL DEFAULT 0,
    "serviceFeeBps" INTEGER NOT NULL DEFAULT 0,
    "repeatClient" BOOLEAN NOT NULL DEFAULT false,
    "extensions" INTEGER NOT NULL DEFAULT 0,
    "chargesCharged" TEXT NOT NULL DEFAULT '{}',
    "chargesPaid" TEXT NOT NULL DEFAULT '{}',
    "chargesAccruedThrough" TEXT,
    "judgmentDefault" BOOLEAN NOT NULL DEFAULT false,
    "statusLocked" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "LoanOrder_borrowerId_fkey" FOREIGN KEY ("borrowerId") REFERENCES "Borrower" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LoanOrder_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_LoanOrder" ("applyAt", "borrowerId", "cardPopPending", "collectionComplaintAllowed", "continueUrl", "createdAt", "delayAllowed", "disbursedDate", "dueDate", "id", "interest", "kindTips", "orderNo", "periods", "principal", "productId", "score", "scoreRequested", "serviceFee", "settledAt", "status", "termDays", "updatedAt") SELECT "applyAt", "borrowerId", "cardPopPending", "collectionComplaintAllowed", "continueUrl", "createdAt", "delayAllowed", "disbursedDate", "dueDate", "id", "interest", "kindTips", "orderNo", "periods", "principal", "productId", "score", "scoreRequested", "serviceFee", "settledAt", "status", "termDays", "updatedAt" FROM "LoanOrder";
DROP TABLE "LoanOrder";
ALTER TABLE "new_LoanOrder" RENAME TO "LoanOrder";
CREATE UNIQUE INDEX "LoanOrder_orderNo_key" ON "LoanOrder"("orderNo");
CREATE INDEX "LoanOrder_borrowerId_idx" ON "LoanOrder"("borrowerId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

