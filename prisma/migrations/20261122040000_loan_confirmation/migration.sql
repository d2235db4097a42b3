-- CreateTable
CREATE TABLE "LoanConfirmation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "borrowerId" INTEGER NOT NULL,
    "requestKey" TEXT NOT NULL,
    "orderId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LoanConfirmation_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "LoanOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "LoanConfirmation_orderId_key" ON "LoanConfirmation"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "LoanConfirmation_borrowerId_requestKey_key" ON "LoanConfirmation"("borrowerId", "requestKey");

